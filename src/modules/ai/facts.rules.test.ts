import { describe, expect, it } from 'vitest';
import type { ScreenshotMetadataRow } from '../screenshots/index.js';
import { periodFacts, screenshotsByEntry, screenshotsFact } from './facts.rules.js';

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
    startTime: new Date(start),
    endTime: new Date(end),
    idleSeconds: 0,
    notes: null,
    isBillable: false,
    billRate: null,
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
});
