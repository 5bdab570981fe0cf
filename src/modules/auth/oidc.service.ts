import type { Config } from '../../config/index.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { createOrganizationWithOwner } from '../members/index.js';
import { createUser, findUserByEmail, findUserByOidcSubject, linkOidcSubject, type UserRow } from '../users/index.js';
import { requireAcceptedTerms } from './accounts.service.js';
import type { OidcProvider, VerifiedIdentity } from './oidc.provider.js';
import { issueSession } from './session.js';
import { isUniqueViolation } from '../../platform/db/pg-errors.js';

interface OidcSignInDeps {
  db: Db;
  tokens: TokenService;
  /** null when OIDC_ISSUER is unset: the route exists but answers FEATURE_DISABLED. */
  provider: OidcProvider | null;
  legal: Config['legal'];
  /** The plan a first sign-in's new organization starts on (NEW_ORGANIZATION_PLAN). */
  newOrganizationPlan: Config['plans']['newOrganization'];
  clock: Clock;
}

const NAME_MAX = 200;

const featureDisabled = () =>
  errors.badRequest(
    'FEATURE_DISABLED',
    'Sign-in with an identity provider is not enabled on this server',
    'Sign in with email and password (POST /auth/login); GET /auth/methods lists what is enabled. Operators enable it with OIDC_ISSUER and OIDC_AUDIENCE.',
  );

/** Falls back to the address's local part, so every account has a name to show. */
function fullNameOf(identity: VerifiedIdentity, email: string): string {
  return (identity.name ?? email.split('@')[0] ?? email).slice(0, NAME_MAX);
}

/**
 * Sign-in with an identity provider's token: the provider account is found by its subject, else
 * linked to the account with the same *verified* email, else a new account with its own
 * organization is created, as on register.
 */
export function createOidcSignIn({ db, tokens, provider, legal, newOrganizationPlan, clock }: OidcSignInDeps) {
  /** The same refusal as password login for an account that cannot use the product. */
  async function sessionFor(user: UserRow) {
    const session = await issueSession(db, tokens, legal, user.id);
    if (user.status !== 'ACTIVE' || session.organizations.length === 0) {
      throw errors.unauthorized(
        'This account has no active organization',
        'Ask an administrator of your organization to reactivate you.',
      );
    }
    return session;
  }

  async function link(user: UserRow, identity: VerifiedIdentity) {
    const linkedElsewhere = () =>
      errors.conflict(
        'IDENTITY_ALREADY_LINKED',
        'This account is already linked to another identity-provider account',
        'Sign in with the identity-provider account linked before, or with your password.',
      );
    if (user.oidcSubject !== null && user.oidcSubject !== identity.subject) throw linkedElsewhere();
    // Check before linking, so a refused sign-in leaves the account as it was.
    const session = await sessionFor(user);
    // A concurrent link by a different provider account loses instead of overwriting.
    if (!(await linkOidcSubject(db, user.id, identity.subject, clock.now()))) throw linkedElsewhere();
    return session;
  }

  async function createAccount(identity: VerifiedIdentity, acceptedTerms: boolean) {
    const { email } = identity;
    if (email === null) {
      throw errors.badRequest(
        'IDP_EMAIL_MISSING',
        'The identity provider token carries no email address, which a new account needs',
        "Ask the identity provider's administrator to include the 'email' claim (email scope) in tokens for this service.",
      );
    }
    // An unverified address would let someone claim another person's email here and later
    // receive that person's invitations; and it would tell them whether the address has an account.
    if (!identity.emailVerified) {
      throw errors.badRequest(
        'IDP_EMAIL_UNVERIFIED',
        'The identity provider has not verified this email address',
        'Verify the address with your identity provider, then sign in again.',
      );
    }
    requireAcceptedTerms(acceptedTerms);
    const fullName = fullNameOf(identity, email);
    const now = clock.now();
    const userId = await db.transaction(async (tx) => {
      const id = await createUser(tx, {
        email,
        fullName,
        passwordHash: null,
        termsVersion: legal.termsVersion,
        oidcSubject: identity.subject,
        now,
      });
      await createOrganizationWithOwner(
        tx,
        { name: `${fullName}'s organization`.slice(0, NAME_MAX), userId: id, plan: newOrganizationPlan },
        clock,
      );
      return id;
    });
    return issueSession(db, tokens, legal, userId);
  }

  async function resolve(identity: VerifiedIdentity, acceptedTerms: boolean) {
    const linked = await findUserByOidcSubject(db, identity.subject);
    if (linked) return sessionFor(linked);
    if (identity.email !== null && identity.emailVerified) {
      const sameEmail = await findUserByEmail(db, identity.email);
      if (sameEmail) return link(sameEmail, identity);
    }
    return createAccount(identity, acceptedTerms);
  }

  return {
    async signIn(input: { accessToken: string; acceptedTerms?: boolean | undefined }) {
      if (!provider) throw featureDisabled();
      const identity = await provider.verify(input.accessToken);
      const acceptedTerms = input.acceptedTerms === true;
      try {
        return await resolve(identity, acceptedTerms);
      } catch (error) {
        // A concurrent first sign-in (or registration) created the account between our lookup and
        // insert; looking again finds it (by subject) or links it (by verified email).
        if (isUniqueViolation(error, 'users_oidc_subject_unique') || isUniqueViolation(error, 'users_email_unique')) {
          return resolve(identity, acceptedTerms);
        }
        throw error;
      }
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
