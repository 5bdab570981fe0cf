import { and, eq, exists, sql } from 'drizzle-orm';
import type { Config } from '../../config/index.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { createOrganizationWithOwner } from '../organizations/index.js';
import { members } from '../organizations/organizations.tables.js';
import { users } from './auth.tables.js';
import type { OtpService } from './otp.service.js';
import { issueSession } from './session.js';
import { claimAttempt, refundAttempt } from '../../platform/throttle.js';
import { isUniqueViolation } from '../../platform/db/pg-errors.js';

export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_ALLOWED = 10;

export interface AccountsDeps {
  db: Db;
  tokens: TokenService;
  otp: OtpService;
  legal: Config['legal'];
  clock: Clock;
}

const emailTaken = () =>
  errors.conflict('An account with this email already exists', 'Sign in with POST /auth/login instead.');

export function requireAcceptedTerms(acceptedTerms: boolean) {
  if (!acceptedTerms) {
    throw errors.badRequest('The Terms of Service and Privacy Policy must be accepted', 'Read them (GET /auth/legal) and send acceptedTerms: true.', 'TERMS_NOT_ACCEPTED');
  }
}

const invalidCredentials = () =>
  errors.unauthorized('Invalid email or password', 'Check both and retry; after 10 failures sign-in is paused for 15 minutes.');

export function createAccountsService({ db, tokens, otp, legal, clock }: AccountsDeps) {
  const loginThrottleKey = (email: string) => `login-failures:${email}`;

  return {
    async register(input: { email: string; fullName: string; organizationName: string; password: string; otp: string; acceptedTerms: boolean }) {
      requireAcceptedTerms(input.acceptedTerms);
      // Hashing is deliberately slow; do it before the transaction so no locks are held meanwhile.
      const passwordHash = await hashPassword(input.password);
      const userId = newId();
      const now = clock.now();
      try {
        const orgId = await db.transaction(async (tx) => {
          await otp.consumeVerified(tx, input.email, input.otp);
          const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
          if (existing) throw emailTaken();
          await tx.insert(users).values({
            id: userId,
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            termsVersion: legal.termsVersion,
            termsAcceptedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          const { organization } = await createOrganizationWithOwner(tx, { name: input.organizationName, userId }, clock);
          return organization.id;
        });
        return issueSession(db, tokens, legal, userId, orgId);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
        throw error;
      }
    },

    /**
     * Every attempt is claimed against the limit before the password is checked, so a parallel
     * burst gets at most LOGIN_FAILURES_ALLOWED checks; only a success gives its own claim back.
     * An unknown email, a wrong password and an account that may not sign in (deactivated, no
     * active organization) take the same path and get the same 401.
     */
    async login(email: string, password: string, preferredOrgId?: string) {
      const claim = await claimAttempt(db, loginThrottleKey(email), LOGIN_FAILURES_ALLOWED, LOGIN_FAILURE_WINDOW_SECONDS, clock.now());
      if (!claim.granted) throw errors.rateLimited(claim.resetsInSeconds, 'Too many failed sign-ins for this account');
      const [account] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          canSignIn: sql<boolean>`${users.status} = 'ACTIVE' and ${exists(
            db.select({ one: members.id }).from(members).where(and(eq(members.userId, users.id), eq(members.status, 'ACTIVE'))),
          )}`,
        })
        .from(users)
        .where(eq(users.email, email));
      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !passwordMatches || !account.canSignIn) throw invalidCredentials();
      await refundAttempt(db, claim);
      return issueSession(db, tokens, legal, account.id, preferredOrgId);
    },

    async acceptTerms(userId: string, termsVersion: string) {
      if (termsVersion !== legal.termsVersion) {
        throw errors.badRequest(
          `Terms version '${termsVersion}' is not the current one`,
          `Read GET /auth/legal and accept version '${legal.termsVersion}'.`,
          'STALE_TERMS_VERSION',
        );
      }
      const now = clock.now();
      await db.update(users).set({ termsVersion, termsAcceptedAt: now, updatedAt: now }).where(eq(users.id, userId));
      return { termsVersion, acceptedAt: now.toISOString(), needsLegalAcceptance: false };
    },

    /** Revokes every token the user holds (token version) and returns a session with a new one. */
    async changePassword(userId: string, currentPassword: string, newPassword: string, preferredOrgId?: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw errors.badRequest('The current password is wrong', 'Send your current password as currentPassword.', 'VALIDATION_ERROR');
      }
      const passwordHash = await hashPassword(newPassword);
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: clock.now() })
        .where(and(eq(users.id, userId), eq(users.tokenVersion, user.tokenVersion)));
      return issueSession(db, tokens, legal, userId, preferredOrgId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
