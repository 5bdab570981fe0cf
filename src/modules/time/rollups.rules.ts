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
export interface RollupSplit {
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
