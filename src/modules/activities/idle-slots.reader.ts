import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import type { ActivitySlotReader } from '../time/index.js';
import { activitySlots } from './activities.tables.js';
import { MAX_SLOT_SECONDS } from './slots.rules.js';

/** The time module's port: the slots it looks for idle time in (GET /time/idle). */
export const activitySlotReader: ActivitySlotReader = {
  slotsOverlapping: (executor: Executor, orgId, memberId, span, limit) =>
    executor
      .select({
        start: activitySlots.startTime,
        end: activitySlots.endTime,
        activeSeconds: activitySlots.activeSeconds,
      })
      .from(activitySlots)
      .where(
        and(
          eq(activitySlots.orgId, orgId),
          eq(activitySlots.memberId, memberId),
          lt(activitySlots.startTime, span.to),
          // No slot is longer than MAX_SLOT_SECONDS: this bound keeps the index scan short.
          gt(activitySlots.startTime, new Date(span.from.getTime() - MAX_SLOT_SECONDS * 1000)),
          gt(activitySlots.endTime, span.from),
        ),
      )
      .orderBy(desc(activitySlots.startTime))
      .limit(limit),
};
