import {
  addDaysToDay,
  dayOf,
  dayStart,
  daysBetween,
  startOfDay,
  type Day,
  type Range,
  type TimeZone,
} from '../../../platform/dates.js';

/**
 * How a period of instants is read from day rollups (docs/rollups.md): the whole local days inside
 * it from the rollups, the partial days at its ends from the raw entries. Together they cover the
 * period exactly once.
 */
interface RollupSplit {
  /** Whole local days inside the period: `from` included, `to` excluded; null when there are none. */
  days: { from: Day; to: Day } | null;
  /** The parts of the period outside whole days, read from the raw entries. */
  raw: Range[];
}

export function splitAtLocalDays(period: Range, zone: TimeZone): RollupSplit {
  const startsAtMidnight = startOfDay(period.start, zone).getTime() === period.start.getTime();
  const wholeFrom = startsAtMidnight ? period.start : dayStart(addDaysToDay(dayOf(period.start, zone), 1), zone);
  const wholeTo = startOfDay(period.end, zone);
  if (wholeFrom.getTime() >= wholeTo.getTime()) return { days: null, raw: [period] };
  const raw: Range[] = [];
  if (period.start < wholeFrom) raw.push({ start: period.start, end: wholeFrom });
  if (wholeTo < period.end) raw.push({ start: wholeTo, end: period.end });
  return { days: { from: dayOf(wholeFrom, zone), to: dayOf(wholeTo, zone) }, raw };
}

/** The first day of the month a day falls in. */
const monthOf = (day: Day): Day => `${day.slice(0, 8)}01`;

/** The first day of the next month. */
function nextMonth(day: Day): Day {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

type DaySpan = { from: Day; to: Day };

/**
 * How a span of days (`to` excluded) is read from month and day rollups: whole months from the
 * month rollup, and each partial month at an end either as its days (`days`) or, when the days of
 * its month outside the span are fewer, as the whole month less those days (`minus`). Those days
 * often lie ahead (the span ends yesterday), so they have no rows at all. Counting `months` and
 * `days` once and `minus` negatively covers every day of the span exactly once.
 */
export function splitAtMonths(span: DaySpan): { months: DaySpan | null; days: DaySpan[]; minus: DaySpan[] } {
  const days: DaySpan[] = [];
  const minus: DaySpan[] = [];
  let months: DaySpan | null = null;
  const addMonth = (month: Day) => {
    const next = nextMonth(month);
    months = months === null ? { from: month, to: next } : { from: min(months.from, month), to: max(months.to, next) };
  };
  // The span cut at month boundaries: at most one partial month at each end, whole months between.
  for (let month = monthOf(span.from); month < span.to; month = nextMonth(month)) {
    const from = max(span.from, month);
    const to = min(span.to, nextMonth(month));
    const inside = daysBetween(from, to);
    const outside = daysBetween(month, nextMonth(month)) - inside;
    if (outside === 0) addMonth(month);
    else if (outside < inside) {
      addMonth(month);
      if (month < from) minus.push({ from: month, to: from });
      if (to < nextMonth(month)) minus.push({ from: to, to: nextMonth(month) });
    } else days.push({ from, to });
  }
  return { months, days, minus };
}

const min = (a: Day, b: Day) => (a < b ? a : b);
const max = (a: Day, b: Day) => (a > b ? a : b);
