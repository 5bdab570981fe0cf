import { describe, expect, it } from 'vitest';
import type { ScreenshotMetadataRow } from '../screenshots/index.js';
import { comparableDay, periodFacts, screenshotsByEntry, screenshotsFact } from './facts.rules.js';

const shot = (id: string, memberId: string, at: string, extra: Partial<ScreenshotMetadataRow> = {}) => ({
  id,
  memberId,
  projectId: 'p',
  capturedAt: new Date(at),
  isBlurred: false,
  requestedLive: false,
  activeSeconds: null,
  slotSeconds: null,
  ...extra,
});
const entry = (id: string, memberId: string, start: string, end: string | null) => ({
  id,
  memberId,
  startTime: new Date(start),
  endTime: end ? new Date(end) : null,
});
const now = new Date('2026-11-16T18:00:00Z');

describe('screenshotsByEntry', () => {
  it('gives each screenshot to the first of its member’s entries holding its capture time, once', () => {
    const entries = [
      entry('late', 'm1', '2026-11-16T10:00:00Z', '2026-11-16T12:00:00Z'),
      entry('early', 'm1', '2026-11-16T09:00:00Z', '2026-11-16T11:00:00Z'),
      entry('running', 'm2', '2026-11-16T17:00:00Z', null),
    ];
    const shots = [
      shot('a', 'm1', '2026-11-16T10:30:00Z'), // in both overlapping entries: the earlier one
      shot('b', 'm1', '2026-11-16T12:00:00Z'), // the end is exclusive
      shot('c', 'm2', '2026-11-16T17:59:00Z'), // a running entry lasts until now
      shot('d', 'm2', '2026-11-16T10:30:00Z'), // another member's entry never counts
    ];
    const { byEntry, outside } = screenshotsByEntry(entries, shots, now);
    expect([...byEntry.entries()].map(([id, rows]) => [id, rows.map((row) => row.id)])).toEqual([
      ['early', ['a']],
      ['running', ['c']],
    ]);
    expect(outside.map((row) => row.id)).toEqual(['b', 'd']);
  });
});

describe('screenshotsFact', () => {
  it('counts blurred and live ones and lists capture times oldest first with their slot activity', () => {
    const fact = screenshotsFact([
      shot('b', 'm1', '2026-11-16T10:00:00Z', { isBlurred: true, requestedLive: true }),
      shot('a', 'm1', '2026-11-16T09:00:00Z', { activeSeconds: 200, slotSeconds: 600 }),
    ]);
    expect(fact).toEqual({
      count: 2,
      blurred: 1,
      requestedLive: 1,
      shots: [
        { capturedAt: '2026-11-16T09:00:00.000Z', activityPercent: 33.3, blurred: false, requestedLive: false },
        { capturedAt: '2026-11-16T10:00:00.000Z', activityPercent: null, blurred: true, requestedLive: true },
      ],
    });
  });
});

