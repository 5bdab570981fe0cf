import type { PermissionName } from '../../platform/auth/access.js';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { resolvePerson } from './person.js';

/**
 * Whose records a caller asks for with `?userId=` (a user id or a member id): without it, their own
 * unless `readAll` lets them see everyone's (undefined: everyone); with it, that member when it is
 * the caller or `readAll` allows (403 otherwise, 404 for someone not in the organization).
 */
export async function scopedMemberId(
  executor: Executor,
  ctx: TenantContext,
  userId: string | undefined,
  readAll: PermissionName,
  what: string,
): Promise<string | undefined> {
  const readsAll = ctx.permissions.has(readAll);
  if (userId === undefined) return readsAll ? undefined : ctx.memberId;
  if (userId === ctx.userId || userId === ctx.memberId) return ctx.memberId;
  if (!readsAll)
    throw errors.forbidden(
      'OWN_RECORDS_ONLY',
      `You can only see your own ${what}`,
      `Omit userId, or ask for the ${readAll} permission.`,
    );
  return (await resolvePerson(executor, ctx, userId)).id;
}
