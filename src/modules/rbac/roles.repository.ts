import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { BUILT_IN_ROLES, type BuiltInRoleKey, type Permission } from './permissions.js';
import { roles } from './rbac.tables.js';

export async function createBuiltInRoles(tx: Executor, orgId: string): Promise<Record<BuiltInRoleKey, string>> {
  const rows = BUILT_IN_ROLES.map((role) => ({
    id: newId(),
    orgId,
    name: role.name,
    description: role.description,
    permissions: [...role.permissions],
    builtInKey: role.key,
    isBuiltIn: true,
  }));
  await tx.insert(roles).values(rows);
  return Object.fromEntries(rows.map((row) => [row.builtInKey, row.id])) as Record<BuiltInRoleKey, string>;
}

export async function findRole(executor: Executor, orgId: string, roleId: string) {
  const [role] = await executor
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)));
  return role ?? null;
}

/**
 * Built-in roles first, in BUILT_IN_ROLES order (largest first), then custom roles as they were
 * made. Not by creation alone: a built-in role added later (Accountant, migration 0038) still takes
 * its place among the others.
 */
const builtInOrder = sql`coalesce(array_position(${sql.raw(
  `ARRAY[${BUILT_IN_ROLES.map((role) => `'${role.key}'`).join(', ')}]::text[]`,
)}, ${roles.builtInKey}), ${BUILT_IN_ROLES.length + 1})`;

export function listRoles(executor: Executor, orgId: string) {
  return executor
    .select()
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(builtInOrder, asc(roles.createdAt), asc(roles.id));
}

/**
 * Serializes role writes within one organization until the transaction ends. Names are unique
 * ignoring case, which the (org_id, name) constraint alone cannot enforce: without this, two
 * requests creating "Auditor" and "AUDITOR" could both pass the check.
 */
export async function lockRoleWrites(tx: Tx, orgId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`punchclock.roles:${orgId}`}, 0))`);
}

/**
 * The role, locked for the rest of the transaction, or null. FOR UPDATE also waits for (and then
 * sees) any transaction that is assigning the role to a member, so "is it assigned?" stays true.
 */
export async function lockRole(tx: Tx, orgId: string, roleId: string) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
    .for('update');
  return role ?? null;
}

/** The role whose name equals `name` ignoring case, other than `exceptRoleId`. */
export async function findRoleNamed(executor: Executor, orgId: string, name: string, exceptRoleId?: string) {
  const [role] = await executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      and(
        eq(roles.orgId, orgId),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptRoleId ? ne(roles.id, exceptRoleId) : undefined,
      ),
    );
  return role ?? null;
}

export async function insertCustomRole(
  tx: Tx,
  orgId: string,
  fields: { name: string; description: string | null; permissions: Permission[] },
) {
  const [role] = await tx
    .insert(roles)
    .values({ id: newId(), orgId, ...fields, builtInKey: null, isBuiltIn: false })
    .returning();
  return role!;
}

export async function updateRole(
  tx: Tx,
  orgId: string,
  roleId: string,
  changes: Partial<Pick<typeof roles.$inferInsert, 'name' | 'description' | 'permissions'>>,
) {
  const [role] = await tx
    .update(roles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
    .returning();
  return role!;
}

/** Throws foreign_key_violation (members_role_fk) while any member, of any status, holds the role. */
export async function deleteRole(tx: Tx, orgId: string, roleId: string) {
  await tx.delete(roles).where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)));
}
