import type { PermissionName } from '../../platform/auth/access.js';
import {
  apiKeyHash,
  apiKeyWorks,
  effectivePermissions,
  isWellFormedApiKey,
  type ApiKeyBudgets,
} from '../../platform/auth/api-keys.js';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { tenantContextOf } from '../members/index.js';
import { lastUsedIsStale, prepareApiKeyForGuard, touchApiKey, type ApiKeyGuardRow } from './api-keys.repository.js';

const invalidKey = () =>
  errors.unauthorized(
    'The API key is invalid, expired or revoked, or its member no longer has access',
    'Create a new key (POST /api-keys, signed in) and send it as "Authorization: Bearer pck_…".',
  );

/** What the tenant guard learns from a key: the caller, and the plan for the plan guard after it. */
interface KeyedTenant {
  tenant: TenantContext;
  plan: { plan: string; trialEndsAt: Date | null };
}

/**
 * Authenticates a tenant request carrying an API key, reading the key, its member and their role
 * from the database on every request (like a sign-in token's membership): a revoked or expired
 * key, a deactivated member or user, a changed role all take effect on the very next request.
 * A key works in its own organization only, and can do what both the key and its member may now.
 */
export function createApiKeyGuard(db: Db, clock: Clock, budgets: ApiKeyBudgets) {
  const keyOf = prepareApiKeyForGuard(db);

  function usable(row: ApiKeyGuardRow | null, now: Date): row is ApiKeyGuardRow {
    if (!row || !apiKeyWorks(row, now)) return false;
    return row.userStatus === 'ACTIVE' && row.memberStatus === 'ACTIVE';
  }

  /** `organizationOf` reads the request's organization header (400 when bad), after the key is known good. */
  return async (
    token: string,
    organizationOf: () => string,
    required: readonly PermissionName[],
  ): Promise<KeyedTenant> => {
    if (!isWellFormedApiKey(token)) throw invalidKey();
    const hash = apiKeyHash(token);
    const row = await keyOf(hash);
    const now = clock.now();
    if (!usable(row, now)) throw invalidKey();
    // Known to be genuine from here: its requests spend the key's own rate-limit budget.
    budgets.remember(hash, row.keyId);
    const orgId = organizationOf();
    if (row.keyOrgId !== orgId) {
      throw errors.forbidden(
        'NOT_A_MEMBER',
        'This API key belongs to another organization',
        "An API key works only in the organization it was created in: send that organization's id as x-organization-id.",
      );
    }
    const permissions = effectivePermissions(row.permissions, row.keyPermissions);
    const missing = required.filter((permission) => !permissions.has(permission));
    if (missing.length > 0) {
      const named = missing.map((permission) => `'${permission}'`).join(' and ');
      throw errors.forbidden(
        'FORBIDDEN',
        'This API key does not allow this',
        `This needs the ${named} permission${missing.length > 1 ? 's' : ''}, which the key or its member (role ${row.roleName}) lacks; create a key that holds ${missing.length > 1 ? 'them' : 'it'}.`,
      );
    }
    if (lastUsedIsStale(row.lastUsedAt, now)) await touchApiKey(db, row.keyId, now);
    const tenant = tenantContextOf(row, {
      orgId,
      sessionId: row.keyId,
      apiKey: { id: row.keyId, kind: row.kind },
      permissions,
    });
    return { tenant, plan: { plan: row.plan, trialEndsAt: row.trialEndsAt } };
  };
}
