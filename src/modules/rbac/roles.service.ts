import type { TenantContext } from '../../platform/auth/context.js';
import type { Db, Tx } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/pg-errors.js';
import type { Permission } from './permissions.js';
import type { roles } from './rbac.tables.js';
import type { CreateRoleInput, UpdateRoleInput } from './rbac.schemas.js';
import {
  deleteRole,
  findRoleNamed,
  insertCustomRole,
  lockRole,
  lockRoleWrites,
  updateRole,
} from './roles.repository.js';
import { roleView } from './roles.view.js';

type RoleRow = typeof roles.$inferSelect;

/**
 * Granting Owner is what makes someone an Owner, so the permission behind it stays with the
 * built-in Owner role: a custom role holding it would be an Owner that last-Owner protection
 * does not count.
 */
const OWNER_ONLY: readonly Permission[] = ['organization.transfer'];

/** Nobody hands out, or edits a role holding, a permission they lack: that would raise their own ceiling. */
function assertHoldsAll(ctx: TenantContext, permissions: readonly Permission[], action: string) {
  const missing = permissions.filter((permission) => !ctx.permissions.has(permission));
  if (missing.length > 0) {
    throw errors.forbidden(
      'EXCEEDS_OWN_PERMISSIONS',
      `You cannot ${action}: your role lacks ${missing.join(', ')}`,
      'Ask someone whose role has these permissions, e.g. an Owner.',
    );
  }
}

function assertNotOwnerOnly(permissions: readonly Permission[]) {
  const reserved = permissions.filter((permission) => OWNER_ONLY.includes(permission));
  if (reserved.length > 0) {
    throw errors.validation(
      `Only the built-in Owner role can hold ${reserved.join(', ')}`,
      reserved.map((permission) => ({
        field: 'body.permissions',
        message: `'${permission}' is reserved to the built-in Owner role`,
      })),
      'Remove it; to make someone an Owner, give them the Owner role.',
    );
  }
}

function assertCustom(role: RoleRow, action: 'changed' | 'deleted') {
  if (role.isBuiltIn) {
    throw errors.conflict(
      'BUILT_IN_ROLE_READ_ONLY',
      `The built-in ${role.name} role cannot be ${action}`,
      'Create a custom role with the permissions you need instead.',
    );
  }
}

async function assertNameFree(tx: Tx, orgId: string, name: string, exceptRoleId?: string) {
  const taken = await findRoleNamed(tx, orgId, name, exceptRoleId);
  if (taken) throw nameTaken(taken.name);
}

const nameTaken = (name: string) =>
  errors.conflict(
    'ROLE_NAME_TAKEN',
    `A role named '${name}' already exists in this organization`,
    'Role names are unique ignoring case; choose another name.',
  );

/** The concurrent duplicate that the lock should make impossible, answered as the check would have. */
function asNameConflict(error: unknown, name: string | undefined): never {
  if (name !== undefined && isUniqueViolation(error, 'roles_org_name_ci_unique')) throw nameTaken(name);
  throw error;
}

const roleNotFound = (roleId: string) => errors.notFound('Role', roleId);

const stillAssigned = (name: string) =>
  errors.conflict(
    'ROLE_IN_USE',
    `The ${name} role is still assigned to members`,
    'Give them another role first (PATCH /organizations/members/{memberId} with roleId); invited and deactivated members count too.',
  );

export function createRolesService(db: Db) {
  return {
    async create(ctx: TenantContext, input: CreateRoleInput) {
      assertHoldsAll(ctx, input.permissions, 'create a role with these permissions');
      assertNotOwnerOnly(input.permissions);
      const role = await db
        .transaction(async (tx) => {
          await lockRoleWrites(tx, ctx.orgId);
          await assertNameFree(tx, ctx.orgId, input.name);
          return insertCustomRole(tx, ctx.orgId, {
            name: input.name,
            description: input.description ?? null,
            permissions: input.permissions,
          });
        })
        .catch((error: unknown) => asNameConflict(error, input.name));
      return roleView(role);
    },

    /** Members holding the role get the new permissions on their next request: the guard reads roles per request. */
    async update(ctx: TenantContext, roleId: string, input: UpdateRoleInput) {
      const role = await db
        .transaction(async (tx) => {
          await lockRoleWrites(tx, ctx.orgId);
          const current = await lockRole(tx, ctx.orgId, roleId);
          if (!current) throw roleNotFound(roleId);
          assertCustom(current, 'changed');
          assertHoldsAll(ctx, current.permissions, `change the ${current.name} role`);
          if (input.permissions) {
            assertHoldsAll(ctx, input.permissions, `give the ${current.name} role these permissions`);
            assertNotOwnerOnly(input.permissions);
          }
          if (input.name !== undefined) await assertNameFree(tx, ctx.orgId, input.name, roleId);
          return updateRole(tx, ctx.orgId, roleId, {
            name: input.name,
            description: input.description,
            permissions: input.permissions,
          });
        })
        .catch((error: unknown) => asNameConflict(error, input.name));
      return roleView(role);
    },

    async remove(ctx: TenantContext, roleId: string) {
      await db.transaction(async (tx) => {
        const role = await lockRole(tx, ctx.orgId, roleId);
        if (!role) throw roleNotFound(roleId);
        assertCustom(role, 'deleted');
        assertHoldsAll(ctx, role.permissions, `delete the ${role.name} role`);
        try {
          await deleteRole(tx, ctx.orgId, roleId);
        } catch (error) {
          // The members' foreign key to their role refuses while anyone holds it.
          if (isForeignKeyViolation(error, 'members_role_fk')) throw stillAssigned(role.name);
          throw error;
        }
      });
      return { id: roleId, deleted: true as const };
    },
  };
}
