import type { TenantContext } from '../../platform/auth/context.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { canGrant } from '../rbac/index.js';
import { rolePermissionsOf } from './screenshots.repository.js';

/**
 * Whose screens a caller may watch and act on (list, open, blur, delete, capture live): their own,
 * and — with the route's permissions — those of members whose role holds no permission the caller
 * lacks. It is the rule `members` applies to changing a member, so a Manager cannot watch an Owner's
 * or an Admin's screen, an Admin cannot watch an Owner's, and peers can watch each other's. Lists
 * apply it in SQL (`screensWatchableBy`). docs/rbac.md, "Screens of higher roles".
 */
export async function outranksCaller(executor: Executor, ctx: TenantContext, memberId: string): Promise<boolean> {
  if (memberId === ctx.memberId) return false;
  const permissions = await rolePermissionsOf(executor, ctx.orgId, memberId);
  return permissions !== null && !canGrant(ctx.permissions, permissions);
}

/** For a route that names the person (a capture request, a list filtered to one member). */
export const screensOfHigherRole = () =>
  errors.forbidden(
    'SCREENS_OF_HIGHER_ROLE',
    "This member's role has permissions yours does not, so their screens are not yours to see or capture",
    'Ask an Owner (or someone whose role holds every permission of theirs).',
  );
