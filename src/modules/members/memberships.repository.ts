import { and, asc, eq, exists, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { organizations } from '../organizations/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { memberRoleJoin } from './member-role.js';
import { members } from './members.tables.js';

export interface Membership {
  orgId: string;
  orgName: string;
  plan: string;
  trialEndsAt: Date | null;
  timeZone: string;
  myTimeZone: string | null;
  memberId: string;
  roleName: string;
  builtInKey: string | null;
}

/** The organizations a user is an active member of, oldest membership first. */
export function activeMembershipsOf(executor: Executor, userId: string): Promise<Membership[]> {
  return executor
    .select({
      orgId: organizations.id,
      orgName: organizations.name,
      plan: organizations.plan,
      trialEndsAt: organizations.trialEndsAt,
      timeZone: organizations.timeZone,
      myTimeZone: members.timeZone,
      memberId: members.id,
      roleName: roles.name,
      builtInKey: roles.builtInKey,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .innerJoin(roles, memberRoleJoin)
    .where(and(eq(members.userId, userId), eq(members.status, 'ACTIVE')))
    .orderBy(asc(members.createdAt), asc(members.id));
}

/** A condition for another query: the user (an id, or a column such as users.id) is an active member somewhere. */
export function hasActiveMembership(executor: Executor, userId: string | SQLWrapper): SQL {
  return exists(
    executor
      .select({ one: members.id })
      .from(members)
      .where(and(eq(members.userId, userId), eq(members.status, 'ACTIVE'))),
  );
}

/**
 * What the tenant guard needs on every request, in one query: the user (if still active and on
 * this token version) and their membership and role in `orgId`, which may be missing.
 */
export async function loadMembershipForGuard(
  executor: Executor,
  input: { userId: string; tokenVersion: number; orgId: string },
) {
  const [row] = await executor
    .select({
      userId: users.id,
      email: users.email,
      memberId: members.id,
      memberStatus: members.status,
      roleId: roles.id,
      roleName: roles.name,
      builtInKey: roles.builtInKey,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(members, and(eq(members.userId, users.id), eq(members.orgId, input.orgId)))
    .leftJoin(roles, memberRoleJoin)
    .where(and(eq(users.id, input.userId), eq(users.status, 'ACTIVE'), eq(users.tokenVersion, input.tokenVersion)));
  return row ?? null;
}
