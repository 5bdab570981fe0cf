import { describe, expect, it } from 'vitest';
import { effectivePlan, planAllows, trialEndFor, trialEndOf, cheapestPlanFor } from './plan.rules.js';

const created = new Date('2026-11-01T10:00:00Z');
const trialEnd = trialEndFor(created);

describe('effectivePlan', () => {
  it('is TRIAL until the 14th day after creation, then FREE', () => {
    expect(trialEnd.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(effectivePlan('TRIAL', trialEnd, new Date('2026-11-15T09:59:59Z'))).toBe('TRIAL');
    expect(effectivePlan('TRIAL', trialEnd, trialEnd)).toBe('FREE');
    expect(effectivePlan('TRIAL', trialEnd, new Date('2027-01-01T00:00:00Z'))).toBe('FREE');
  });

  it('keeps a paid or free plan whatever the trial end says', () => {
    const later = new Date('2030-01-01T00:00:00Z');
    expect(effectivePlan('PRO', trialEnd, later)).toBe('PRO');
    expect(effectivePlan('TEAM', null, later)).toBe('TEAM');
    expect(effectivePlan('FREE', trialEnd, created)).toBe('FREE');
  });

  it('treats a trial without an end, or an unknown plan, as FREE', () => {
    expect(effectivePlan('TRIAL', null, created)).toBe('FREE');
    expect(effectivePlan('GOLD', null, created)).toBe('FREE');
  });
});

describe('planAllows', () => {
  it('gives AI to TRIAL, PRO and TEAM, Team AI to TRIAL and TEAM', () => {
    expect(['TRIAL', 'FREE', 'PRO', 'TEAM'].map((plan) => planAllows(plan as never, 'ai'))).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(['TRIAL', 'FREE', 'PRO', 'TEAM'].map((plan) => planAllows(plan as never, 'ai.team'))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(cheapestPlanFor('ai')).toBe('PRO');
    expect(cheapestPlanFor('ai.team')).toBe('TEAM');
  });
});

describe('trialEndOf', () => {
  it('runs a trial through a named day (UTC) or ends it at an instant with its offset', () => {
    expect(trialEndOf('2026-12-08')?.toISOString()).toBe('2026-12-09T00:00:00.000Z');
    expect(trialEndOf('2026-12-31')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(trialEndOf('2026-12-08T17:30:00+01:00')?.toISOString()).toBe('2026-12-08T16:30:00.000Z');
    expect(trialEndOf('2026-12-08T17:30Z')?.toISOString()).toBe('2026-12-08T17:30:00.000Z');
  });

  it('refuses impossible days, instants without an offset and anything else', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-12-08T17:30:00', 'next friday', '', '8.12.2026'])
      expect(trialEndOf(text), text).toBeNull();
  });
});
