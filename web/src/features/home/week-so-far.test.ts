import { describe, expect, it } from 'vitest';
import { weekSoFar } from './week-so-far';

const entry = (hours: number, status: 'PENDING' | 'APPROVED' | 'REJECTED', isRunning = false) => ({
  durationSeconds: hours * 3600,
  status,
  isRunning,
});

describe("Home's week so far", () => {
  it('counts pending and approved time against the capacity, rejected time apart, the running timer not', () => {
    const week = weekSoFar(
      [entry(3, 'APPROVED'), entry(5, 'PENDING'), entry(2, 'REJECTED'), entry(1, 'PENDING', true)],
      40,
    );
    expect(week).toEqual({
      loggedSeconds: 8 * 3600,
      pendingSeconds: 5 * 3600,
      approvedSeconds: 3 * 3600,
      rejectedSeconds: 2 * 3600,
      capacitySeconds: 40 * 3600,
      percent: 20,
    });
  });

  it('has no share without a capacity, or with a capacity of zero', () => {
    expect(weekSoFar([entry(4, 'PENDING')], null)).toMatchObject({ capacitySeconds: null, percent: null });
    expect(weekSoFar([entry(4, 'PENDING')], 0)).toMatchObject({ capacitySeconds: 0, percent: null });
  });

  it('goes past 100 % when the week holds more than the capacity', () => {
    expect(weekSoFar([entry(45, 'APPROVED')], 40).percent).toBe(113);
  });
});
