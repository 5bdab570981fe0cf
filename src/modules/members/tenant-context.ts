import { sql } from 'drizzle-orm';
import type { PermissionName } from '../../platform/auth/access.js';
import type { ApiKeyCaller, TenantContext } from '../../platform/auth/context.js';
import type { TimeZone, Weekday } from '../../platform/dates.js';
import { organizations } from '../organizations/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { members } from './members.tables.js';

/**
 * What a tenant context is made of, for the guards' one query per request (a sign-in session's,
 * an API key's): the user, their member and role in the organization, the organization's plan and
 * calendar, and the data's snapshot. Both guards select it, so the two contexts cannot drift apart.
 */
export const tenantColumns = {
  userId: users.id,
  email: users.email,
  memberId: members.id,
  memberStatus: members.status,
  myTimeZone: members.timeZone,
  roleId: roles.id,
  roleName: roles.name,
  builtInKey: roles.builtInKey,
  permissions: roles.permissions,
  plan: organizations.plan,
  trialEndsAt: organizations.trialEndsAt,
  timeZone: organizations.timeZone,
  firstDayOfWeek: organizations.firstDayOfWeek,
  workingDays: organizations.workingDays,
  // The data's state as this query saw it, for reports kept per snapshot (src/platform/db/snapshot-cache.ts).
  dataSnapshot: sql<string>`pg_current_snapshot()::text`,
};

/**
 * A row of `tenantColumns` once the guard knows the member and role exist. The organization's and
 * role's columns stay nullable: the sign-in guard left-joins them (and has checked they are there).
 */
interface TenantRow {
  userId: string;
  email: string;
  memberId: string;
  myTimeZone: TimeZone | null;
  roleId: string;
  roleName: string | null;
  builtInKey: string | null;
  timeZone: TimeZone | null;
  firstDayOfWeek: number | null;
  workingDays: number[] | null;
  dataSnapshot: string;
}

/**
 * The frozen tenant context of a guard's row in `orgId`, for a caller who authenticated with
 * `sessionId` (a sign-in token's id, or an API key's) and may do `permissions` (the role's, or
 * what both an API key and its member's role allow).
 */
export function tenantContextOf(
  row: TenantRow,
  caller: {
    orgId: string;
    sessionId: string;
    apiKey: ApiKeyCaller | null;
    permissions: ReadonlySet<PermissionName>;
  },
): TenantContext {
  return Object.freeze({
    userId: row.userId,
    email: row.email,
    sessionId: caller.sessionId,
    apiKey: caller.apiKey === null ? null : Object.freeze({ ...caller.apiKey }),
    orgId: caller.orgId,
    memberId: row.memberId,
    role: Object.freeze({ id: row.roleId, name: row.roleName ?? '', builtInKey: row.builtInKey ?? null }),
    permissions: caller.permissions,
    calendar: Object.freeze({
      timeZone: row.timeZone ?? 'UTC',
      firstDayOfWeek: (row.firstDayOfWeek ?? 1) as Weekday,
      workingDays: Object.freeze((row.workingDays ?? []) as Weekday[]),
    }),
    myTimeZone: row.myTimeZone,
    dataSnapshot: row.dataSnapshot,
  });
}
