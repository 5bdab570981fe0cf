/** When to try again after a failed request (pure). */

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };

/**
 * Exponential backoff with full jitter: attempt 1 waits up to `baseMs`, each further attempt up
 * to twice as long, capped at `maxMs`. A server's Retry-After (seconds) wins when it is longer.
 * `random` is injectable so the delays are testable.
 */
export function retryDelay(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.max(policy.baseMs / 10, Math.round(ceiling * random()));
  const asked = retryAfterSeconds !== undefined && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.min(Math.max(jittered, asked), Math.max(policy.maxMs, asked));
}

/** What to do with a request that failed: try the same again later, or give it up for good. */
type FailureAction = 'retry' | 'drop' | 'reauthenticate';

/**
 * No answer (network error, timeout), 5xx, 408 and 429 are worth retrying unchanged; 401 means
 * the token expired (sign in again); any other 4xx will be refused again (the tracker's bug or
 * data the server will never take), so retrying it would block the queue for ever.
 */
export function failureAction(status: number | null): FailureAction {
  if (status === null || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 401) return 'reauthenticate';
  return 'drop';
}

/** What `status` and the log say after a 401: the queue waits for a new sign-in, not for the network. */
export const SIGN_IN_AGAIN =
  'the server refused the session (401: the sign-in token expired or the API key was revoked): run `punchclock-tracker login` again; everything recorded stays queued';

/** Seconds of a Retry-After header given as seconds (the HTTP-date form is ignored). */
export function retryAfterOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
