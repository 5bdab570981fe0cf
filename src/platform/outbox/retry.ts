export interface RetryPolicy {
  /** Delay before the second attempt. */
  baseDelayMs: number;
  /** Upper bound on any single delay. */
  maxDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 3_600_000, maxAttempts: 8 };

/**
 * Exponential backoff after the `attempt`-th failure (1-based): base, 2×base, 4×base… capped.
 * `jitter` in [0, 1) spreads retries of messages that failed together by up to a fifth.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, jitter = 0): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, policy.maxDelayMs);
  return Math.round(capped * (1 + jitter / 5));
}

export function isLastAttempt(attempt: number, policy: Pick<RetryPolicy, 'maxAttempts'>): boolean {
  return attempt >= policy.maxAttempts;
}
