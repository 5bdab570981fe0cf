import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import { dayOf, dayRange } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/index.js';
import type { TrackerCommandReader } from '../tracker-commands.port.js';
import { runningEntryOf } from '../time.repository.js';
import { workedSeconds, workedSecondsWithin } from '../time.rules.js';
import { activeMembersWithPresence, entriesTouching, recordHeartbeat } from './team.repository.js';

/** A tracker that has not been heard from for this long is offline, unless a timer runs. */
const ONLINE_WINDOW_SECONDS = 60;

export function createTeamService(db: Db, clock: Clock, trackerCommands: TrackerCommandReader) {
  return {
    /** Every active member: online or not, the running timer, and today's worked time (the organization's today: its time zone). */
    async liveTeam(ctx: TenantContext) {
      const now = clock.now();
      const { timeZone } = ctx.calendar;
      const today = dayRange(dayOf(now, timeZone), timeZone);
      const [people, todays] = await Promise.all([
        activeMembersWithPresence(db, ctx.orgId),
        entriesTouching(db, ctx.orgId, today),
      ]);
      const todaySeconds = new Map<string, number>();
      const running = new Map<string, (typeof todays)[number]>();
      for (const row of todays) {
        const span = { start: row.entry.startTime, end: row.entry.endTime, idleSeconds: row.entry.idleSeconds };
        todaySeconds.set(
          row.entry.memberId,
          (todaySeconds.get(row.entry.memberId) ?? 0) + workedSecondsWithin(span, today, now),
        );
        if (row.entry.endTime === null) running.set(row.entry.memberId, row);
      }
      const members = people.map((person) => {
        const timer = running.get(person.memberId);
        const heardRecently =
          person.lastHeartbeatAt !== null &&
          now.getTime() - person.lastHeartbeatAt.getTime() <= ONLINE_WINDOW_SECONDS * 1000;
        return {
          memberId: person.memberId,
          userId: person.userId,
          fullName: person.fullName,
          role: person.roleName,
          status: timer || heardRecently ? ('online' as const) : ('offline' as const),
          lastHeartbeatAt: person.lastHeartbeatAt?.toISOString() ?? null,
          timer: timer
            ? {
                entryId: timer.entry.id,
                projectId: timer.entry.projectId,
                projectName: timer.projectName,
                notes: timer.entry.notes,
                startedAt: timer.entry.startTime.toISOString(),
                elapsedSeconds: workedSeconds(
                  { start: timer.entry.startTime, end: null, idleSeconds: timer.entry.idleSeconds },
                  now,
                ),
              }
            : null,
          todaySeconds: todaySeconds.get(person.memberId) ?? 0,
        };
      });
      return {
        generatedAt: now.toISOString(),
        onlineCount: members.filter((member) => member.status === 'online').length,
        members,
      };
    },

    async heartbeat(ctx: TenantContext, clientInfo: string | undefined) {
      const now = clock.now();
      await recordHeartbeat(db, ctx.orgId, ctx.memberId, now, clientInfo ?? null);
      const [running, commands] = await Promise.all([
        runningEntryOf(db, ctx.orgId, ctx.memberId),
        trackerCommands.pendingCommands(db, ctx.orgId, ctx.memberId, now),
      ]);
      return {
        receivedAt: now.toISOString(),
        onlineForSeconds: ONLINE_WINDOW_SECONDS,
        timerRunning: running !== null,
        runningEntryId: running?.entry.id ?? null,
        commands,
      };
    },
  };
}
