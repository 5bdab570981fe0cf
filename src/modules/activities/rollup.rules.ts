import { DAY_MS } from '../../platform/http/dates.js';

export interface Span {
  from: Date;
  to: Date;
}

/**
 * How a summary range is read: the whole UTC days inside [from, to) from the per-day rollup
 * (`days`, as ISO dates, `to` exclusive), and the partial days at either end from the slots
 * themselves (`edges`). Together they cover [from, to) exactly once, so the sums are exact
 * whatever instants the caller asks for.
 */
export function splitByWholeDays(from: Date, to: Date): { days: { from: string; to: string } | null; edges: Span[] } {
  const firstDay = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (firstDay >= lastDay) return { days: null, edges: from < to ? [{ from, to }] : [] };
  const edges: Span[] = [];
  if (from.getTime() < firstDay) edges.push({ from, to: new Date(firstDay) });
  if (lastDay < to.getTime()) edges.push({ from: new Date(lastDay), to });
  return { days: { from: isoDay(firstDay), to: isoDay(lastDay) }, edges };
}

/** The UTC day (YYYY-MM-DD) an instant falls in: the rollup key of a slot starting then. */
export function dayOf(instant: Date | number): string {
  return isoDay(typeof instant === 'number' ? instant : instant.getTime());
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
