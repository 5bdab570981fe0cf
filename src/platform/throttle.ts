import { sql } from 'drizzle-orm';
import type { Executor } from './db/index.js';
import { rowsOf } from './db/rows.js';
import { errors } from './http/errors.js';

/** The outcome of asking for one attempt under a limit. */
type AttemptClaim =
  | {
      granted: true;
      key: string;
      /** The window the attempt was counted in, so a refund cannot touch a later one. */ windowStartedAt: string;
    }
  | { granted: false; key: string; /** Seconds until the window resets. */ resetsInSeconds: number };

/**
 * Counts one attempt for `key` if fewer than `limit` were counted in the current fixed window of
 * `windowSeconds`, and says whether the caller may go ahead. It is one upsert whose update only
 * happens while under the limit, so however many requests race (on PGlite or on several
 * PostgreSQL connections) at most `limit` are ever granted per window. Callers claim *before* the
 * work the limit protects (verifying a password, sending a mail), never after it.
 */
export async function claimAttempt(
  executor: Executor,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<AttemptClaim> {
  const at = now.toISOString();
  const expired = sql`auth_throttle.window_started_at <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})`;
  const [granted] = rowsOf<{ window_started_at: Date | string }>(
    await executor.execute(sql`
      insert into auth_throttle (key, count, window_started_at) values (${key}, 1, ${at})
      on conflict (key) do update set
        count = case when ${expired} then 1 else auth_throttle.count + 1 end,
        window_started_at = case when ${expired} then excluded.window_started_at else auth_throttle.window_started_at end
      where ${expired} or auth_throttle.count < ${limit}
      returning window_started_at`),
  );
  if (granted) return { granted: true, key, windowStartedAt: new Date(granted.window_started_at).toISOString() };
  const [row] = rowsOf<{ window_started_at: Date | string }>(
    await executor.execute(sql`select window_started_at from auth_throttle where key = ${key}`),
  );
  const endsAt = row ? new Date(row.window_started_at).getTime() + windowSeconds * 1000 : now.getTime();
  return { granted: false, key, resetsInSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/**
 * Gives a granted attempt back (e.g. the password was right), in the window it was taken from
 * only. It returns just this one attempt: wiping the whole count would hand a parallel burst a
 * fresh budget while its other guesses are still being checked.
 */
export async function refundAttempt(
  executor: Executor,
  claim: Extract<AttemptClaim, { granted: true }>,
): Promise<void> {
  await executor.execute(sql`
    update auth_throttle set count = greatest(count - 1, 0)
    where key = ${claim.key} and window_started_at = ${claim.windowStartedAt}::timestamptz`);
}

/** Forgets every attempt for `key`, for when someone proved who they are another way. */
export async function resetAttempts(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`delete from auth_throttle where key = ${key}`);
}

/** Mails of every kind a caller can trigger to one address per day. */
const MAILS_PER_ADDRESS_PER_DAY = 10;
const DAY_SECONDS = 24 * 60 * 60;

/** What a caller-triggered mail is, for the per-kind cooldown: sign-in codes, or invitations. */
type MailKind = 'code' | 'invite';

/**
 * The one per-recipient limit for every mail an API caller can make the server send to an
 * address of their choosing (codes, invitations and their resends): a cooldown per kind and a
 * daily cap across kinds, so no route can be used to flood an inbox. Call it inside the
 * transaction that enqueues the mail, so a refusal (429) also rolls back the other counter. A
 * caller that decides only afterwards whether to send (a reset code for an address with no
 * account) still commits the count, so the 429 never says whether an account exists.
 */
export async function claimMailTo(
  executor: Executor,
  mail: { to: string; kind: MailKind; cooldownSeconds: number },
  now: Date,
): Promise<void> {
  const { to, kind } = mail;
  // Mails of one kind to one address: at most one per cooldown (MAIL_COOLDOWN_SECONDS, a minute by default).
  const cooldown = await claimAttempt(executor, `mail-cooldown:${kind}:${to}`, 1, mail.cooldownSeconds, now);
  if (!cooldown.granted)
    throw errors.rateLimited(cooldown.resetsInSeconds, 'An email of this kind was sent to this address moments ago');
  const daily = await claimAttempt(executor, `mail-daily:${to}`, MAILS_PER_ADDRESS_PER_DAY, DAY_SECONDS, now);
  if (!daily.granted)
    throw errors.rateLimited(daily.resetsInSeconds, 'Too many emails were sent to this address today');
}
