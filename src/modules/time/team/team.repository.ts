import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../users/index.js';
import { memberRoleJoin, members } from '../../members/index.js';
import { projects } from '../../projects/index.js';
import { roles } from '../../rbac/index.js';
import { timeEntries, trackerPresence } from '../time.tables.js';

export function activeMembersWithPresence(executor: Executor, orgId: string) {
  return executor
    .select({
      memberId: members.id,
      userId: users.id,
      fullName: users.fullName,
      roleName: roles.name,
      lastHeartbeatAt: trackerPresence.lastHeartbeatAt,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .leftJoin(trackerPresence, and(eq(trackerPresence.orgId, members.orgId), eq(trackerPresence.memberId, members.id)))
    .where(and(eq(members.orgId, orgId), eq(members.status, 'ACTIVE')))
    .orderBy(asc(users.fullName), asc(members.id));
}

/** Entries touching [start, end) — running ones included — of the whole organization or one member. */
export function entriesTouching(
  executor: Executor,
  orgId: string,
  window: { start: Date; end: Date },
  memberId?: string,
) {
  return executor
    .select({ entry: timeEntries, projectName: projects.name })
    .from(timeEntries)
    .leftJoin(projects, and(eq(projects.orgId, timeEntries.orgId), eq(projects.id, timeEntries.projectId)))
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        memberId ? eq(timeEntries.memberId, memberId) : undefined,
        lt(timeEntries.startTime, window.end),
        or(isNull(timeEntries.endTime), gt(timeEntries.endTime, window.start)),
      ),
    );
}

export async function recordHeartbeat(
  executor: Executor,
  orgId: string,
  memberId: string,
  at: Date,
  clientInfo: string | null,
) {
  await executor
    .insert(trackerPresence)
    .values({ orgId, memberId, lastHeartbeatAt: at, clientInfo })
    .onConflictDoUpdate({
      target: [trackerPresence.orgId, trackerPresence.memberId],
      set: {
        lastHeartbeatAt: sql`greatest(${trackerPresence.lastHeartbeatAt}, excluded.last_heartbeat_at)`,
        clientInfo,
      },
    });
}