describe('periodFacts in a time zone', () => {
  const member = {
    memberId: 'm1',
    userId: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    status: 'ACTIVE',
    roleKey: 'MEMBER',
    weeklyCapacityHours: '40',
  };
  const work = (id: string, start: string, end: string) => ({
    id,
    memberId: 'm1',
    projectId: null,
    projectName: null,
    taskId: null as string | null,
    taskName: null as string | null,
    startTime: new Date(start),
    endTime: new Date(end),
    idleSeconds: 0,
    notes: null,
    isBillable: false,
    billRate: null as string | null,
    status: 'PENDING',
    invoiced: false,
  });
  // Berlin's week of the autumn change: Monday 19 to Sunday 25 October 2026, 169 hours.
  const week = { start: new Date('2026-10-18T22:00:00Z'), end: new Date('2026-10-25T23:00:00Z') };
  const facts = (workingDays: Array<1 | 2 | 3 | 4 | 5 | 6 | 7>) =>
    periodFacts({
      window: week,
      calendar: { timeZone: 'Europe/Berlin', workingDays },
      now: new Date('2026-11-01T00:00:00Z'),
      members: [member],
      entries: [
        work('monday', '2026-10-18T22:30:00Z', '2026-10-18T23:30:00Z'), // Monday 00:30 in Berlin
        work('sunday', '2026-10-25T21:00:00Z', '2026-10-25T23:00:00Z'), // Sunday 22:00–24:00 in Berlin
      ],
      slots: [],
      usages: [],
      canSeeMoney: false,
    });

  it('puts hours on local days, the last one 25 hours long', () => {
    const { byDay, days, timeZone } = facts([1, 2, 3, 4, 5]);
    expect({ days, timeZone }).toEqual({ days: 7, timeZone: 'Europe/Berlin' });
    expect(byDay.map((day) => [day.date, day.hours])).toEqual([
      ['2026-10-19', 1],
      ['2026-10-20', 0],
      ['2026-10-21', 0],
      ['2026-10-22', 0],
      ['2026-10-23', 0],
      ['2026-10-24', 0],
      ['2026-10-25', 2],
    ]);
  });

  it('spreads weekly capacity over the working days', () => {
    expect(facts([1, 2, 3, 4, 5]).members[0]).toMatchObject({ hours: 3, capacityHours: 40, overtimeHours: 0 });
    expect(facts([1, 2, 3, 4]).members[0]).toMatchObject({ capacityHours: 40 });
  });

  describe("by the product's own rules", () => {
    const day = { start: new Date('2026-10-20T22:00:00Z'), end: new Date('2026-10-21T22:00:00Z') }; // Wednesday in Berlin
    const factsOf = (entries: Array<ReturnType<typeof work>>) =>
      periodFacts({
        window: day,
        calendar: { timeZone: 'Europe/Berlin', workingDays: [1, 2, 3, 4, 5] },
        now: new Date('2026-11-01T00:00:00Z'),
        members: [member],
        entries,
        slots: [],
        usages: [],
        canSeeMoney: true,
      });

    it('counts rejected time as neither worked nor billable, and tells approved from pending', () => {
      const billable = (id: string, start: string, end: string, status: string) => ({
        ...work(id, start, end),
        isBillable: true,
        billRate: '100',
        status,
      });
      const facts = factsOf([
        billable('approved', '2026-10-21T07:00:00Z', '2026-10-21T09:00:00Z', 'APPROVED'),
        billable('pending', '2026-10-21T09:00:00Z', '2026-10-21T10:00:00Z', 'PENDING'),
        billable('rejected', '2026-10-21T10:00:00Z', '2026-10-21T13:00:00Z', 'REJECTED'),
      ]);
      expect(facts.totals).toMatchObject({
        hours: 3,
        billableHours: 3,
        entries: 2,
        billableAmount: 300,
        approvedHours: 2,
        pendingHours: 1,
        rejectedHours: 3,
      });
      expect(facts.members[0]).toMatchObject({ hours: 3, billableHours: 3, entries: 2 });
      expect(facts.byDay).toEqual([{ date: '2026-10-21', hours: 3 }]);
    });

    it('lists the tasks each person logged time to, most hours first', () => {
      const task = (id: string, start: string, end: string, taskName: string | null) => ({
        ...work(id, start, end),
        taskName,
      });
      const facts = factsOf([
        task('a', '2026-10-21T07:00:00Z', '2026-10-21T08:00:00Z', 'Wireframes'),
        task('b', '2026-10-21T08:00:00Z', '2026-10-21T10:00:00Z', 'Logo'),
        task('c', '2026-10-21T10:00:00Z', '2026-10-21T10:30:00Z', 'Wireframes'),
        task('d', '2026-10-21T11:00:00Z', '2026-10-21T12:00:00Z', null),
      ]);
      expect(facts.members[0]?.tasks).toEqual([
        { name: 'Logo', hours: 2 },
        { name: 'Wireframes', hours: 1.5 },
      ]);
    });

    it("counts only the day's share of an overnight entry's idle time", () => {
      // 22:00 to 02:00 in Berlin (20:00–24:00 UTC) with an hour idle: half of it on Wednesday.
      const overnight = { ...work('overnight', '2026-10-21T20:00:00Z', '2026-10-22T00:00:00Z'), idleSeconds: 3600 };
      const facts = factsOf([overnight]);
      expect(facts.totals).toMatchObject({ idleHours: 0.5, hours: 1.5 });
      expect(facts.members[0]).toMatchObject({ idleHours: 0.5 });
    });
  });
});

describe('comparableDay', () => {
  const weekdays = [1, 2, 3, 4, 5] as const;
  it('compares a working day with the working day before it', () => {
    expect(comparableDay('2026-11-23', weekdays)).toBe('2026-11-20'); // Monday with Friday
    expect(comparableDay('2026-11-25', weekdays)).toBe('2026-11-24'); // Wednesday with Tuesday
    expect(comparableDay('2026-11-24', [2, 4])).toBe('2026-11-19'); // Tuesday with Thursday before
  });

  it('compares a day off, or the only working day of the week, with the same weekday a week earlier', () => {
    expect(comparableDay('2026-11-22', weekdays)).toBe('2026-11-15'); // Sunday with last Sunday
    expect(comparableDay('2026-11-23', [1])).toBe('2026-11-16'); // the only working day
  });
});
