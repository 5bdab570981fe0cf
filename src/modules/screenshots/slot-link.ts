import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { SlotStoredListener } from '../activities/index.js';
import { screenshots } from './screenshots.tables.js';

/**
 * Links the member's screenshots captured inside a slot just stored and not linked yet, in the
 * slot's transaction: a tracker sends a screenshot at once but the slot it was taken in only when
 * that slot ends. The upload links the other way round, to a slot already stored
 * (`lockedSlotCovering`); both hold the member's activity lock, so none falls between.
 */
export const screenshotSlotLinker: SlotStoredListener = {
  async slotStored(tx, slot) {
    await tx
      .update(screenshots)
      .set({ slotId: slot.id })
      .where(
        and(
          eq(screenshots.orgId, slot.orgId),
          eq(screenshots.memberId, slot.memberId),
          isNull(screenshots.slotId),
          gte(screenshots.capturedAt, slot.startTime),
          lt(screenshots.capturedAt, slot.endTime),
        ),
      );
  },
};
