/**
 * Which week a weekly report covers (issue 20 item 3). Weeks are the organization's (its zone and
 * first day). A report asked for without a week covers the last complete week, so one generated
 * on a Monday covers the week that just ended; a week may be named by its ISO label (2026-W47) or
 * any of its days (its Monday: 2026-11-16). The running week may be asked for by name (the Friday
 * email does): it then ends now. A week that has not begun is refused.
 */
import {
  addDaysToDay,
  dayOf,
  daysRange,
  weekLabel,
  weekStartDay,
  type Day,
  type TimeZone,
  type Weekday,
} from '../../platform/dates.js';

export interface ReportCalendar {
  timeZone: TimeZone;
  firstDayOfWeek: Weekday;
}

export interface ReportWeek {
  /** The ISO week holding most of it, e.g. 2026-W47: names the report and its download. */
  label: string;
  start: Date;
  /** The week's end, or now while it runs. */
  end: Date;
  complete: boolean;
}

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of an ISO week label; null when there is no such week (W00, W54, W53 of a 52-week year). */
export function mondayOfIsoWeek(label: string): Day | null {
  const match = ISO_WEEK.exec(label);
  if (!match) return null;
  const [year, week] = [Number(match[1]), Number(match[2])];
  if (year < 1970 || year > 9998) return null;
  const firstMonday = weekStartDay(`${year}-01-04`);
  const monday = addDaysToDay(firstMonday, (week - 1) * 7);
  return week >= 1 && weekLabel(monday) === label ? monday : null;
}

/** A day named as YYYY-MM-DD that exists in the calendar. */
function realDay(text: string): Day | null {
  if (!DAY.test(text)) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : null;
}

/** Weeks whose every day lies in the range the API accepts (1970 to 9998; platform/http/dates.ts). */
const FIRST_DAY = '1970-01-05';
const LAST_DAY = '9998-12-24';

type ReportWeekChoice = { week: ReportWeek } | { problem: string };

/** The week to report: `requested` (an ISO week or a day of it) or, without one, the last complete week. */
export function reportWeek(now: Date, calendar: ReportCalendar, requested?: string): ReportWeekChoice {
  const { timeZone, firstDayOfWeek } = calendar;
  const running = weekStartDay(dayOf(now, timeZone), firstDayOfWeek);
  let first: Day;
  if (requested === undefined) first = addDaysToDay(running, -7);
  else {
    const named = mondayOfIsoWeek(requested) ?? realDay(requested);
    if (!named || named < FIRST_DAY || named > LAST_DAY)
      return { problem: `week must be an ISO week such as 2026-W47 or a day such as 2026-11-16, not "${requested}"` };
    first = weekStartDay(named, firstDayOfWeek);
  }
  if (first > running) return { problem: `the week of ${first} has not begun yet` };
  const { start, end } = daysRange(first, addDaysToDay(first, 6), timeZone);
  const complete = end.getTime() <= now.getTime();
  return { week: { label: weekLabel(first), start, end: complete ? end : now, complete } };
}
