import {
  dayOf,
  hourOf,
  isoWeekday,
  weekOf,
  type Day,
  type Range,
  type TimeZone,
  type Weekday,
} from '../../platform/dates.js';

/** Budget use (percent) at which a project's managers and the Owners are told. */
export const BUDGET_THRESHOLDS = [80, 100] as const;

/** The thresholds a project's budget use has reached; none without a budget. */
export function reachedThresholds(usedPercent: number | null): number[] {
  if (usedPercent === null) return [];
  return BUDGET_THRESHOLDS.filter((threshold) => usedPercent >= threshold);
}

interface ReminderCalendar {
  timeZone: TimeZone;
  firstDayOfWeek: Weekday;
  workingDays: readonly Weekday[];
}

interface ReminderTime {
  /** null: the last working day of the week. */
  weekday: Weekday | null;
  hour: number;
}

/** Position of a weekday in a week starting on `firstDay`: 0 … 6. */
const positionIn = (weekday: Weekday, firstDay: Weekday) => (weekday - firstDay + 7) % 7;

/** The weekday the reminder goes out on: the chosen one, else the week's last working day. */
export function reminderWeekday(calendar: ReminderCalendar, time: ReminderTime): Weekday {
  if (time.weekday !== null) return time.weekday;
  const days = calendar.workingDays.length > 0 ? calendar.workingDays : ([calendar.firstDayOfWeek] as const);
  return days.reduce((last, day) =>
    positionIn(day, calendar.firstDayOfWeek) > positionIn(last, calendar.firstDayOfWeek) ? day : last,
  );
}

/**
 * The week whose capacity reminder is due at `now` (from the reminder's day and hour on the
 * organization's clocks until the week ends), named by its first day; null before that. A worker
 * that was down at the hour still sends it later in the same week, never for a week gone by.
 */
export function dueReminderWeek(
  now: Date,
  calendar: ReminderCalendar,
  time: ReminderTime,
): { day: Day; week: Range } | null {
  const { timeZone, firstDayOfWeek } = calendar;
  const due = positionIn(reminderWeekday(calendar, time), firstDayOfWeek);
  const today = positionIn(isoWeekday(now, timeZone), firstDayOfWeek);
  if (today < due || (today === due && hourOf(now, timeZone) < time.hour)) return null;
  const week = weekOf(now, timeZone, firstDayOfWeek);
  return { day: dayOf(week.start, timeZone), week };
}
