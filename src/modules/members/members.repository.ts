import { and, asc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { numericToNumber } from '../../platform/money.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { memberRoleJoin } from './member-role.js';
import { invites, members } from './members.tables.js';

const memberColumns = {
  id: members.id,
  status: members.status,
  costRate: members.costRate,
  billableRate: members.billableRate,
  weeklyCapacityHours: members.weeklyCapacityHours,
  joinedAt: members.joinedAt,
  createdAt: members.createdAt,
  userId: users.id,
  fullName: users.fullName,
  email: users.email,
  roleId: roles.id,
  roleName: roles.name,
  builtInKey: roles.builtInKey,
  rolePermissions: roles.permissions,
  /** When the member's latest invitation was sent; null when none was (a member added without one, by an import). */
  invitationSentAt: sql<Date | null>`(select max(${invites.createdAt}) from ${invites}
    where ${invites.orgId} = ${members.orgId} and ${invites.memberId} = ${members.id})`.mapWith(invites.createdAt),
};

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function selectMembers(executor: Executor, orgId: string, ...conditions: Array<SQL | undefined>) {
  return executor
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .where(and(eq(members.orgId, orgId), ...conditions));
}

export async function findMember(executor: Executor, orgId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await selectMembers(executor, orgId, eq(members.id, memberId));
  return row ?? null;
}

/** The member, with its row locked until the transaction ends. */
export async function lockMember(tx: Executor, orgId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await selectMembers(tx, orgId, eq(members.id, memberId)).for('update', { of: members });
  return row ?? null;
}

/** Locks (FOR UPDATE, in id order) the organization's members that match `which`, returning their ids. */
function lockMemberIds(executor: Executor, orgId: string, which: SQL) {
  return executor
    .select({ id: members.id })
    .from(members)
    .innerJoin(roles, memberRoleJoin)
    .where(and(eq(members.orgId, orgId), which))
    .orderBy(asc(members.id))
    .for('update', { of: members });
}

const isActiveOwner = and(eq(members.status, 'ACTIVE'), eq(roles.builtInKey, 'OWNER'))!;

/**
 * Locks the member and every active Owner of the organization, in id order. Changes to members
 * may check "is another Owner left" (which locks the Owners); taking all of those locks up front
 * and in one order keeps two such changes (two Owners demoting each other) from deadlocking.
 */
export async function lockMemberAndOwners(tx: Executor, orgId: string, memberId: string): Promise<void> {
  await lockMemberIds(tx, orgId, or(eq(members.id, memberId), isActiveOwner)!);
}

export async function findMemberByUser(executor: Executor, orgId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await selectMembers(executor, orgId, eq(members.userId, userId));
  return row ?? null;
}

/** Members of the organization whose member id or user id is among `ids` (never another organization's). */
export function membersByPersonIds(executor: Executor, orgId: string, ids: readonly string[]) {
  return executor
    .select({ id: members.id, userId: members.userId, status: members.status })
    .from(members)
    .where(and(eq(members.orgId, orgId), or(inArray(members.id, [...ids]), inArray(members.userId, [...ids]))));
}

export function pageMembers(
  executor: Executor,
  orgId: string,
  options: { status?: string; afterId?: string; limit: number },
) {
  return selectMembers(
    executor,
    orgId,
    options.status ? eq(members.status, options.status) : undefined,
    options.afterId ? gt(members.id, options.afterId) : undefined,
  )
    .orderBy(asc(members.id))
    .limit(options.limit);
}

/** Active Owners other than `exceptMemberId`, locked so two concurrent demotions cannot both pass. */
export async function otherActiveOwners(executor: Executor, orgId: string, exceptMemberId: string): Promise<number> {
  const rows = await lockMemberIds(executor, orgId, and(isActiveOwner, ne(members.id, exceptMemberId))!);
  return rows.length;
}

export async function touchMember(
  executor: Executor,
  orgId: string,
  memberId: string,
  changes: Partial<typeof members.$inferInsert>,
) {
  await executor
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId)));
}

/**
 * The notification channel on which a member's access ending or changing (deactivated, removed,
 * another role) is announced, so what holds a connection open for them (the tracker's command
 * stream, in `screenshots`) checks again at once instead of at its next periodic check.
 */
export const MEMBER_ACCESS_CHANNEL = 'punchclock_member_access';

/** Announces it to every API instance when the transaction commits (never if it rolls back). */
export async function announceAccessChange(tx: Executor, orgId: string, memberId: string) {
  await tx.execute(sql`select pg_notify(${MEMBER_ACCESS_CHANNEL}, ${JSON.stringify({ orgId, memberId })})`);
}

export async function insertMember(executor: Executor, member: typeof members.$inferInsert) {
  await executor.insert(members).values(member);
}

/** Throws foreign_key_violation while anything (a time entry) still refers to the member. */
export async function deleteMember(executor: Executor, orgId: string, memberId: string) {
  await executor.delete(members).where(and(eq(members.orgId, orgId), eq(members.id, memberId)));
}

export function memberView(row: MemberRow, canSeeRates: boolean) {
  return {
    id: row.id,
    user: { id: row.userId, fullName: row.fullName, email: row.email },
    role: { id: row.roleId, name: row.roleName, builtInKey: row.builtInKey },
    roles: [row.roleName],
    status: row.status as 'INVITED' | 'ACTIVE' | 'DEACTIVATED',
    costRate: canSeeRates ? numericToNumber(row.costRate) : null,
    billableRate: canSeeRates ? numericToNumber(row.billableRate) : null,
    weeklyCapacityHours: numericToNumber(row.weeklyCapacityHours),
    joinedAt: row.joinedAt?.toISOString() ?? null,
    invitationSentAt: row.invitationSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
