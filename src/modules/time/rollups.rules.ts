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
 * it from the rollups, the partial days at its ends from the raw entries. Every instant before the
 * period's end is covered exactly once: rollup days before `firstDay`, then `raw[0]` (the part of
 * the first day before and after the period's start), the whole `days`, and the last partial day.
 */
export interface RollupSplit {
  /** Whole local days inside the period: `from` included, `to` excluded; null when there are none. */
  days: { from: Day; to: Day } | null;
  /** The local day the period starts in: rollup days before it lie wholly before the period. */
  firstDay: Day;
  /** Spans read from the raw entries (an entry counts in the period when it starts at or after its start). */
  raw: Range[];
}

export function splitAtLocalDays(period: Range, zone: TimeZone): RollupSplit {
  const firstDay = dayOf(period.start, zone);
  const firstDayStart = startOfDay(period.start, zone);
  const wholeFrom =
    firstDayStart.getTime() === period.start.getTime() ? period.start : dayStart(addDaysToDay(firstDay, 1), zone);
  const wholeTo = startOfDay(period.end, zone);
  if (wholeFrom.getTime() > wholeTo.getTime()) {
    return { days: null, firstDay, raw: [{ start: firstDayStart, end: period.end }] };
  }
  const raw: Range[] = [];
  if (firstDayStart < wholeFrom) raw.push({ start: firstDayStart, end: wholeFrom });
  if (wholeTo < period.end) raw.push({ start: wholeTo, end: period.end });
  const days = wholeFrom < wholeTo ? { from: dayOf(wholeFrom, zone), to: dayOf(wholeTo, zone) } : null;
  return { days, firstDay, raw };
}
