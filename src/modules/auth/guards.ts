import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessGuards } from '../../platform/auth/access.js';
import { tenantOf, type AuthContext, type TenantContext } from '../../platform/auth/context.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { loadMembershipForGuard } from '../members/index.js';
import { requirePlan } from '../organizations/index.js';
import { findAuthenticatedUser } from './auth.repository.js';

const organizationHeader = z.uuid();

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw errors.unauthorized();
  return match[1];
}

/** Names what is missing; with one permission missing, the wording every route has always used. */
function missingPermissions(roleName: string | null, missing: readonly string[]) {
  const named = missing.map((permission) => `'${permission}'`).join(' and ');
  return errors.forbidden(
    'FORBIDDEN',
    `Your role (${roleName}) does not allow this`,
    `This needs the ${named} permission${missing.length > 1 ? 's' : ''}; ask an Owner or Admin. GET /rbac lists what each role may do.`,
  );
}

const invalidToken = () =>
  errors.unauthorized('The token is invalid, expired or revoked', 'Sign in again to get a new token.');

/**
 * Verifies the token, then reads the user (and for tenant routes their membership and role) from
 * the database on every request: a deactivated user, a changed password (token version) or a
 * removed membership takes effect at once, and the token itself never carries a role.
 */
export function createAccessGuards(db: Db, tokens: TokenService, clock: Clock): AccessGuards {
  async function claimsOf(request: FastifyRequest) {
    const claims = await tokens.verify(bearerToken(request));
    if (!claims) throw invalidToken();
    return claims;
  }

  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const claims = await claimsOf(request);
    const user = await findAuthenticatedUser(db, claims.userId, claims.tokenVersion);
    if (!user) throw invalidToken();
    return Object.freeze({ userId: user.id, email: user.email });
  }

  return {
    bearer: async (request) => {
      request.auth = await authenticate(request);
    },
    tenant: (permissions) => async (request) => {
      const claims = await claimsOf(request);
      const rawOrgId = request.headers['x-organization-id'];
      const orgId = organizationHeader.safeParse(rawOrgId);
      if (!orgId.success) {
        throw errors.validation(
          'The x-organization-id header is missing or not a UUID',
          [{ field: 'headers.x-organization-id', message: rawOrgId === undefined ? 'is required' : 'must be a UUID' }],
          'Send the id of your organization (data.organization.id from sign-in) as x-organization-id.',
        );
      }
      const row = await loadMembershipForGuard(db, {
        userId: claims.userId,
        tokenVersion: claims.tokenVersion,
        orgId: orgId.data,
      });
      if (!row) throw invalidToken();
      if (row.memberStatus !== 'ACTIVE' || !row.memberId || !row.roleId) {
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
      const tenant: TenantContext = Object.freeze({
        userId: row.userId,
        email: row.email,
        orgId: orgId.data,
        memberId: row.memberId,
        role: Object.freeze({ id: row.roleId, name: row.roleName ?? '', builtInKey: row.builtInKey ?? null }),
        permissions: new Set(row.permissions ?? []),
      });
      request.auth = tenant;
      request.tenant = tenant;
    },
    plan: (feature) => async (request) => {
      await requirePlan(db, tenantOf(request).orgId, feature, clock.now());
    },
  };
}
