import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { BUILT_IN_ROLES, type BuiltInRoleKey } from './permissions.js';
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
  const [role] = await executor.select().from(roles).where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)));
  return role ?? null;
}

export async function findBuiltInRole(executor: Executor, orgId: string, key: BuiltInRoleKey) {
  const [role] = await executor.select().from(roles).where(and(eq(roles.orgId, orgId), eq(roles.builtInKey, key)));
  return role ?? null;
}

export function listRoles(executor: Executor, orgId: string) {
  return executor.select().from(roles).where(eq(roles.orgId, orgId)).orderBy(asc(roles.createdAt), asc(roles.id));
}
