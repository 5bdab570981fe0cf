import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { recordWebhookEvent } from '../../webhook-outbox/index.js';
import type { Day } from '../../../platform/dates.js';
import { errors } from '../../../platform/http/errors.js';
import { newId } from '../../../platform/ids.js';
import { calendarOf } from '../../organizations/index.js';
import { withMemberTimeLock } from '../time.repository.js';
import { deleteWeek, entriesOfWeek, findMemberWeek, submitWeek, weekTotals } from './weeks.repository.js';
import {
  locksEntries,
  nextStatus,
  weekSpan,
  weekStartOf,
  weekStartProblem,
  type WeekAction,
  type WeekStatus,
} from './weeks.rules.js';
import { weekView } from './weeks.view.js';

const STATUS_WORDS: Record<WeekStatus, string> = {
  OPEN: 'open (not submitted)',
  SUBMITTED: 'submitted and waiting for review',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

const PAST: Record<WeekAction, string> = {
  submit: 'submitted',
  withdraw: 'withdrawn',
  approve: 'approved',
  reject: 'rejected',
};

const ACTION_HINTS: Record<WeekAction, string> = {
  submit: 'A submitted or approved week cannot be submitted again; withdraw it first if it is not reviewed yet.',
  withdraw: 'Only a submitted week that nobody has reviewed yet can be withdrawn; ask a manager to reject it.',
  approve: 'Only a submitted week can be approved; the member submits it first (POST /time/weeks/submit).',
  reject: 'Only a submitted or approved week can be rejected.',
};

/** 409 WEEK_STATUS_CONFLICT unless `action` applies to a week in `status`. */
export function assertTransition(status: WeekStatus, action: WeekAction, weekStart: Day) {
  if (nextStatus(status, action) === null)
    throw errors.conflict(
      'WEEK_STATUS_CONFLICT',
      `The week of ${weekStart} is ${STATUS_WORDS[status]}; it cannot be ${PAST[action]}`,
      ACTION_HINTS[action],
    );
}

/** The member's own week: submit it, withdraw it, and see where it stands. */
export function createWeeksService(db: Db, clock: Clock) {
  /** The week as the member sees it, read with `executor` (inside a transaction: as it will commit). */
  async function mine(executor: Executor, ctx: TenantContext, weekStart: Day | undefined) {
    const now = clock.now();
    const calendar = await calendarOf(executor, ctx.orgId);
    const day = weekStart ?? weekStartOf(now, calendar);
    const problem = weekStartProblem(day, calendar, now);
    if (problem === 'NOT_A_WEEK_START') throw notAWeekStart(day, 'query.weekStart');
    const span = weekSpan(day, calendar);
    const row = await findMemberWeek(executor, ctx.orgId, ctx.memberId, day);
    const totals = await weekTotals(executor, ctx.orgId, [ctx.memberId], span);
    const entries = await entriesOfWeek(executor, ctx.orgId, ctx.memberId, span);
    const view = weekView(ctx.memberId, span, row?.week ?? null, totals.get(ctx.memberId));
    const hasRunningTimer = entries.some((entry) => entry.running);
    return {
      ...view,
      timeZone: calendar.timeZone,
      hasRunningTimer,
      locked: locksEntries(view.status),
      canSubmit: problem === null && !hasRunningTimer && nextStatus(view.status, 'submit') !== null,
      canWithdraw: nextStatus(view.status, 'withdraw') !== null,
    };
  }

  return {
    mine: (ctx: TenantContext, weekStart: Day | undefined) => mine(db, ctx, weekStart),

    /** Under the member's time lock, which every writer of their entries takes: no edit slips in between. */
    async submit(ctx: TenantContext, weekStart: Day) {
      const now = clock.now();
      return withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const calendar = await calendarOf(tx, ctx.orgId);
        const problem = weekStartProblem(weekStart, calendar, now);
        if (problem === 'NOT_A_WEEK_START') throw notAWeekStart(weekStart, 'body.weekStart');
        if (problem === 'FUTURE_WEEK')
          throw errors.validation(
            `The week of ${weekStart} has not begun yet`,
            [{ field: 'body.weekStart', message: 'must not be a future week' }],
            'Submit the current week or an earlier one.',
          );
        const row = await findMemberWeek(tx, ctx.orgId, ctx.memberId, weekStart);
        assertTransition((row?.week.status ?? 'OPEN') as WeekStatus, 'submit', weekStart);
        const entries = await entriesOfWeek(tx, ctx.orgId, ctx.memberId, weekSpan(weekStart, calendar));
        if (entries.some((entry) => entry.running))
          throw errors.conflict(
            'ENTRY_STILL_RUNNING',
            `A timer started in the week of ${weekStart} is still running`,
            'Stop the timer (POST /time/timer/stop), then submit the week.',
          );
        await submitWeek(tx, { id: row?.week.id ?? newId(), orgId: ctx.orgId, memberId: ctx.memberId, weekStart }, now);
        const week = await mine(tx, ctx, weekStart);
        await recordWebhookEvent(tx, ctx.orgId, 'timesheet.submitted', week);
        return week;
      });
    },

    /** Takes back a submitted week nobody has reviewed: it is OPEN again and its entries unlocked. */
    async withdraw(ctx: TenantContext, weekStart: Day) {
      return withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const row = await findMemberWeek(tx, ctx.orgId, ctx.memberId, weekStart);
        assertTransition((row?.week.status ?? 'OPEN') as WeekStatus, 'withdraw', weekStart);
        await deleteWeek(tx, ctx.orgId, row!.week.id);
        return mine(tx, ctx, weekStart);
      });
    },
  };
}

function notAWeekStart(day: Day, field: string) {
  return errors.validation(
    `${day} is not the first day of a week in the organization's calendar`,
    [{ field, message: 'must be a first day of the week' }],
    "Weeks start on the organization's first day of the week (GET /organizations/current/settings).",
  );
}
