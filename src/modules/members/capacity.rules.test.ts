import { describe, expect, it } from 'vitest';
import { capacityFactor, capacityHours } from './capacity.rules.js';

const weekdays = [1, 2, 3, 4, 5] as const;

describe('capacity over working days', () => {
  it('gives a working day a fifth of a 40-hour week and a weekend day nothing', () => {
    expect(capacityHours(40, capacityFactor('2026-11-16', '2026-11-16', weekdays))).toBe(8); // Monday
    expect(capacityHours(40, capacityFactor('2026-11-21', '2026-11-22', weekdays))).toBe(0); // weekend
    expect(capacityHours(40, capacityFactor('2026-11-16', '2026-11-22', weekdays))).toBe(40); // a week
  });

  it('spreads a month by its working days, not by 30/7 weeks', () => {
    expect(capacityHours(40, capacityFactor('2026-11-01', '2026-11-30', weekdays))).toBe(168); // 21 days × 8
    expect(capacityHours('37.5', capacityFactor('2026-02-01', '2026-02-28', weekdays))).toBe(150); // 20 × 7.5
  });

  it('follows the organization’s working days', () => {
    const fourDays = [1, 2, 3, 4] as const;
    expect(capacityHours(32, capacityFactor('2026-11-20', '2026-11-20', fourDays))).toBe(0); // Friday off
    expect(capacityHours(32, capacityFactor('2026-11-19', '2026-11-19', fourDays))).toBe(8);
    expect(capacityHours(30, capacityFactor('2026-11-16', '2026-11-18', [1, 2, 3, 4, 5, 6, 7]))).toBe(12.86);
  });

  it('has no capacity without a weekly capacity', () => {
    expect(capacityHours(null, 3)).toBeNull();
  });
});
