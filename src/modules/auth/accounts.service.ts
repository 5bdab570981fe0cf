import type { Config } from '../../config/index.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { acceptInvitation, createOrganizationWithOwner, openInvitation } from '../members/index.js';
import {
  acceptTerms,
  changePassword,
  claimAccount,
  completeInvitedAccount,
  createUser,
  findUserById,
  lockUserByEmail,
  resetPasswordByEmail,
} from '../users/index.js';
import { findSignInAccount } from './auth.repository.js';
import type { OtpService } from './otp.service.js';
import { issueSession } from './session.js';
import { claimAttempt, refundAttempt, resetAttempts } from '../../platform/throttle.js';
import { isUniqueViolation } from '../../platform/db/pg-errors.js';

const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_ALLOWED = 10;

interface AccountsDeps {
  db: Db;
  tokens: TokenService;
  otp: OtpService;
  legal: Config['legal'];
  /** The plan a sign-up's new organization starts on (NEW_ORGANIZATION_PLAN). */
  newOrganizationPlan: Config['plans']['newOrganization'];
  clock: Clock;
}

const emailTaken = () =>
  errors.conflict(
    'EMAIL_ALREADY_REGISTERED',
    'An account with this email already exists',
    'Sign in with POST /auth/login instead; if you forgot the password, reset it (POST /auth/send-otp with purpose "reset", then POST /auth/reset-password).',
  );

export function requireAcceptedTerms(acceptedTerms: boolean) {
  if (!acceptedTerms) {
    throw errors.badRequest(
      'TERMS_NOT_ACCEPTED',
      'The Terms of Service and Privacy Policy must be accepted',
      'Read them (GET /auth/legal) and send acceptedTerms: true.',
    );
  }
}

const invalidCredentials = () =>
  errors.unauthorized(
    'Invalid email or password',
    'Check both and retry; after 10 failures sign-in is paused for 15 minutes.',
  );

/** Every failed sign-in by code answers this, whatever failed: nothing tells whether the account exists. */
const invalidSignInCode = () =>
  errors.unauthorized(
    'Invalid email or code',
    'Use the code from the latest sign-in email: it works once, for 10 minutes, and allows 5 wrong tries. Request a new one with POST /auth/send-otp, purpose "signin".',
  );

