import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { errors } from '../../../platform/http/errors.js';
import { enqueueEmail } from '../../../platform/outbox/outbox.js';
import { personalCalendarOf } from '../../members/index.js';
import { createNotification } from '../../notifications/index.js';
import { assertNotInvoiced, type InvoicedEntries } from '../invoiced-entries.port.js';
import { findEntries, lockEntries, lockTimeOfEntries, reviewEntries, type EntryRow } from '../time.repository.js';
import { rejectedPhrase, rejectionEmail } from '../time.emails.js';
import type { ApproveInput } from '../time.schemas.js';
import { emitEntryEvent } from '../entries/entries.service.js';
import { entryView } from '../time.view.js';
import { assertMayApprove } from './self-approval.js';

/** The teammate hears of a rejection in the app and by email, in the same transaction as the rejection. */
async function tellRejected(tx: Executor, ctx: TenantContext, rows: EntryRow[], reason: string) {
  const byMember = new Map<string, EntryRow[]>();
  for (const row of rows) byMember.set(row.entry.memberId, [...(byMember.get(row.entry.memberId) ?? []), row]);
  for (const [memberId, entries] of byMember) {
    const count = rejectedPhrase(entries.length);
    await createNotification(tx, {
      orgId: ctx.orgId,
      memberId,
      type: 'TIME_ENTRIES_REJECTED',
      title: `${count} rejected`,
      body: `Reason: ${reason}`,
      data: { timeEntryIds: entries.map((row) => row.entry.id), rejectionReason: reason },
    });
    // The email shows the entries' times on the teammate's own clocks.
    const { timeZone } = await personalCalendarOf(tx, ctx.orgId, memberId);
    await enqueueEmail(tx, { ...rejectionEmail(entries, reason, timeZone), organizationId: ctx.orgId });
  }
}

export function createApprovalService(db: Db, clock: Clock, invoiced: InvoicedEntries) {
  return {
    /** All or nothing: one unknown id, one running timer, and nothing changes. */
    async review(ctx: TenantContext, input: ApproveInput) {
      const ids = [...new Set(input.timeEntryIds)];
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The owners' time locks first, as every other writer of entries takes them, so a review
        // cannot interleave with an edit or an idle resolution that checked the status.
        const locked = await lockTimeOfEntries(tx, ctx.orgId, ids);
        const rows = await lockEntries(locked, ctx.orgId, ids);
        const found = new Set(rows.map((row) => row.entry.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          throw errors.notFound('Time entries', missing.join(', '));
        }
        const running = rows.filter((row) => row.entry.endTime === null);
        if (running.length > 0) {
          throw errors.conflict(
            'ENTRY_STILL_RUNNING',
            `Running entries cannot be reviewed: ${running.map((row) => row.entry.id).join(', ')}`,
            'Wait until the timer is stopped.',
          );
        }
        if (input.status === 'APPROVED')
          await assertMayApprove(
            locked,
            ctx,
            rows.map((row) => row.entry.memberId),
          );
        // Billed time stays approved: rejecting it would let it be edited under the invoice.
        if (input.status === 'REJECTED') await assertNotInvoiced(invoiced, locked, ctx.orgId, ids, 'reject');
        const rejectionReason = input.status === 'REJECTED' ? input.rejectionReason! : null;
        await reviewEntries(
          locked,
          ctx.orgId,
          ids,
          { status: input.status, rejectionReason, reviewedByMemberId: ctx.memberId },
          now,
        );
        if (input.status === 'REJECTED') await tellRejected(tx, ctx, rows, input.rejectionReason!);
        const type = input.status === 'REJECTED' ? 'time_entry.rejected' : 'time_entry.approved';
        for (const id of ids) await emitEntryEvent(tx, ctx, type, id, now);
      });
      const rows = await findEntries(db, ctx.orgId, ids);
      return { status: input.status, updated: rows.length, entries: rows.map((row) => entryView(row, ctx, now)) };
    },
  };
}
