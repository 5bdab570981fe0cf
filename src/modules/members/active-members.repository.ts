import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { memberRoleJoin } from './member-role.js';
import { members } from './members.tables.js';

/*
 * Reads of the organization's active members for modules above this one (webhooks, alerts), so
 * that they ask here instead of writing SQL on members, roles and users themselves.
 */

/** The permissions of the member's role while the member is active; null when not an active member. */
export async function activeMemberPermissions(
  executor: Executor,
  orgId: string,
  memberId: string,
): Promise<readonly string[] | null> {
  const [row] = await executor
    .select({ permissions: roles.permissions })
    .from(members)
    .innerJoin(roles, memberRoleJoin)
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId), eq(members.status, 'ACTIVE')))
    .limit(1);
  return row ? (row.permissions ?? []) : null;
}

/** The e-mail addresses of the organization's active Owners. */
export async function activeOwnerEmails(executor: Executor, orgId: string): Promise<string[]> {
  const rows = await executor
    .select({ email: users.email })
    .from(members)
    .innerJoin(roles, memberRoleJoin)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.orgId, orgId), eq(members.status, 'ACTIVE'), eq(roles.builtInKey, 'OWNER')));
  return rows.map((row) => row.email);
}

/** Every active member with their address, name, role and weekly capacity, by full name then id. */
export function activeMembersWithContacts(executor: Executor, orgId: string) {
  return executor
    .select({
      memberId: members.id,
      email: users.email,
      fullName: users.fullName,
      roleKey: roles.builtInKey,
      permissions: roles.permissions,
      weeklyCapacityHours: members.weeklyCapacityHours,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .where(and(eq(members.orgId, orgId), eq(members.status, 'ACTIVE')))
    .orderBy(asc(users.fullName), asc(members.id));
}

/** How many active members other than `memberId` hold `permission` through their role. */
export async function otherActiveMembersHolding(
  executor: Executor,
  orgId: string,
  memberId: string,
  permission: string,
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(roles, memberRoleJoin)
    .where(
      and(
        eq(members.orgId, orgId),
        eq(members.status, 'ACTIVE'),
        ne(members.id, memberId),
        sql`${permission} = any(${roles.permissions})`,
      ),
    );
  return row?.count ?? 0;
}
