import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/index.js';
import type { ActivitySlotReader } from '../activity-slots.port.js';
import { IDLE_DETECTION, pendingIdle } from './idle-detect.rules.js';
import { idleCandidatesOf } from '../time.repository.js';

/** Entries stopped longer ago than this are not asked about any more: 24 hours of elapsed time, not a calendar day. */
const LOOKBACK_MS = 24 * 3_600_000;
/** A person has one running entry; a few recently stopped ones are plenty to look at. */
const MAX_ENTRIES = 10;
/** Enough slots for a run of idle time days long (10-minute slots); the run is counted from the latest back. */
const MAX_SLOTS = 1000;

const latestOf = (a: Date, b: Date | null) => (b && b.getTime() > a.getTime() ? b : a);

export function createPendingIdleService(db: Db, clock: Clock, slots: ActivitySlotReader) {
  return {
    /**
     * The caller's idle time found by the desktop tracker and not answered yet: for their running
     * entry and PENDING entries stopped in the last 24 hours, the idle run each ends with.
     */
    async list(ctx: TenantContext) {
      const now = clock.now();
      const entries = await idleCandidatesOf(
        db,
        ctx.orgId,
        ctx.memberId,
        new Date(now.getTime() - LOOKBACK_MS),
        MAX_ENTRIES,
      );
      const items = [];
      for (const { entry, projectName } of entries) {
        const anchor = entry.endTime ?? now;
        // Slots before the last answer cannot change what is pending, so they are not read.
        const from = latestOf(entry.startTime, entry.idleAnsweredUntil);
        if (from.getTime() >= anchor.getTime()) continue;
        const found = pendingIdle(
          {
            start: entry.startTime,
            end: entry.endTime,
            idleSeconds: entry.idleSeconds,
            idleAnsweredUntil: entry.idleAnsweredUntil,
          },
          await slots.slotsOverlapping(db, ctx.orgId, ctx.memberId, { from, to: anchor }, MAX_SLOTS),
          now,
        );
        if (!found) continue;
        items.push({
          timeEntryId: entry.id,
          isRunning: entry.endTime === null,
          projectId: entry.projectId,
          projectName,
          notes: entry.notes,
          idleSince: found.since.toISOString(),
          measuredUntil: found.measuredUntil.toISOString(),
          idleSeconds: found.idleSeconds,
        });
      }
      return { generatedAt: now.toISOString(), thresholdSeconds: IDLE_DETECTION.thresholdSeconds, items };
    },
  };
}
