import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { members } from './members.tables.js';

/** The organization's roles, largest built-in first as GET /rbac lists them, for matching rows by name. */
export function organizationRoles(executor: Executor, orgId: string) {
  return executor
    .select({ id: roles.id, name: roles.name, builtInKey: roles.builtInKey, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(asc(roles.name));
}

/** Which of `emails` (lower-cased) are members of this organization already, with their status; never another's. */
export async function membersWithEmails(executor: Executor, orgId: string, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, { memberId: string; status: string }>();
  const rows = await executor
    .select({ email: users.email, memberId: members.id, status: members.status })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.orgId, orgId), inArray(users.email, [...emails])));
  return new Map(rows.map((row) => [row.email, { memberId: row.memberId, status: row.status }]));
}
