import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { errors } from '../../../platform/http/errors.js';
import { newId } from '../../../platform/ids.js';
import { recordWebhookEvent, webhookViewer, type WebhookEventType } from '../../webhook-outbox/index.js';
import { assertNotInvoiced, type InvoicedEntries } from '../invoiced-entries.port.js';
import { replaceTags, taskChange } from './labels.js';
import { assertNothingRequiredCleared } from './entry-rules.js';
import { claimSpan, projectToLogTo, recordOwnEntry } from './recording.js';
import { snapshotRates } from '../time.rules.js';
import {
  deleteEntry,
  findEntry,
  lockEntries,
  updateEntry,
  withEntryLock,
  withMemberTimeLock,
  type EntryRow,
} from '../time.repository.js';
import type { ManualEntryInput, UpdateEntryInput } from '../time.schemas.js';
import { entryView } from '../time.view.js';
import { assertWeeksOpen } from '../weeks/weeks.lock.js';

const MAX_ENTRY_HOURS = 24;
/** Grace for clock skew between a client and the server when an entry ends "now". */
const FUTURE_TOLERANCE_MS = 60_000;

function checkSpan(start: Date, end: Date, now: Date) {
  if (end.getTime() <= start.getTime())
    throw errors.validation('endTime must be after startTime', [
      { field: 'body.endTime', message: 'must be after startTime' },
    ]);
  if (end.getTime() - start.getTime() > MAX_ENTRY_HOURS * 3600_000) {
    throw errors.validation(
      `An entry cannot be longer than ${MAX_ENTRY_HOURS} hours`,
      [{ field: 'body.endTime', message: `must be within ${MAX_ENTRY_HOURS} hours of startTime` }],
      'Split long work into one entry per day.',
    );
  }
  if (end.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw errors.validation(
      'Time cannot be logged in the future',
      [{ field: 'body.endTime', message: 'must not be in the future' }],
      'Use the timer for work in progress.',
    );
  }
}

/** Owners edit their own entries unless approved; managers (time.manage.all) edit anyone's. */
function assertMayChange(ctx: TenantContext, row: EntryRow, verb: string) {
  const own = row.entry.memberId === ctx.memberId;
  if (!own && !ctx.permissions.has('time.manage.all')) {
    if (!ctx.permissions.has('time.read.all')) throw errors.notFound('Time entry', row.entry.id);
    throw errors.forbidden(
      'OWN_RECORDS_ONLY',
      `You cannot ${verb} someone else's time`,
      'This needs the time.manage.all permission.',
    );
  }
  if (own && row.entry.status === 'APPROVED' && !ctx.permissions.has('time.manage.all')) {
    throw errors.conflict(
      'ENTRY_LOCKED_BY_APPROVAL',
      `This entry is approved and locked; you cannot ${verb} it`,
      'Ask a manager to reject it first or to make the change.',
    );
  }
}

/** The project, task and notes an entry has after an edit, for the organization's requirements. */
function afterChange(
  entry: EntryRow['entry'],
  projectId: string | null,
  task: { taskId?: string | null },
  input: UpdateEntryInput,
) {
  return {
    projectId,
    taskId: task.taskId !== undefined ? task.taskId : entry.taskId,
    notes: input.notes !== undefined ? input.notes : entry.notes,
  };
}

/** Someone else's entry is invisible (404) to a caller who may not read everyone's time. */
export async function visibleEntry(db: Db, ctx: TenantContext, entryId: string): Promise<EntryRow> {
  const row = await findEntry(db, ctx.orgId, entryId);
  if (!row || (row.entry.memberId !== ctx.memberId && !ctx.permissions.has('time.read.all')))
    throw errors.notFound('Time entry', entryId);
  return row;
}

/** A webhook event carrying the entry as GET /time/entries/{entryId} shows it, in the change's transaction. */
export function emitEntryEvent(tx: Executor, ctx: TenantContext, type: WebhookEventType, entryId: string, now: Date) {
  return recordWebhookEvent(tx, ctx.orgId, type, async () => {
    const row = await findEntry(tx, ctx.orgId, entryId);
    return row && entryView(row, webhookViewer(ctx), now);
  });
}

