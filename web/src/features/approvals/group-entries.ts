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

export interface ReviewFilter {
  /** A person's user id, or '' for everyone. */
  userId: string;
  /** A project id, NO_PROJECT for time on no project, or '' for every project. */
  projectId: string;
}

/** The filter's value for time recorded on no project. */
export const NO_PROJECT = 'none';

export function matchesFilter(entry: { userId: string; projectId?: string | null }, filter: ReviewFilter): boolean {
  if (filter.userId && entry.userId !== filter.userId) return false;
  if (filter.projectId === NO_PROJECT) return !entry.projectId;
  return !filter.projectId || entry.projectId === filter.projectId;
}

/** The distinct values of `key` with their labels, sorted by label: the choices of a filter. */
export function choicesOf<E>(
  entries: readonly E[],
  pick: (entry: E) => { value: string; label: string } | null,
): Array<{ value: string; label: string }> {
  const choices = new Map<string, string>();
  for (const entry of entries) {
    const choice = pick(entry);
    if (choice && !choices.has(choice.value)) choices.set(choice.value, choice.label);
  }
  return [...choices]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}
