import { describe, expect, it } from 'vitest';
import { failureAction, retryAfterOf, retryDelay } from './backoff.js';

const policy = { baseMs: 1_000, maxMs: 30_000 };

describe('retryDelay', () => {
  it('doubles the ceiling with each attempt up to the maximum, with full jitter', () => {
    const top = () => 1;
    expect([1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, policy, undefined, top))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelay(3, policy, undefined, () => 0.5)).toBe(2_000);
    // Never zero: a tight loop against a dead server helps no one.
    expect(retryDelay(1, policy, undefined, () => 0)).toBe(100);
  });

  it("waits at least as long as the server's Retry-After, even beyond the maximum", () => {
    expect(retryDelay(1, policy, 5, () => 0)).toBe(5_000);
    expect(retryDelay(1, policy, 120, () => 1)).toBe(120_000);
  });
});

describe('failureAction', () => {
  it('retries what may succeed unchanged, signs in again on 401, drops what will be refused again', () => {
    expect([null, 500, 502, 503, 408, 429].map(failureAction)).toEqual(Array(6).fill('retry'));
    expect(failureAction(401)).toBe('reauthenticate');
    expect([400, 403, 404, 409, 413].map(failureAction)).toEqual(Array(5).fill('drop'));
  });
});

describe('retryAfterOf', () => {
  it('reads seconds and ignores dates and garbage', () => {
    expect(retryAfterOf('7')).toBe(7);
    expect(retryAfterOf(null)).toBeUndefined();
    expect(retryAfterOf('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
  });
});
