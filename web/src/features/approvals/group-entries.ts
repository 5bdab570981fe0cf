// Pending entries grouped as a manager reviews them: by person, then by ISO week (Monday first).

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
  /** Local midnight of the week's Monday. */
  weekStart: Date;
  entries: E[];
  totalSeconds: number;
}

/** Local midnight of the Monday of the ISO week that holds `instant`. */
export function isoWeekStart(instant: Date): Date {
  const day = new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
  const sinceMonday = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - sinceMonday);
  return day;
}

/** Groups by person (by name, then id) and week (oldest first); entries oldest first inside. */
export function groupEntries<E extends Groupable>(entries: readonly E[]): EntryGroup<E>[] {
  const groups = new Map<string, EntryGroup<E>>();
  for (const entry of entries) {
    const weekStart = isoWeekStart(new Date(entry.startTime));
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
