import {
  addDaysToDay,
  dayOf,
  dayStart,
  startOfDay,
  type Day,
  type Range,
  type TimeZone,
} from '../../platform/dates.js';

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

/**
 * Whole calendar months inside a span of days (`to` excluded), read from month rollups, and the
 * days before and after them, read from day rollups. Together they cover the span exactly once.
 */
export function splitAtMonths(span: { from: Day; to: Day }): {
  months: { from: Day; to: Day } | null;
  days: Array<{ from: Day; to: Day }>;
} {
  const firstWhole = monthOf(span.from) === span.from ? span.from : nextMonth(span.from);
  const lastWhole = monthOf(span.to);
  if (firstWhole >= lastWhole) return { months: null, days: [span] };
  const days = [
    ...(span.from < firstWhole ? [{ from: span.from, to: firstWhole }] : []),
    ...(lastWhole < span.to ? [{ from: lastWhole, to: span.to }] : []),
  ];
  return { months: { from: firstWhole, to: lastWhole }, days };
}
