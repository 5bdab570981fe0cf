import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { recordWebhookEvent } from '../../webhook-outbox/index.js';
import { emitEntryEvent } from '../entries/entries.service.js';
import { errors } from '../../../platform/http/errors.js';
import { enqueueEmail } from '../../../platform/outbox/outbox.js';
import { personalCalendarOf, scopedMemberId } from '../../members/index.js';
import { createNotification } from '../../notifications/index.js';
import { calendarOf } from '../../organizations/index.js';
import { assertNotInvoiced, type InvoicedEntries } from '../invoiced-entries.port.js';
import { findEntries, lockEntries, reviewEntries, withMemberTimeLock, type MemberTimeTx } from '../time.repository.js';
import { weekRejectionEmail } from '../time.emails.js';
import { entriesOfWeek, findWeek, listWeeks, reviewWeek, weekTotals, type WeekRow } from './weeks.repository.js';
import { weekSpan, type WeekStatus } from './weeks.rules.js';
import type { ListWeeksQuery } from './weeks.schemas.js';
import { assertTransition } from './weeks.service.js';
import { weekView } from './weeks.view.js';
import { assertMayApprove } from './self-approval.js';

type Review = { status: 'APPROVED' } | { status: 'REJECTED'; rejectionReason: string };

/** The member hears of the rejected week in the app and by email, in the same transaction as the rejection. */
async function tellRejected(tx: MemberTimeTx, ctx: TenantContext, week: WeekRow, entryIds: string[], reason: string) {
  const { weekStart, memberId, id } = week.week;
  await createNotification(tx, {
    orgId: ctx.orgId,
    memberId,
    type: 'TIMESHEET_WEEK_REJECTED',
    title: `Your timesheet for the week of ${weekStart} was rejected`,
    body: `Reason: ${reason}`,
    data: { timesheetWeekId: id, weekStart, timeEntryIds: entryIds, rejectionReason: reason },
  });
  // The email lists the entries on the member's own clocks.
  const { timeZone } = await personalCalendarOf(tx, ctx.orgId, memberId);
  const entries = await findEntries(tx, ctx.orgId, entryIds);
  await enqueueEmail(tx, { ...weekRejectionEmail(week, entries, reason, timeZone), organizationId: ctx.orgId });
}

/** Managers' side of weekly timesheets: the submitted weeks per person, approved or rejected whole. */
export function createWeeksReviewService(db: Db, clock: Clock, invoiced: InvoicedEntries) {
  async function viewOf(ctx: TenantContext, weekId: string, executor: Executor = db) {
    const row = await findWeek(executor, ctx.orgId, weekId);
    if (!row) throw errors.notFound('Timesheet week', weekId);
    const span = weekSpan(row.week.weekStart, await calendarOf(executor, ctx.orgId));
    const totals = await weekTotals(executor, ctx.orgId, [row.week.memberId], span);
    return {
      ...weekView(row.week.memberId, span, row.week, totals.get(row.week.memberId)),
      userId: row.userId,
      userName: row.userName,
    };
  }

  return {
    async list(ctx: TenantContext, query: ListWeeksQuery) {
      const memberId = await scopedMemberId(db, ctx, query.userId, 'time.approve', 'timesheets');
      const rows = await listWeeks(db, ctx.orgId, { ...query, memberId });
      const calendar = await calendarOf(db, ctx.orgId);
      // Totals per distinct week: one query each, over the people listed in it.
      const totalsByWeek = new Map<string, Awaited<ReturnType<typeof weekTotals>>>();
      for (const weekStart of new Set(rows.map((row) => row.week.weekStart))) {
        const people = rows.filter((row) => row.week.weekStart === weekStart).map((row) => row.week.memberId);
        totalsByWeek.set(weekStart, await weekTotals(db, ctx.orgId, people, weekSpan(weekStart, calendar)));
      }
      return rows.map((row) => ({
        ...weekView(
          row.week.memberId,
          weekSpan(row.week.weekStart, calendar),
          row.week,
          totalsByWeek.get(row.week.weekStart)?.get(row.week.memberId),
        ),
        userId: row.userId,
        userName: row.userName,
      }));
    },

    /**
     * Approves or rejects every entry starting in the week, through the same write as POST
     * /time/approve (so the rollups and reviewedBy follow), and the week with them; one transaction
     * under the member's time lock, so no edit or submit interleaves.
     */
    async review(ctx: TenantContext, weekId: string, review: Review) {
      const now = clock.now();
      const found = await findWeek(db, ctx.orgId, weekId);
      if (!found) throw errors.notFound('Timesheet week', weekId);
      await withMemberTimeLock(db, ctx.orgId, found.week.memberId, async (tx) => {
        const week = await findWeek(tx, ctx.orgId, weekId);
        if (!week) throw errors.notFound('Timesheet week', weekId);
        const action = review.status === 'APPROVED' ? 'approve' : 'reject';
        assertTransition(week.week.status as WeekStatus, action, week.week.weekStart);
        if (review.status === 'APPROVED') await assertMayApprove(tx, ctx, [week.week.memberId]);
        const span = weekSpan(week.week.weekStart, await calendarOf(tx, ctx.orgId));
        const entries = await entriesOfWeek(tx, ctx.orgId, week.week.memberId, span);
        if (entries.some((entry) => entry.running))
          throw errors.conflict(
            'ENTRY_STILL_RUNNING',
            `A timer started in the week of ${week.week.weekStart} is still running`,
            'Wait until the timer is stopped.',
          );
        const ids = entries.map((entry) => entry.id);
        const rejectionReason = review.status === 'REJECTED' ? review.rejectionReason : null;
        if (ids.length > 0) {
          await lockEntries(tx, ctx.orgId, ids);
          // Billed time stays approved: rejecting it would let it be edited under the invoice.
          if (review.status === 'REJECTED') await assertNotInvoiced(invoiced, tx, ctx.orgId, ids, 'reject');
          await reviewEntries(
            tx,
            ctx.orgId,
            ids,
            { status: review.status, rejectionReason, reviewedByMemberId: ctx.memberId },
            now,
          );
        }
        await reviewWeek(
          tx,
          ctx.orgId,
          weekId,
          { status: review.status, rejectionReason, reviewedByMemberId: ctx.memberId },
          now,
        );
        if (review.status === 'REJECTED') await tellRejected(tx, ctx, week, ids, review.rejectionReason);
        const approved = review.status === 'APPROVED';
        for (const id of ids)
          await emitEntryEvent(tx, ctx, approved ? 'time_entry.approved' : 'time_entry.rejected', id, now);
        await recordWebhookEvent(tx, ctx.orgId, approved ? 'timesheet.approved' : 'timesheet.rejected', () =>
          viewOf(ctx, weekId, tx),
        );
      });
      return viewOf(ctx, weekId);
    },
  };
}
