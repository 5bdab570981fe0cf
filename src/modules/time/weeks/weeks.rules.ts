import {
  addDaysToDay,
  dayOf,
  daysRange,
  weekStartDay,
  type Day,
  type Range,
  type TimeZone,
  type Weekday,
} from '../../../platform/dates.js';

/**
 * The rules of weekly timesheets (docs/time-tracking.md, "Weekly timesheets"), pure: what a week
 * is in the organization's calendar and which status a week may move to.
 */

/** OPEN: no row (never submitted, or withdrawn). The other three are stored. */
export type WeekStatus = 'OPEN' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';
export type WeekAction = 'submit' | 'withdraw' | 'approve' | 'reject';

const FROM: Record<WeekAction, readonly WeekStatus[]> = {
  // A rejected week is fixed and handed in again, as in Clockify.
  submit: ['OPEN', 'REJECTED'],
  // Only before anyone has reviewed it.
  withdraw: ['SUBMITTED'],
  approve: ['SUBMITTED'],
  // An approved week can still be sent back (Clockify's "withdraw approval" and reject in one).
  reject: ['SUBMITTED', 'APPROVED'],
};

const TO: Record<WeekAction, WeekStatus> = {
  submit: 'SUBMITTED',
  withdraw: 'OPEN',
  approve: 'APPROVED',
  reject: 'REJECTED',
};

/** The status `action` moves a week in `status` to, or null when the action does not apply. */
export function nextStatus(status: WeekStatus, action: WeekAction): WeekStatus | null {
  return FROM[action].includes(status) ? TO[action] : null;
}

/** A submitted or approved week locks its entries against their owner. */
export function locksEntries(status: WeekStatus): boolean {
  return status === 'SUBMITTED' || status === 'APPROVED';
}

interface WeekCalendar {
  timeZone: TimeZone;
  firstDayOfWeek: Weekday;
}

/** The first day of the week an instant falls in, in the organization's calendar. */
export function weekStartOf(instant: Date, calendar: WeekCalendar): Day {
  return weekStartDay(dayOf(instant, calendar.timeZone), calendar.firstDayOfWeek);
}

/** A week as its first and last day and its instants [first day 00:00, the next week's 00:00). */
export function weekSpan(weekStart: Day, calendar: WeekCalendar): Range & { weekStart: Day; weekEnd: Day } {
  const weekEnd = addDaysToDay(weekStart, 6);
  return { weekStart, weekEnd, ...daysRange(weekStart, weekEnd, calendar.timeZone) };
}

/**
 * Why `day` cannot be submitted as a week at `now`: it is not a first day of the week in the
 * calendar, or the week has not begun yet. Null when it can. The current week can be submitted
 * (people hand in on Friday afternoon); the lock then keeps the rest of it closed.
 */
export function weekStartProblem(
  day: Day,
  calendar: WeekCalendar,
  now: Date,
): 'NOT_A_WEEK_START' | 'FUTURE_WEEK' | null {
  if (weekStartDay(day, calendar.firstDayOfWeek) !== day) return 'NOT_A_WEEK_START';
  if (day > weekStartOf(now, calendar)) return 'FUTURE_WEEK';
  return null;
}
