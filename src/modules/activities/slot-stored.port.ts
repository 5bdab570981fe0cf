import type { Tx } from '../../platform/db/index.js';

/**
 * Told inside the transaction that stores a new activity slot, so what refers to the slot's span
 * is linked in the same transaction (the screenshots module links the member's screenshots
 * captured in it). The screenshots module depends on this one, so this module cannot call it;
 * app.ts plugs the screenshots module's listener in.
 */
export interface SlotStoredListener {
  slotStored(
    tx: Tx,
    slot: { id: string; orgId: string; memberId: string; startTime: Date; endTime: Date },
  ): Promise<void>;
}

export const noSlotStoredListener: SlotStoredListener = { slotStored: () => Promise.resolve() };
