import { describe, expect, it } from 'vitest';
import { choicesOf, groupEntries, matchesFilter, NO_PROJECT, weekStartOf } from './group-entries';

// Instants written with Berlin's winter offset: the expectations hold in any zone the tests run in.
const berlin = { timeZone: 'Europe/Berlin', firstDayOfWeek: 1 };
const at = (local: string) => new Date(`${local}+01:00`);

const entry = (id: string, userId: string, userName: string, start: Date, minutes: number) => ({
  id,
  userId,
  userName,
  startTime: start.toISOString(),
  durationSeconds: minutes * 60,
});

describe('weekStartOf', () => {
  it('is the first day of the week in the zone, Sunday belonging to the week before when Monday starts it', () => {
    const monday = at('2026-11-23T00:00:00');
    expect(weekStartOf(at('2026-11-24T15:00:00').toISOString(), berlin)).toEqual(monday); // Tuesday
    expect(weekStartOf(at('2026-11-23T00:05:00').toISOString(), berlin)).toEqual(monday); // Monday
    expect(weekStartOf(at('2026-11-29T23:00:00').toISOString(), berlin)).toEqual(monday); // Sunday
    // Sunday 23:30 in Berlin is Monday in Tokyo: the viewer's zone decides the week.
    const lateSunday = at('2026-11-22T23:30:00').toISOString();
    expect(weekStartOf(lateSunday, berlin)).toEqual(at('2026-11-16T00:00:00'));
    expect(weekStartOf(lateSunday, { ...berlin, timeZone: 'Asia/Tokyo' })).toEqual(
      new Date('2026-11-23T00:00:00+09:00'),
    );
    // Sunday-first weeks: that Sunday starts a week.
    expect(weekStartOf(at('2026-11-29T23:00:00').toISOString(), { ...berlin, firstDayOfWeek: 7 })).toEqual(
      at('2026-11-29T00:00:00'),
    );
  });
});

describe('groupEntries', () => {
  it('groups by person and week with totals, people by name, weeks and entries oldest first', () => {
    const groups = groupEntries(
      [
        entry('a', 'u2', 'Zoe', at('2026-11-24T09:00:00'), 30),
        entry('b', 'u1', 'Ada', at('2026-11-25T09:00:00'), 60),
        entry('c', 'u1', 'Ada', at('2026-11-23T09:00:00'), 45),
        entry('d', 'u1', 'Ada', at('2026-11-16T09:00:00'), 15),
      ],
      berlin,
    );
    expect(groups.map((group) => [group.userName, group.weekStart, group.entries.map((e) => e.id)])).toEqual([
      ['Ada', at('2026-11-16T00:00:00'), ['d']],
      ['Ada', at('2026-11-23T00:00:00'), ['c', 'b']],
      ['Zoe', at('2026-11-23T00:00:00'), ['a']],
    ]);
    expect(groups[1]!.totalSeconds).toBe(105 * 60);
  });
});

describe('matchesFilter and choicesOf', () => {
  const entries = [
    { userId: 'u2', userName: 'Zoe', projectId: 'p1', projectName: 'Website' },
    { userId: 'u1', userName: 'Ann', projectId: null, projectName: null },
    { userId: 'u2', userName: 'Zoe', projectId: 'p2', projectName: 'App' },
  ];

  it('keeps the entries of the chosen person and project; time on no project has its own choice', () => {
    expect(entries.filter((e) => matchesFilter(e, { userId: 'u2', projectId: '' }))).toHaveLength(2);
    expect(entries.filter((e) => matchesFilter(e, { userId: 'u2', projectId: 'p2' }))).toEqual([entries[2]]);
    expect(entries.filter((e) => matchesFilter(e, { userId: '', projectId: NO_PROJECT }))).toEqual([entries[1]]);
    expect(entries.filter((e) => matchesFilter(e, { userId: '', projectId: '' }))).toHaveLength(3);
  });

  it('offers each person and project once, by name', () => {
    expect(choicesOf(entries, (e) => ({ value: e.userId, label: e.userName }))).toEqual([
      { value: 'u1', label: 'Ann' },
      { value: 'u2', label: 'Zoe' },
    ]);
    expect(
      choicesOf(entries, (e) => (e.projectId ? { value: e.projectId, label: e.projectName ?? '' } : null)),
    ).toEqual([
      { value: 'p2', label: 'App' },
      { value: 'p1', label: 'Website' },
    ]);
  });
});