export function createEntriesService(db: Db, clock: Clock, invoiced: InvoicedEntries) {
  async function view(ctx: TenantContext, entryId: string) {
    const row = await findEntry(db, ctx.orgId, entryId);
    if (!row) throw errors.notFound('Time entry', entryId);
    return entryView(row, ctx, clock.now());
  }

  return {
    view,

    async createManual(ctx: TenantContext, input: ManualEntryInput) {
      const now = clock.now();
      const start = new Date(input.startTime);
      const end = new Date(input.endTime);
      checkSpan(start, end, now);
      const id = newId();
      await withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx, member) => {
        await assertWeeksOpen(tx, ctx, ctx.memberId, [start]);
        await recordOwnEntry(
          tx,
          ctx,
          member,
          {
            id,
            projectId: input.projectId,
            start,
            end,
            notes: input.notes,
            isBillable: input.isBillable,
            source: 'MANUAL',
            taskId: input.taskId,
            tagIds: input.tagIds,
          },
          now,
        );
        await emitEntryEvent(tx, ctx, 'time_entry.created', id, now);
      });
      return view(ctx, id);
    },

    /** Any change makes the entry PENDING again: what was approved is no longer what is recorded. */
    async update(ctx: TenantContext, entryId: string, input: UpdateEntryInput) {
      const now = clock.now();
      await withEntryLock(db, ctx.orgId, entryId, async (tx, row, member) => {
        if (!row || !member) throw errors.notFound('Time entry', entryId);
        assertMayChange(ctx, row, 'edit');
        const { entry } = row;
        if (entry.endTime === null && input.endTime !== undefined) {
          throw errors.validation(
            'A running entry has no end to set',
            [{ field: 'body.endTime', message: 'not allowed while the timer runs' }],
            'Stop the timer (POST /time/timer/stop) instead.',
          );
        }
        const start = input.startTime ? new Date(input.startTime) : entry.startTime;
        const end = input.endTime ? new Date(input.endTime) : entry.endTime;
        // Neither out of a locked week nor into one.
        await assertWeeksOpen(tx, ctx, entry.memberId, [entry.startTime, start]);
        if (end) checkSpan(start, end, now);
        else if (start.getTime() > now.getTime())
          throw errors.validation('A running entry cannot start in the future', [
            { field: 'body.startTime', message: 'must not be in the future' },
          ]);
        const projectChanged = input.projectId !== undefined && input.projectId !== entry.projectId;
        const billingChanged =
          start.getTime() !== entry.startTime.getTime() ||
          end?.getTime() !== entry.endTime?.getTime() ||
          projectChanged ||
          (input.isBillable !== undefined && input.isBillable !== entry.isBillable);
        // The entry's row lock orders this check with an invoice being built from it (billing locks the rows too).
        await lockEntries(tx, ctx.orgId, [entry.id]);
        if (billingChanged)
          await assertNotInvoiced(invoiced, tx, ctx.orgId, [entry.id], 'change the times, project or billable flag of');
        else if ((await invoiced.invoicesOf(tx, ctx.orgId, [entry.id])).size > 0) {
          // Notes, task and tags are not billed (invoice lines are per member and rate), so they stay editable and the entry stays approved.
          const task = await taskChange(tx, ctx.orgId, entry, entry.projectId, input);
          await assertNothingRequiredCleared(tx, ctx.orgId, entry, afterChange(entry, entry.projectId, task, input));
          await replaceTags(tx, ctx.orgId, entry.id, input);
          await updateEntry(
            tx,
            ctx.orgId,
            entry.id,
            { ...(input.notes !== undefined ? { notes: input.notes } : {}), ...task },
            now,
          );
          await emitEntryEvent(tx, ctx, 'time_entry.updated', entry.id, now);
          return;
        }
        const project =
          projectChanged && input.projectId ? await projectToLogTo(tx, ctx, input.projectId, entry.memberId) : null;
        const task = await taskChange(
          tx,
          ctx.orgId,
          entry,
          projectChanged ? (project?.id ?? null) : entry.projectId,
          input,
        );
        await assertNothingRequiredCleared(
          tx,
          ctx.orgId,
          entry,
          afterChange(entry, projectChanged ? (project?.id ?? null) : entry.projectId, task, input),
        );
        await replaceTags(tx, ctx.orgId, entry.id, input);
        await claimSpan(tx, ctx.orgId, entry.memberId, { start, end }, entry.id);
        await updateEntry(
          tx,
          ctx.orgId,
          entry.id,
          {
            startTime: start,
            endTime: end,
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            ...(input.isBillable !== undefined ? { isBillable: input.isBillable } : {}),
            // A new project means the project's rate, as it stands now, applies from here on.
            ...(projectChanged
              ? { projectId: project?.id ?? null, billRate: snapshotRates(project, member).billRate }
              : {}),
            ...task,
            status: 'PENDING',
            rejectionReason: null,
            reviewedAt: null,
            reviewedByMemberId: null,
          },
          now,
        );
        await emitEntryEvent(tx, ctx, 'time_entry.updated', entry.id, now);
      });
      return view(ctx, entryId);
    },

    async remove(ctx: TenantContext, entryId: string) {
      await withEntryLock(db, ctx.orgId, entryId, async (tx, row) => {
        if (!row) throw errors.notFound('Time entry', entryId);
        assertMayChange(ctx, row, 'delete');
        await assertWeeksOpen(tx, ctx, row.entry.memberId, [row.entry.startTime]);
        await lockEntries(tx, ctx.orgId, [entryId]);
        await assertNotInvoiced(invoiced, tx, ctx.orgId, [entryId], 'delete');
        await recordWebhookEvent(tx, ctx.orgId, 'time_entry.deleted', entryView(row, webhookViewer(ctx), clock.now()));
        await deleteEntry(tx, ctx.orgId, entryId);
      });
      return { id: entryId, deleted: true as const };
    },
  };
}
