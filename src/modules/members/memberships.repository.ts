import { and, asc, eq, exists, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.js';
import { organizations } from '../organizations/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { memberRoleJoin } from './member-role.js';
import { members } from './members.tables.js';
import { tenantColumns } from './tenant-context.js';

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
 * What the tenant guard needs on every request, in one query: `tenantColumns` for the user (if
 * still active and on this token version), whose membership and role in the organization may be
 * missing, and `revoked`, the caller's condition on the session (a table of the auth module), so a
 * request pays one round trip to the database before its handler.
 * Prepared once per database: a request binds four values instead of building the SQL again.
 */
export function prepareMembershipForGuard(db: Db, revoked: (sessionId: Placeholder<'sessionId'>) => SQL<boolean>) {
  const query = db
    .select({ ...tenantColumns, revoked: revoked(sql.placeholder('sessionId')) })
    .from(users)
    .leftJoin(members, and(eq(members.userId, users.id), eq(members.orgId, sql.placeholder('orgId'))))
    .leftJoin(roles, memberRoleJoin)
    .leftJoin(organizations, eq(organizations.id, members.orgId))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.status, 'ACTIVE'),
        eq(users.tokenVersion, sql.placeholder('tokenVersion')),
      ),
    )
    .prepare('tenant_guard');
  return async (input: { userId: string; tokenVersion: number; orgId: string; sessionId: string }) => {
    const [row] = await query.execute(input);
    return row ?? null;
  };
}
