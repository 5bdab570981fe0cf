import { describe, expect, it } from 'vitest';
import { isLastAttempt, retryDelayMs } from './retry.js';

const policy = { baseDelayMs: 1_000, maxDelayMs: 10_000, maxAttempts: 4 };

describe('retryDelayMs', () => {
  it('doubles the delay after each failure', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never exceeds the maximum delay', () => {
    expect(retryDelayMs(5, policy)).toBe(10_000);
    expect(retryDelayMs(40, policy)).toBe(10_000);
  });

  it('adds at most a fifth of jitter', () => {
    expect(retryDelayMs(1, policy, 0.999)).toBeLessThanOrEqual(1_200);
    expect(retryDelayMs(1, policy, 0.5)).toBe(1_100);
  });
});

describe('isLastAttempt', () => {
  it('is true once the attempts are used up', () => {
    expect(isLastAttempt(3, policy)).toBe(false);
    expect(isLastAttempt(4, policy)).toBe(true);
  });
});
