import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessGuards } from '../../platform/auth/access.js';
import { isApiKeyCredential, type ApiKeyBudgets } from '../../platform/auth/api-keys.js';
import { tenantOf, type AuthContext } from '../../platform/auth/context.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import type { OrganizationBudget } from '../../platform/http/organization-budget.js';
import { createApiKeyGuard } from '../api-keys/index.js';
import { prepareMembershipForGuard, tenantContextOf } from '../members/index.js';
import { requirePlan, requirePlanOf } from '../organizations/index.js';
import { findAuthenticatedUser, isSessionRevoked, sessionRevokedCondition } from './auth.repository.js';
import type { WebSessionPolicy } from './web-session.js';

const organizationHeader = z.uuid();

/** Names what is missing; with one permission missing, the wording every route has always used. */
function missingPermissions(roleName: string | null, missing: readonly string[]) {
  const named = missing.map((permission) => `'${permission}'`).join(' and ');
  return errors.forbidden(
    'FORBIDDEN',
    `Your role (${roleName}) does not allow this`,
    `This needs the ${named} permission${missing.length > 1 ? 's' : ''}; ask an Owner or Admin. GET /rbac lists what each role may do.`,
  );
}

/** The organization a tenant request names, or 400. */
function organizationOf(request: FastifyRequest): string {
  const rawOrgId = request.headers['x-organization-id'];
  const orgId = organizationHeader.safeParse(rawOrgId);
  if (orgId.success) return orgId.data;
  throw errors.validation(
    'The x-organization-id header is missing or not a UUID',
    [{ field: 'headers.x-organization-id', message: rawOrgId === undefined ? 'is required' : 'must be a UUID' }],
    'Send the id of your organization (data.organization.id from sign-in) as x-organization-id.',
  );
}

/** A membership that admits its user: active, with a role, in an organization that exists. */
function admitsTenant<
  Row extends { memberStatus: string | null; memberId: string | null; roleId: string | null; plan: string | null },
>(row: Row): row is Row & { memberId: string; roleId: string; plan: string } {
  return row.memberStatus === 'ACTIVE' && row.memberId !== null && row.roleId !== null && row.plan !== null;
}

/** The API key a request carries in its Authorization header (never in the cookie), if any. */
function apiKeyOf(credential: { token: string; viaCookie: boolean } | null): string | null {
  return credential && !credential.viaCookie && isApiKeyCredential(credential.token) ? credential.token : null;
}

const keyRefused = () =>
  errors.forbidden(
    'FORBIDDEN',
    'API keys cannot be used on account routes',
    'API keys work on organization routes only (docs/api-keys.md); sign in to manage your account.',
  );

const invalidToken = () =>
  errors.unauthorized('The token is invalid, expired or revoked', 'Sign in again to get a new token.');

/**
 * Verifies the token (the Authorization header, or the web app's session cookie with its CSRF
 * check on writes), then reads the user (and for tenant routes their membership and role) from
 * the database on every request: a deactivated user, a changed password (token version), a
 * signed-out session or a removed membership takes effect at once, and the token itself never
 * carries a role.
 */
export function createAccessGuards(
  db: Db,
  tokens: TokenService,
  clock: Clock,
  web: WebSessionPolicy,
  keyBudgets: ApiKeyBudgets,
  spendOrganizationBudget: OrganizationBudget = async () => undefined,
): AccessGuards {
  const keyedTenantOf = createApiKeyGuard(db, clock, keyBudgets);

  async function claimsOf(request: FastifyRequest) {
    const credential = web.credentialOf(request);
    if (!credential) throw errors.unauthorized();
    // An API key is not a sign-in: the account routes (bearer access) refuse it.
    if (apiKeyOf(credential)) throw keyRefused();
    const claims = await tokens.verify(credential.token);
    if (!claims) throw invalidToken();
    if (credential.viaCookie) web.requireCsrf(request, claims.sessionId);
    return claims;
  }

  /** The user behind valid claims, unless the session was signed out. */
  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const claims = await claimsOf(request);
    const [user, revoked] = await Promise.all([
      findAuthenticatedUser(db, claims.userId, claims.tokenVersion),
      isSessionRevoked(db, claims.sessionId),
    ]);
    if (!user || revoked) throw invalidToken();
    return Object.freeze({ userId: user.id, email: user.email, sessionId: claims.sessionId, apiKey: null });
  }

  const membershipOf = prepareMembershipForGuard(db, sessionRevokedCondition);
  /** The organization's stored plan as the tenant guard read it, for the plan guard after it. */
  const plans = new WeakMap<FastifyRequest, { plan: string; trialEndsAt: Date | null }>();

  return {
    bearer: async (request) => {
      request.auth = await authenticate(request);
    },
    tenant: (permissions) => async (request) => {
      const apiKey = apiKeyOf(web.credentialOf(request));
      if (apiKey) {
        const keyed = await keyedTenantOf(apiKey, () => organizationOf(request), permissions);
        await spendOrganizationBudget(keyed.tenant.orgId);
        request.auth = keyed.tenant;
        request.tenant = keyed.tenant;
        plans.set(request, keyed.plan);
        return;
      }
      const claims = await claimsOf(request);
      const orgId = organizationOf(request);
      const row = await membershipOf({
        userId: claims.userId,
        tokenVersion: claims.tokenVersion,
        orgId,
        sessionId: claims.sessionId,
      });
      if (!row || row.revoked) throw invalidToken();
      if (!admitsTenant(row)) {
        // Someone removed from every organization holds a dead token, not a wrong header.
        request.auth = await authenticate(request);
        throw errors.forbidden(
          'NOT_A_MEMBER',
          'You are not an active member of this organization',
          'Check x-organization-id; GET /auth/me lists the organizations you belong to.',
        );
      }
      const missing = permissions.filter((permission) => !row.permissions?.includes(permission));
      if (missing.length > 0) throw missingPermissions(row.roleName, missing);
      const tenant = tenantContextOf(row, {
        orgId,
        sessionId: claims.sessionId,
        apiKey: null,
        permissions: new Set(row.permissions ?? []),
      });
      // Only once the caller is known to belong to it: nobody else can spend an organization's budget.
      await spendOrganizationBudget(orgId);
      request.auth = tenant;
      request.tenant = tenant;
      plans.set(request, { plan: row.plan, trialEndsAt: row.trialEndsAt });
    },
    plan: (feature) => async (request) => {
      const organization = plans.get(request);
      // The tenant guard read the plan with the membership; only a guard run without it reads it again.
      if (organization) requirePlanOf(organization, feature, clock.now());
      else await requirePlan(db, tenantOf(request).orgId, feature, clock.now());
    },
  };
}
