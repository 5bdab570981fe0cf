/**
 * Delays before the 2nd, 3rd… attempt, 12 attempts in all: with the jitter below, a delivery is
 * retried for about a day (23 h 47 m on average, 31 h 43 m at most), so a receiver down overnight
 * still gets everything. The failure of the last attempt makes a delivery FAILED.
 */
export const DEFAULT_SCHEDULE_MS: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 28_800_000, 28_800_000,
];

/**
 * The delay after the `attempt`-th failure (1-based) with full jitter: anywhere in [delay/2, delay]
 * so deliveries that failed together (a receiver's outage) do not all come back at once, yet never
 * sooner than half the schedule.
 */
export function nextDelayMs(attempt: number, schedule: readonly number[], random: number): number | null {
  const base = schedule[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base / 2 + (base / 2) * random);
}

export interface DisablePolicy {
  /** Failed attempts in a row, with no success between them. */
  minFailures: number;
  /** How long the failures must have lasted. */
  afterMs: number;
}

export const DEFAULT_DISABLE_POLICY: DisablePolicy = { minFailures: 10, afterMs: 24 * 3_600_000 };

/** A subscription that has failed for a day, attempt after attempt, is disabled. */
export function shouldDisable(failures: number, failingSince: Date | null, now: Date, policy: DisablePolicy): boolean {
  if (failingSince === null || failures < policy.minFailures) return false;
  return now.getTime() - failingSince.getTime() >= policy.afterMs;
}
