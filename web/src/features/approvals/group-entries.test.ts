import { describe, expect, it } from 'vitest';
import { groupEntries, isoWeekStart } from './group-entries';

const entry = (id: string, userId: string, userName: string, start: Date, minutes: number) => ({
  id,
  userId,
  userName,
  startTime: start.toISOString(),
  durationSeconds: minutes * 60,
});

describe('isoWeekStart', () => {
  it('is the Monday of the week, Sunday belonging to the week before', () => {
    expect(isoWeekStart(new Date(2026, 10, 24, 15))).toEqual(new Date(2026, 10, 23)); // Tuesday
    expect(isoWeekStart(new Date(2026, 10, 23, 0, 5))).toEqual(new Date(2026, 10, 23)); // Monday
    expect(isoWeekStart(new Date(2026, 10, 29, 23))).toEqual(new Date(2026, 10, 23)); // Sunday
  });
});

describe('groupEntries', () => {
  it('groups by person and week with totals, people by name, weeks and entries oldest first', () => {
    const groups = groupEntries([
      entry('a', 'u2', 'Zoe', new Date(2026, 10, 24, 9), 30),
      entry('b', 'u1', 'Ada', new Date(2026, 10, 25, 9), 60),
      entry('c', 'u1', 'Ada', new Date(2026, 10, 23, 9), 45),
      entry('d', 'u1', 'Ada', new Date(2026, 10, 16, 9), 15),
    ]);
    expect(groups.map((group) => [group.userName, group.weekStart, group.entries.map((e) => e.id)])).toEqual([
      ['Ada', new Date(2026, 10, 16), ['d']],
      ['Ada', new Date(2026, 10, 23), ['c', 'b']],
      ['Zoe', new Date(2026, 10, 23), ['a']],
    ]);
    expect(groups[1]!.totalSeconds).toBe(105 * 60);
  });
});
