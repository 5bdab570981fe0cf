// Pending entries grouped as a manager reviews them: by person, then by week (the viewer's time
// zone, the organization's first day of the week).
import { dayKeyOf, startOfDayKey, weekStartKey } from '../../lib/local-time';

interface Groupable {
  id: string;
  userId: string;
  userName: string;
  startTime: string;
  durationSeconds: number;
}

export interface EntryGroup<E extends Groupable> {
  key: string;
  userId: string;
  userName: string;
  /** When the week's first day begins. */
  weekStart: Date;
  entries: E[];
  totalSeconds: number;
}

interface Week {
  timeZone: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  firstDayOfWeek: number;
}

/** When the week holding `instant` begins in `timeZone`. */
export function weekStartOf(instant: string, { timeZone, firstDayOfWeek }: Week): Date {
  return startOfDayKey(weekStartKey(dayKeyOf(instant, timeZone), firstDayOfWeek), timeZone);
}

/** Groups by person (by name, then id) and week (oldest first); entries oldest first inside. */
export function groupEntries<E extends Groupable>(entries: readonly E[], week: Week): EntryGroup<E>[] {
  const groups = new Map<string, EntryGroup<E>>();
  for (const entry of entries) {
    const weekStart = weekStartOf(entry.startTime, week);
    const key = `${entry.userId}:${weekStart.getTime()}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, userId: entry.userId, userName: entry.userName, weekStart, entries: [], totalSeconds: 0 };
      groups.set(key, group);
    }
    group.entries.push(entry);
    group.totalSeconds += entry.durationSeconds;
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.userName.localeCompare(b.userName) ||
      a.userId.localeCompare(b.userId) ||
      a.weekStart.getTime() - b.weekStart.getTime(),
  );
  for (const group of sorted) group.entries.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return sorted;
}
