import { and, eq, inArray } from 'drizzle-orm';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { createNotification } from '../notifications/index.js';
import { findEntries, lockTimeOfEntries, type EntryRow } from './time.repository.js';
import type { ApproveInput } from './time.schemas.js';
import { timeEntries } from './time.tables.js';
import { entryView } from './time.view.js';

function describeEntry(row: EntryRow): string {
  const { entry } = row;
  const span = `${entry.startTime.toISOString().slice(0, 16).replace('T', ' ')}–${entry.endTime?.toISOString().slice(11, 16) ?? 'now'} UTC`;
  return `${span}${row.projectName ? ` on ${row.projectName}` : ''}${entry.notes ? ` (${entry.notes})` : ''}`;
}

/** The teammate hears of a rejection in the app and by email, in the same transaction as the rejection. */
async function tellRejected(tx: Executor, ctx: TenantContext, rows: EntryRow[], reason: string) {
  const byMember = new Map<string, EntryRow[]>();
  for (const row of rows) byMember.set(row.entry.memberId, [...(byMember.get(row.entry.memberId) ?? []), row]);
  for (const [memberId, entries] of byMember) {
    const count = entries.length === 1 ? 'A time entry was' : `${entries.length} time entries were`;
    await createNotification(tx, {
      orgId: ctx.orgId,
      memberId,
      type: 'TIME_ENTRIES_REJECTED',
      title: `${count} rejected`,
      body: `Reason: ${reason}`,
      data: { timeEntryIds: entries.map((row) => row.entry.id), rejectionReason: reason },
    });
    const first = entries[0]!;
    await enqueueEmail(tx, {
      to: first.userEmail,
      subject: `${count} rejected on Punchclock`,
      text:
        `Hello ${first.userName},\n\n${count} rejected.\n\nReason: ${reason}\n\n` +
        `${entries.map((row) => `- ${describeEntry(row)}`).join('\n')}\n\nEdit the entries and they will be reviewed again.\n`,
    });
  }
}

export function createApprovalService(db: Db, clock: Clock) {
  return {
    /** All or nothing: one unknown id, one running timer, and nothing changes. */
    async review(ctx: TenantContext, input: ApproveInput) {
      const ids = [...new Set(input.timeEntryIds)];
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The owners' time locks first, as every other writer of entries takes them, so a review
        // cannot interleave with an edit or an idle resolution that checked the status.
        await lockTimeOfEntries(tx, ctx.orgId, ids);
        await tx.select({ id: timeEntries.id }).from(timeEntries).where(and(eq(timeEntries.orgId, ctx.orgId), inArray(timeEntries.id, ids))).for('update');
        const rows = await findEntries(tx, ctx.orgId, ids);
        const found = new Set(rows.map((row) => row.entry.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          throw errors.notFound('Time entries', missing.join(', '));
        }
        const running = rows.filter((row) => row.entry.endTime === null);
        if (running.length > 0) {
          throw errors.conflict(`Running entries cannot be reviewed: ${running.map((row) => row.entry.id).join(', ')}`, 'Wait until the timer is stopped.');
        }
        await tx
          .update(timeEntries)
          .set({
            status: input.status,
            rejectionReason: input.status === 'REJECTED' ? input.rejectionReason! : null,
            reviewedByMemberId: ctx.memberId,
            reviewedAt: now,
            updatedAt: now,
          })
          .where(and(eq(timeEntries.orgId, ctx.orgId), inArray(timeEntries.id, ids)));
        if (input.status === 'REJECTED') await tellRejected(tx, ctx, rows, input.rejectionReason!);
      });
      const rows = await findEntries(db, ctx.orgId, ids);
      return { status: input.status, updated: rows.length, entries: rows.map((row) => entryView(row, ctx, now)) };
    },
  };
}
