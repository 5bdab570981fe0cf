import { describe, expect, it } from 'vitest';
import { mondayOfIsoWeek, reportWeek } from './report-week.rules.js';

const berlin = { timeZone: 'Europe/Berlin', firstDayOfWeek: 1 as const };
const weekOf = (choice: ReturnType<typeof reportWeek>) => {
  if (!('week' in choice)) throw new Error(choice.problem);
  const { label, start, end, complete } = choice.week;
  return { label, start: start.toISOString(), end: end.toISOString(), complete };
};

describe('mondayOfIsoWeek', () => {
  it('finds the Monday of an ISO week, across a year boundary and in a 53-week year', () => {
    expect(mondayOfIsoWeek('2026-W47')).toBe('2026-11-16');
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
    expect(mondayOfIsoWeek('2027-W53')).toBeNull();
    expect(mondayOfIsoWeek('2026-W00')).toBeNull();
    expect(mondayOfIsoWeek('2026-47')).toBeNull();
  });
});

describe('reportWeek', () => {
  it('covers the last complete week by default, also on a Monday morning', () => {
    // Monday 23 November 2026, 07:00 in Berlin: the week that just ended.
    expect(weekOf(reportWeek(new Date('2026-11-23T06:00:00Z'), berlin))).toEqual({
      label: '2026-W47',
      start: '2026-11-15T23:00:00.000Z',
      end: '2026-11-22T23:00:00.000Z',
      complete: true,
    });
    // Friday afternoon: still the week before, not the running one.
    expect(weekOf(reportWeek(new Date('2026-11-27T14:00:00Z'), berlin)).label).toBe('2026-W47');
  });

  it('takes a week by ISO label or by any of its days, and ends the running week now', () => {
    const now = new Date('2026-11-27T14:00:00Z');
    expect(weekOf(reportWeek(now, berlin, '2026-W45')).label).toBe('2026-W45');
    expect(weekOf(reportWeek(now, berlin, '2026-11-04')).label).toBe('2026-W45');
    expect(weekOf(reportWeek(now, berlin, '2026-W48'))).toEqual({
      label: '2026-W48',
      start: '2026-11-22T23:00:00.000Z',
      end: '2026-11-27T14:00:00.000Z',
      complete: false,
    });
  });

  it('follows the organization’s first day of the week and daylight-saving changes', () => {
    const sundays = { timeZone: 'Europe/Berlin', firstDayOfWeek: 7 as const };
    // Wednesday 28 October 2026: the last complete Sunday-first week is 18 to 24 October.
    const week = weekOf(reportWeek(new Date('2026-10-28T10:00:00Z'), sundays));
    expect(week).toMatchObject({ start: '2026-10-17T22:00:00.000Z', end: '2026-10-24T22:00:00.000Z' });
    // The week of the change to winter time (19 to 25 October) has 169 hours.
    const change = weekOf(reportWeek(new Date('2026-10-28T10:00:00Z'), berlin));
    expect(change.label).toBe('2026-W43');
    expect(Date.parse(change.end) - Date.parse(change.start)).toBe(169 * 3_600_000);
  });

  it('refuses a week that has not begun and a week that is not one', () => {
    const now = new Date('2026-11-27T14:00:00Z');
    expect(reportWeek(now, berlin, '2026-W49')).toEqual({ problem: 'the week of 2026-11-30 has not begun yet' });
    expect(reportWeek(now, berlin, '2026-02-30')).toMatchObject({ problem: expect.stringContaining('ISO week') });
    expect(reportWeek(now, berlin, 'last week')).toMatchObject({ problem: expect.stringContaining('"last week"') });
    // Outside the days the API accepts (1970 to 9998): refused, not computed.
    for (const far of ['0000-01-01', '0000-W01', '1969-12-31', '9999-06-01'])
      expect(reportWeek(now, berlin, far), far).toMatchObject({ problem: expect.stringContaining('ISO week') });
  });
});
