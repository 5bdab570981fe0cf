// The timesheet's week: seven days of the person's time zone from the organization's first day of
// the week (docs/time-zones.md), the instants the API is asked for, and entries under their days.
import { dayKeyOf, weekStartKey, type LocalDay } from '../../lib/local-time';

/** The first day (YYYY-MM-DD) of the week holding `instant` in `timeZone`. */
export function weekStartOf(instant: Date, timeZone: string, firstDayOfWeek: number): string {
  return weekStartKey(dayKeyOf(instant, timeZone), firstDayOfWeek);
}

interface Timed {
  startTime: string;
  durationSeconds: number;
}

/** Entries under the day of `timeZone` they start on, and the day and week totals of worked seconds. */
export function groupByDay<T extends Timed>(days: readonly LocalDay[], entries: readonly T[], timeZone: string) {
  const columns = days.map((day) => ({ ...day, entries: [] as T[], totalSeconds: 0 }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const entry of [...entries].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))) {
    const column = byKey.get(dayKeyOf(entry.startTime, timeZone));
    if (!column) continue;
    column.entries.push(entry);
    column.totalSeconds += entry.durationSeconds;
  }
  return { columns, totalSeconds: columns.reduce((sum, column) => sum + column.totalSeconds, 0) };
}
