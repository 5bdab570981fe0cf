import type { TenantContext } from '../../platform/auth/context.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { canGrant, findRole } from '../rbac/index.js';

/**
 * The organization's role `roleId`, when the caller may hand it out: 404 for a role the
 * organization does not have, 403 for one holding a permission the caller lacks (nobody raises
 * someone above themselves).
 */
export async function grantableRole(executor: Executor, ctx: TenantContext, roleId: string) {
  const role = await findRole(executor, ctx.orgId, roleId);
  if (!role) throw errors.notFound('Role', roleId);
  if (!canGrant(ctx.permissions, role.permissions)) {
    throw errors.forbidden(
      'EXCEEDS_OWN_PERMISSIONS',
      `You cannot grant the ${role.name} role`,
      'It has permissions your role does not; ask an Owner.',
    );
  }
  return role;
}
