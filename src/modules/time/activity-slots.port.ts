import type { Executor } from '../../platform/db/index.js';
import type { ActivitySpan } from './idle/idle-detect.rules.js';

/**
 * The member's activity slots, which the activities module stores. It depends on time (slots
 * reference entries), so time cannot import it; app.ts plugs the activities module's reader in.
 */
export interface ActivitySlotReader {
  /** The member's slots overlapping [from, to), latest first, at most `limit`. */
  slotsOverlapping(
    executor: Executor,
    orgId: string,
    memberId: string,
    span: { from: Date; to: Date },
    limit: number,
  ): Promise<ActivitySpan[]>;
}
