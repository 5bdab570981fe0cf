import { addDays, dayOf, startOfDay } from '../../platform/dates.js';

interface Span {
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
  const fromDay = startOfDay(from);
  const firstDay = fromDay < from ? addDays(fromDay, 1) : fromDay;
  const lastDay = startOfDay(to);
  if (firstDay >= lastDay) return { days: null, edges: from < to ? [{ from, to }] : [] };
  const edges: Span[] = [];
  if (from < firstDay) edges.push({ from, to: firstDay });
  if (lastDay < to) edges.push({ from: lastDay, to });
  return { days: { from: dayOf(firstDay), to: dayOf(lastDay) }, edges };
}
