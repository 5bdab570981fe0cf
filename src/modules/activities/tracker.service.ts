import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { requireLoggableProject } from '../projects/index.js';
import {
  addToDayRollup,
  findOverlappingSlot,
  findOwnTimeEntry,
  findSlotByClientId,
  insertSlot,
  usagesOfSlots,
  withMemberActivityLock,
  type MemberActivityTx,
  type SlotRow,
} from './activities.repository.js';
import type { SlotBody } from './activities.schemas.js';
import { slotView } from './activities.view.js';
import { checkSlot, SlotRuleError, type Usage } from './slots.rules.js';
import type { SlotStoredListener } from './slot-stored.port.js';

type Outcome = { status: 'CREATED' | 'REPLAYED'; slot: SlotRow; usages: Usage[] | null };

/** The project a slot is logged to (projects module's rule); activity can go without a project instead. */
async function projectOf(tx: MemberActivityTx, ctx: TenantContext, projectId: string) {
  const project = await requireLoggableProject(tx, ctx, projectId, {
    archivedHint: 'Record the activity without a project, or on another one.',
  });
  return project.id;
}

/**
 * Stores one slot of the caller, or finds the one stored under its clientId before. The caller
 * holds the member's activity lock, so the replay check, the overlap check and the insert hold
 * together. Only reads come before the insert: a refused slot leaves the transaction usable.
 */
async function ingest(
  tx: MemberActivityTx,
  ctx: TenantContext,
  body: SlotBody,
  now: Date,
  stored: SlotStoredListener,
): Promise<Outcome> {
  const before = await findSlotByClientId(tx, ctx.orgId, ctx.memberId, body.clientId);
  if (before) return { status: 'REPLAYED', slot: before, usages: null };
  let checked;
  try {
    checked = checkSlot(body, now);
  } catch (error) {
    if (error instanceof SlotRuleError) throw errors.validation(error.message, undefined, error.hint);
    throw error;
  }
  let projectId = body.projectId ?? null;
  let timeEntryId: string | null = null;
  if (body.timeEntryId) {
    const entry = await findOwnTimeEntry(tx, ctx.orgId, ctx.memberId, body.timeEntryId);
    if (!entry) throw errors.notFound('Time entry', body.timeEntryId);
    timeEntryId = entry.id;
    projectId ??= entry.projectId;
  }
  if (projectId) projectId = await projectOf(tx, ctx, projectId);
  const clash = await findOverlappingSlot(tx, ctx.orgId, ctx.memberId, checked);
  if (clash)
    throw errors.conflict(
      'ACTIVITY_SLOT_OVERLAP',
      `The slot overlaps slot '${clash.id}' (${clash.startTime.toISOString()} to ${clash.endTime.toISOString()})`,
      "A member's slots cannot overlap: send each span of activity once, with its own clientId.",
    );
  const slot: SlotRow = {
    id: newId(),
    orgId: ctx.orgId,
    memberId: ctx.memberId,
    clientId: body.clientId,
    projectId,
    timeEntryId,
    startTime: checked.start,
    endTime: checked.end,
    keyboardSeconds: body.keyboardSeconds,
    mouseSeconds: body.mouseSeconds,
    activeSeconds: body.activeSeconds,
    createdAt: now,
  };
  await insertSlot(tx, slot, checked.usages);
  // Screenshots captured in the slot before it arrived are linked to it, in this transaction.
  await stored.slotStored(tx, slot);
  return { status: 'CREATED', slot, usages: checked.usages };
}

export function createTrackerService(db: Db, clock: Clock, slotStored: SlotStoredListener) {
  return {
    /** One slot of the caller; the same clientId again answers the slot stored the first time. */
    async upload(ctx: TenantContext, body: SlotBody) {
      const outcome = await withMemberActivityLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const result = await ingest(tx, ctx, body, clock.now(), slotStored);
        if (result.usages) await addToDayRollup(tx, [{ slot: result.slot, usages: result.usages }]);
        return result;
      });
      // A new slot is answered from what was written; a replayed one is read back with its usages.
      const usages = outcome.usages
        ? outcome.usages.map((usage) => ({ slotId: outcome.slot.id, ...usage }))
        : await usagesOfSlots(db, ctx.orgId, [outcome.slot.id]);
      return { slot: slotView(outcome.slot, usages), replayed: outcome.status === 'REPLAYED' };
    },

    /**
     * Slots recorded offline, in order, under one lock and one transaction: each is created,
     * replayed (its clientId was stored before, also earlier in the same batch) or rejected with
     * the error it would have had alone. Rejections do not undo the others.
     */
    async uploadBatch(ctx: TenantContext, body: { slots: SlotBody[] }) {
      const now = clock.now();
      const results = await withMemberActivityLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const answers = [];
        const created: Parameters<typeof addToDayRollup>[1] = [];
        for (const [index, slot] of body.slots.entries()) {
          try {
            const outcome = await ingest(tx, ctx, slot, now, slotStored);
            if (outcome.usages) created.push({ slot: outcome.slot, usages: outcome.usages });
            answers.push({
              index,
              clientId: slot.clientId,
              status: outcome.status,
              slotId: outcome.slot.id,
              error: null,
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            answers.push({
              index,
              clientId: slot.clientId,
              status: 'REJECTED' as const,
              slotId: null,
              error: { status: error.statusCode, code: error.code, message: error.message, hint: error.hint },
            });
          }
        }
        // The batch's slots join the rollup together, in the same transaction.
        await addToDayRollup(tx, created);
        return answers;
      });
      const count = (status: string) => results.filter((result) => result.status === status).length;
      return { created: count('CREATED'), replayed: count('REPLAYED'), rejected: count('REJECTED'), results };
    },
  };
}
