import { z } from 'zod';
import { newApiKey } from '../../platform/auth/api-keys.js';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import { addDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import {
  countActiveKeys,
  findApiKey,
  insertApiKey,
  lockKeyOwner,
  orgOfUsersKey,
  pageApiKeys,
  revokeApiKey,
  workingKeysOfUser,
  type ApiKeyRow,
} from './api-keys.repository.js';
import { beyond } from './api-keys.rules.js';
import type { CreateApiKeyInput, ListApiKeysQuery } from './api-keys.schemas.js';

/** Keys that still work, per member (PERSONAL) and per organization (SERVICE). */
export const MAX_ACTIVE_KEYS = 50;
/** How far ahead a key may expire, in days: a key is rotated at least this often if it expires at all. */
const MAX_LIFETIME_DAYS = 2 * 366;

const cursorShape = z.object({ createdAt: z.iso.datetime({ offset: true }), id: z.uuid() });

/** Who sees and revokes every key of the organization; others see and revoke their own. */
const MANAGE = 'organization.manage';

const keyNotFound = (keyId: string) => errors.notFound('API key', keyId);

function statusOf(row: ApiKeyRow, now: Date): 'ACTIVE' | 'EXPIRED' | 'REVOKED' {
  if (row.revokedAt !== null) return 'REVOKED';
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

function keyView(row: ApiKeyRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    prefix: row.displayPrefix,
    permissions: row.permissions,
    status: statusOf(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: { memberId: row.memberId, userId: row.creatorUserId, name: row.creatorName, email: row.creatorEmail },
  };
}

/** An API key cannot mint keys: a leaked key must not be able to outlive its own revocation. */
function refuseKeyCallers(ctx: TenantContext, action: string) {
  if (ctx.apiKey) {
    throw errors.forbidden(
      'FORBIDDEN',
      `An API key cannot ${action}`,
      'Sign in (a sign-in token or the web app) to create API keys.',
    );
  }
}

function checkExpiry(expiresAt: string | undefined, now: Date): Date | null {
  if (expiresAt === undefined) return null;
  const at = new Date(expiresAt);
  const problem =
    at.getTime() <= now.getTime()
      ? 'must be in the future'
      : at.getTime() > addDays(now, MAX_LIFETIME_DAYS).getTime()
        ? 'must be at most 2 years ahead'
        : null;
  if (problem === null) return at;
  throw errors.validation(`expiresAt ${problem}`, [{ field: 'body.expiresAt', message: problem }]);
}

/** Those who manage the organization see all of its keys; anyone else their own. */
const scopeOf = (ctx: TenantContext) => (ctx.permissions.has(MANAGE) ? null : ctx.memberId);

export function createApiKeysService(db: Db, clock: Clock) {
  return {
    async create(ctx: TenantContext, input: CreateApiKeyInput) {
      refuseKeyCallers(ctx, 'create API keys');
      const now = clock.now();
      if (input.kind === 'SERVICE' && !ctx.permissions.has(MANAGE)) {
        throw errors.forbidden(
          'FORBIDDEN',
          `Your role (${ctx.role.name}) cannot create service keys`,
          "Service keys need the 'organization.manage' permission (Owners and Admins); create a PERSONAL key instead.",
        );
      }
      const exceeding = beyond(ctx.permissions, input.permissions ?? []);
      if (exceeding.length > 0) {
        throw errors.forbidden(
          'EXCEEDS_OWN_PERMISSIONS',
          `A key cannot hold permissions you lack: ${exceeding.join(', ')}`,
          'List only permissions your role holds (GET /rbac shows them).',
        );
      }
      const expiresAt = checkExpiry(input.expiresAt, now);
      const key = newApiKey();
      const id = newId();
      const owner = input.kind === 'SERVICE' ? null : ctx.memberId;
      await db.transaction(async (tx) => {
        await lockKeyOwner(tx, ctx.orgId, owner);
        const active = await countActiveKeys(tx, { orgId: ctx.orgId, memberId: owner, kind: input.kind, now });
        if (active >= MAX_ACTIVE_KEYS) {
          throw errors.validation(
            `${owner === null ? 'The organization has' : 'You have'} ${active} active ${input.kind === 'SERVICE' ? 'service' : 'personal'} keys, the most allowed`,
            [{ field: 'body.kind', message: `at most ${MAX_ACTIVE_KEYS} active keys of this kind` }],
            'Revoke a key you no longer use (DELETE /api-keys/{keyId}), then create this one.',
          );
        }
        await insertApiKey(tx, {
          id,
          orgId: ctx.orgId,
          memberId: ctx.memberId,
          kind: input.kind,
          name: input.name,
          displayPrefix: key.displayPrefix,
          keyHash: key.hash,
          permissions: input.permissions ?? null,
          expiresAt,
          createdAt: now,
        });
      });
      const row = await findApiKey(db, ctx.orgId, id, null);
      return { ...keyView(row!, now), secret: key.secret };
    },

    async list(ctx: TenantContext, query: ListApiKeysQuery) {
      const now = clock.now();
      const after = decodeCursor(query.cursor, cursorShape);
      const rows = await pageApiKeys(db, {
        orgId: ctx.orgId,
        memberId: scopeOf(ctx),
        activeOnly: query.status === 'ACTIVE',
        now,
        limit: query.limit,
        after: after && { createdAt: new Date(after.createdAt), id: after.id },
      });
      return toPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }),
        (row) => keyView(row, now),
      );
    },

    async get(ctx: TenantContext, keyId: string) {
      const row = await findApiKey(db, ctx.orgId, keyId, scopeOf(ctx));
      if (!row) throw keyNotFound(keyId);
      return keyView(row, clock.now());
    },

    /** Takes effect on the key's next request; revoking a revoked key changes nothing. */
    async revoke(ctx: TenantContext, keyId: string) {
      const scope = scopeOf(ctx);
      if (!(await findApiKey(db, ctx.orgId, keyId, scope))) throw keyNotFound(keyId);
      const now = clock.now();
      await revokeApiKey(db, ctx.orgId, keyId, now);
      const row = await findApiKey(db, ctx.orgId, keyId, scope);
      return keyView(row!, now);
    },

    /**
     * The keys the person made that still work, in every organization they belong to: after a
     * password reset, what a stolen session may have left behind (docs/api-keys.md).
     */
    async listOwnEverywhere(userId: string) {
      const now = clock.now();
      const rows = await workingKeysOfUser(db, userId, now);
      return {
        items: rows.map((row) => ({
          ...keyView(row, now),
          organization: { id: row.orgId, name: row.organizationName },
        })),
      };
    },

    /** Revokes one of the person's own keys, in whichever of their organizations it is. */
    async revokeOwn(userId: string, keyId: string) {
      const orgId = await orgOfUsersKey(db, userId, keyId);
      if (orgId === null) throw keyNotFound(keyId);
      const now = clock.now();
      await revokeApiKey(db, orgId, keyId, now);
      const row = await findApiKey(db, orgId, keyId, null);
      return keyView(row!, now);
    },
  };
}