export function createAccountsService({ db, tokens, otp, legal, newOrganizationPlan, clock }: AccountsDeps) {
  const loginThrottleKey = (email: string) => `login-failures:${email}`;

  return {
    /**
     * Creates the account and its organization, or completes an existing account nobody has
     * proved the inbox of (no password, or one an inviter chose): the verified code is that
     * proof, so the holder sets their own password, keeps the memberships, and every token
     * issued under the old password stops working.
     */
    async register(input: {
      email: string;
      fullName: string;
      organizationName: string;
      password: string;
      otp: string;
      acceptedTerms: boolean;
    }) {
      requireAcceptedTerms(input.acceptedTerms);
      const useCode = await otp.redeem(input.email, input.otp, 'signup');
      // Hashing is deliberately slow; do it before the transaction so no locks are held meanwhile.
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      try {
        const { userId, orgId } = await db.transaction(async (tx) => {
          await useCode(tx);
          const existing = await lockUserByEmail(tx, input.email);
          let userId: string;
          if (existing) {
            if (existing.passwordHash !== null && !existing.passwordSetByInviter) throw emailTaken();
            await claimAccount(tx, existing.id, {
              passwordHash,
              fullName: input.fullName,
              termsVersion: legal.termsVersion,
              now,
            });
            userId = existing.id;
          } else {
            userId = await createUser(tx, {
              email: input.email,
              fullName: input.fullName,
              passwordHash,
              passwordSetByInviter: false,
              termsVersion: legal.termsVersion,
              now,
            });
          }
          const { organization } = await createOrganizationWithOwner(
            tx,
            { name: input.organizationName, userId, plan: newOrganizationPlan },
            clock,
          );
          return { userId, orgId: organization.id };
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
      const claim = await claimAttempt(
        db,
        loginThrottleKey(email),
        LOGIN_FAILURES_ALLOWED,
        LOGIN_FAILURE_WINDOW_SECONDS,
        clock.now(),
      );
      if (!claim.granted) throw errors.rateLimited(claim.resetsInSeconds, 'Too many failed sign-ins for this account');
      const account = await findSignInAccount(db, email);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !passwordMatches || !account.canSignIn) throw invalidCredentials();
      await refundAttempt(db, claim);
      return issueSession(db, tokens, legal, account.id, preferredOrgId);
    },

    /**
     * Sign-in with an emailed code (POST /auth/send-otp, purpose "signin") instead of a password:
     * the same session as password sign-in, for the same accounts (active, in an active
     * organization; those that only sign in through the identity provider too, as proving the
     * inbox lets them reset a password anyway). The code's own limits apply (5 wrong tries under
     * its row lock, one code a minute and 10 emails a day per address); it works once. An unknown
     * account, one that may not sign in, a wrong, expired or used code: all the same 401.
     */
    async loginWithCode(email: string, code: string, preferredOrgId?: string) {
      const account = await findSignInAccount(db, email);
      const useCode = await otp.redeemSignIn(email, code);
      if (!account?.canSignIn || !useCode) throw invalidSignInCode();
      if (!(await db.transaction(useCode))) throw invalidSignInCode();
      return issueSession(db, tokens, legal, account.id, preferredOrgId);
    },

    /**
     * Sets a new password for whoever proves the inbox with a reset code, revokes every session of
     * the account, and lifts a sign-in pause. It answers without a session: signing in stays
     * with POST /auth/login, the one place that decides who may.
     */
    async resetPassword(email: string, code: string, newPassword: string) {
      const useCode = await otp.redeem(email, code, 'reset');
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await useCode(tx);
        if (!(await resetPasswordByEmail(tx, email, passwordHash, now)))
          throw errors.badRequest(
            'INVALID_OTP',
            'The code is invalid or has expired',
            'Request a new reset code with POST /auth/send-otp.',
          );
      });
      await resetAttempts(db, loginThrottleKey(email));
      return { passwordReset: true as const, email };
    },

    async acceptTerms(userId: string, termsVersion: string) {
      if (termsVersion !== legal.termsVersion) {
        throw errors.badRequest(
          'STALE_TERMS_VERSION',
          `Terms version '${termsVersion}' is not the current one`,
          `Read GET /auth/legal and accept version '${legal.termsVersion}'.`,
        );
      }
      const now = clock.now();
      await acceptTerms(db, userId, termsVersion, now);
      return { termsVersion, acceptedAt: now.toISOString(), needsLegalAcceptance: false };
    },

    /**
     * Revokes every token the user holds (token version) and returns a session with a new one.
     * Wrong current passwords spend the same budget as failed sign-ins of that account: it is the
     * same secret, so a stolen token must not double the guessing rate (or guess without limit).
     */
    async changePassword(userId: string, currentPassword: string, newPassword: string, preferredOrgId?: string) {
      const user = await findUserById(db, userId);
      if (!user) throw errors.unauthorized();
      const claim = await claimAttempt(
        db,
        loginThrottleKey(user.email),
        LOGIN_FAILURES_ALLOWED,
        LOGIN_FAILURE_WINDOW_SECONDS,
        clock.now(),
      );
      if (!claim.granted) throw errors.rateLimited(claim.resetsInSeconds, 'Too many wrong passwords for this account');
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw errors.badRequest(
          'WRONG_PASSWORD',
          'The current password is wrong',
          'Send your current password as currentPassword.',
        );
      }
      await refundAttempt(db, claim);
      const passwordHash = await hashPassword(newPassword);
      await changePassword(db, userId, passwordHash, user.tokenVersion, clock.now());
      return issueSession(db, tokens, legal, userId, preferredOrgId);
    },

    /**
     * Joins the organization. A person without a password sets one here; someone who already has
     * an account proves it with their current password, so an invite link alone cannot take it over.
     */
    async acceptInvite(input: {
      token: string;
      password: string;
      acceptedTerms: boolean;
      fullName?: string | undefined;
    }) {
      requireAcceptedTerms(input.acceptedTerms);
      const now = clock.now();
      const invitation = await openInvitation(db, input.token, now);
      const { user } = invitation;
      const newHash = user.passwordHash === null ? await hashPassword(input.password) : null;
      if (newHash === null && !(await verifyPassword(user.passwordHash, input.password))) {
        throw errors.badRequest(
          'WRONG_PASSWORD',
          'The password does not match your existing Punchclock account',
          'Enter the password you already sign in with.',
        );
      }
      await db.transaction(async (tx) => {
        await acceptInvitation(tx, invitation, now);
        await completeInvitedAccount(tx, user.id, {
          passwordHash: newHash,
          fullName: input.fullName,
          termsVersion: legal.termsVersion,
          now,
        });
      });
      return issueSession(db, tokens, legal, user.id, invitation.orgId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
