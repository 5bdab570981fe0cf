import { describe, expect, it } from 'vitest';
import { locksEntries, nextStatus, weekSpan, weekStartOf, weekStartProblem } from './weeks.rules.js';

const berlinMonday = { timeZone: 'Europe/Berlin', firstDayOfWeek: 1 as const };
const laSunday = { timeZone: 'America/Los_Angeles', firstDayOfWeek: 7 as const };

describe('week status transitions', () => {
  it('submits an open or rejected week, nothing else', () => {
    expect(nextStatus('OPEN', 'submit')).toBe('SUBMITTED');
    expect(nextStatus('REJECTED', 'submit')).toBe('SUBMITTED');
    expect(nextStatus('SUBMITTED', 'submit')).toBeNull();
    expect(nextStatus('APPROVED', 'submit')).toBeNull();
  });

  it('withdraws and approves only a submitted week; rejects a submitted or approved one', () => {
    expect(nextStatus('SUBMITTED', 'withdraw')).toBe('OPEN');
    expect(nextStatus('APPROVED', 'withdraw')).toBeNull();
    expect(nextStatus('SUBMITTED', 'approve')).toBe('APPROVED');
    expect(nextStatus('OPEN', 'approve')).toBeNull();
    expect(nextStatus('REJECTED', 'approve')).toBeNull();
    expect(nextStatus('SUBMITTED', 'reject')).toBe('REJECTED');
    expect(nextStatus('APPROVED', 'reject')).toBe('REJECTED');
    expect(nextStatus('REJECTED', 'reject')).toBeNull();
    expect(nextStatus('OPEN', 'reject')).toBeNull();
  });

  it('locks entries while submitted or approved', () => {
    expect(['OPEN', 'SUBMITTED', 'APPROVED', 'REJECTED'].filter((s) => locksEntries(s as never))).toEqual([
      'SUBMITTED',
      'APPROVED',
    ]);
  });
});

describe('weeks in the organization calendar', () => {
  it("finds the week of an instant in the organization's zone and first day", () => {
    // Sunday 22 November 23:30 in Berlin is Sunday 22:30 UTC: still the week of Monday 16th.
    expect(weekStartOf(new Date('2026-11-22T22:30:00Z'), berlinMonday)).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-22T23:30:00Z'), berlinMonday)).toBe('2026-11-23');
    // Sunday 04:00 UTC is Saturday evening in Los Angeles: the week that began Sunday 15th.
    expect(weekStartOf(new Date('2026-11-22T04:00:00Z'), laSunday)).toBe('2026-11-15');
  });

  it('spans seven local days, from local midnight to local midnight', () => {
    expect(weekSpan('2026-11-15', laSunday)).toEqual({
      weekStart: '2026-11-15',
      weekEnd: '2026-11-21',
      start: new Date('2026-11-15T08:00:00Z'),
      end: new Date('2026-11-22T08:00:00Z'),
    });
    // The week the clocks go back in Berlin is an hour longer.
    const dst = weekSpan('2026-10-19', berlinMonday);
    expect(dst.end.getTime() - dst.start.getTime()).toBe(169 * 3600_000);
  });

  it('refuses a day that is not a first day of the week, and a week not yet begun', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(weekStartProblem('2026-11-16', berlinMonday, now)).toBeNull();
    expect(weekStartProblem('2026-11-09', berlinMonday, now)).toBeNull();
    expect(weekStartProblem('2026-11-15', berlinMonday, now)).toBe('NOT_A_WEEK_START');
    expect(weekStartProblem('2026-11-15', laSunday, now)).toBeNull();
    expect(weekStartProblem('2026-11-23', berlinMonday, now)).toBe('FUTURE_WEEK');
  });
});
