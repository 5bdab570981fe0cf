import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { constantTimeEqual, keyedHash, sixDigitCode } from '../../platform/auth/secrets.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { claimMailTo } from '../../platform/throttle.js';
import { users } from '../users/index.js';
import { otpCodes } from './auth.tables.js';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_TRIES = 5;

/** What a code may be used for; a code is only ever accepted for the purpose it was sent for. */
export type OtpPurpose = 'signup' | 'reset';

const DEFAULT_HINT = 'Check the code in the email, or request a new one with POST /auth/send-otp.';
const invalidCode = (hint = DEFAULT_HINT) => errors.badRequest('The code is invalid or has expired', hint, 'INVALID_OTP');

/**
 * How a code is being presented: `verify` marks it verified (POST /auth/verify-otp), `verified`
 * requires that it already was (register), `direct` takes it as it is (password reset).
 */
type CheckMode = 'verify' | 'verified' | 'direct';

const MAIL: Record<OtpPurpose, { subject: (code: string) => string; text: (code: string) => string }> = {
  signup: {
    subject: (code) => `${code} is your Punchclock code`,
    text: (code) =>
      `Your Punchclock verification code is ${code}.\n\nIt expires in ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this email.\n`,
  },
  reset: {
    subject: (code) => `${code} is your Punchclock password reset code`,
    text: (code) =>
      `Your Punchclock password reset code is ${code}.\n\nIt expires in ${OTP_TTL_SECONDS / 60} minutes and signs you out everywhere once used. ` +
      `If you did not ask for it, ignore this email: your password stays as it is.\n`,
  },
};

export function createOtpService(db: Db, secret: string, clock: Clock) {
  const hashCode = (email: string, code: string) => keyedHash(secret, `otp:${email}:${code}`);

  async function latestOpenCode(executor: Executor, email: string, purpose: OtpPurpose) {
    const [code] = await executor
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    return code ?? null;
  }

  /**
   * Checks a code in a transaction of its own, under the code row's lock, so a wrong try is
   * counted even though the request then fails, and concurrent guesses are checked one after
   * another against the up-to-date count: no burst gets more than five wrong tries.
   */
  async function check(email: string, code: string, purpose: OtpPurpose, mode: CheckMode) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const open = await latestOpenCode(tx, email, purpose);
      if (!open || open.expiresAt <= now) return { ok: false as const, hint: undefined };
      if (open.failedAttempts >= OTP_MAX_WRONG_TRIES) {
        return { ok: false as const, hint: 'Too many wrong tries for this code; request a new one with POST /auth/send-otp.' };
      }
      if (!constantTimeEqual(open.codeHash, hashCode(email, code))) {
        await tx.update(otpCodes).set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` }).where(eq(otpCodes.id, open.id));
        return { ok: false as const, hint: undefined };
      }
      if (mode === 'verified' && !open.verifiedAt) return { ok: false as const, hint: undefined };
      if (mode === 'verify' && !open.verifiedAt) await tx.update(otpCodes).set({ verifiedAt: now }).where(eq(otpCodes.id, open.id));
      return { ok: true as const, id: open.id, expiresAt: open.expiresAt };
    });
  }

  /** Within the caller's transaction: uses the checked code up, unless something else did first. */
  async function consume(tx: Executor, id: string, hint: string) {
    const used = await tx
      .update(otpCodes)
      .set({ consumedAt: clock.now() })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (used.length === 0) throw invalidCode(hint);
  }

  return {
    /**
     * Emails a fresh code for `purpose` (older ones for it stop working). The answer is the same
     * whether or not an account exists; a reset code is only mailed to an existing account, but
     * the per-address limit counts the request either way so its 429 reveals nothing either.
     */
    async send(email: string, purpose: OtpPurpose): Promise<{ expiresInSeconds: number }> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await claimMailTo(tx, email, 'code', now);
        if (purpose === 'reset') {
          const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (!account) return;
        }
        const code = sixDigitCode();
        await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
        await tx.insert(otpCodes).values({
          id: newId(),
          email,
          purpose,
          codeHash: hashCode(email, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          createdAt: now,
        });
        await enqueueEmail(tx, { to: email, subject: MAIL[purpose].subject(code), text: MAIL[purpose].text(code) });
      });
      return { expiresInSeconds: OTP_TTL_SECONDS };
    },

    /** Checks a sign-up code; a wrong one counts against its five tries, even though the request fails. */
    async verify(email: string, code: string): Promise<{ expiresAt: Date }> {
      const outcome = await check(email, code, 'signup', 'verify');
      if (!outcome.ok) throw invalidCode(outcome.hint);
      return { expiresAt: outcome.expiresAt };
    },

    /**
     * Checks a code (counting a wrong one) and returns a function that uses it up inside the
     * caller's transaction. Sign-up codes must have been verified first; reset codes need not.
     */
    async redeem(email: string, code: string, purpose: OtpPurpose): Promise<(tx: Executor) => Promise<void>> {
      const hint =
        purpose === 'signup'
          ? 'Verify your email first: POST /auth/send-otp, then POST /auth/verify-otp with the code, then register with the same code.'
          : 'Request a reset code with POST /auth/send-otp (purpose "reset") and send the code from that email.';
      const outcome = await check(email, code, purpose, purpose === 'signup' ? 'verified' : 'direct');
      if (!outcome.ok) throw invalidCode(outcome.hint ?? hint);
      return (tx) => consume(tx, outcome.id, hint);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
