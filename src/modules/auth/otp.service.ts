import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { constantTimeEqual, keyedHash, sixDigitCode } from '../../platform/auth/secrets.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { claimMailTo } from '../../platform/throttle.js';
import { userExistsWithEmail } from '../users/index.js';
import { findSignInAccount } from './auth.repository.js';
import type { OtpPurpose } from './auth.tables.js';
import { otpEmail } from './otp.emails.js';
import { consumeCode, countWrongTry, lockLatestOpenCode, markVerified, replaceOpenCodes } from './otp.repository.js';

const OTP_TTL_SECONDS = 10 * 60;
const OTP_MAX_WRONG_TRIES = 5;

const DEFAULT_HINT = 'Check the code in the email, or request a new one with POST /auth/send-otp.';
const invalidCode = (hint = DEFAULT_HINT) =>
  errors.badRequest('INVALID_OTP', 'The code is invalid or has expired', hint);

/**
 * How a code is being presented: `verify` marks it verified (POST /auth/verify-otp), `verified`
 * requires that it already was (register), `direct` takes it as it is (password reset, sign-in).
 */
type CheckMode = 'verify' | 'verified' | 'direct';

export function createOtpService(db: Db, secret: string, clock: Clock, mailCooldownSeconds: number) {
  const hashCode = (email: string, code: string) => keyedHash(secret, `otp:${email}:${code}`);

  /**
   * Checks a code in a transaction of its own, under the code row's lock, so a wrong try is
   * counted even though the request then fails, and concurrent guesses are checked one after
   * another against the up-to-date count: no burst gets more than five wrong tries.
   */
  async function check(email: string, code: string, purpose: OtpPurpose, mode: CheckMode) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const open = await lockLatestOpenCode(tx, email, purpose);
      if (!open || open.expiresAt <= now) return { ok: false as const, hint: undefined };
      if (open.failedAttempts >= OTP_MAX_WRONG_TRIES) {
        return {
          ok: false as const,
          hint: 'Too many wrong tries for this code; request a new one with POST /auth/send-otp.',
        };
      }
      if (!constantTimeEqual(open.codeHash, hashCode(email, code))) {
        await countWrongTry(tx, open.id);
        return { ok: false as const, hint: undefined };
      }
      if (mode === 'verified' && !open.verifiedAt) return { ok: false as const, hint: undefined };
      if (mode === 'verify' && !open.verifiedAt) await markVerified(tx, open.id, now);
      return { ok: true as const, id: open.id, expiresAt: open.expiresAt };
    });
  }

  /** Within the caller's transaction: uses the checked code up, unless something else did first. */
  async function consume(tx: Executor, id: string, hint: string) {
    if (!(await consumeCode(tx, id, clock.now()))) throw invalidCode(hint);
  }

  return {
    /**
     * Emails a fresh code for `purpose` (older ones for it stop working). The answer is the same
     * whether or not an account exists; a reset code is only mailed to an existing account, a
     * sign-in code only to one that may sign in (active, in an active organization), but the
     * per-address limit counts the request either way so its 429 reveals nothing either.
     */
    async send(email: string, purpose: OtpPurpose): Promise<{ expiresInSeconds: number }> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await claimMailTo(tx, { to: email, kind: 'code', cooldownSeconds: mailCooldownSeconds }, now);
        if (purpose === 'reset' && !(await userExistsWithEmail(tx, email))) return;
        if (purpose === 'signin' && !(await findSignInAccount(tx, email))?.canSignIn) return;
        const code = sixDigitCode();
        await replaceOpenCodes(tx, {
          email,
          purpose,
          codeHash: hashCode(email, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          now,
        });
        await enqueueEmail(tx, otpEmail(email, purpose, code, OTP_TTL_SECONDS / 60));
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

    /**
     * For sign-in, where every failure must look alike (an unknown account never has a code, so a
     * hint like "too many tries" would tell that one exists): checks a sign-in code the same way,
     * under its row lock and counting a wrong one, and answers null instead of an error. The
     * function it returns uses the code up in the caller's transaction: false when a concurrent
     * sign-in used it first.
     */
    async redeemSignIn(email: string, code: string): Promise<((tx: Executor) => Promise<boolean>) | null> {
      const outcome = await check(email, code, 'signin', 'direct');
      return outcome.ok ? (tx) => consumeCode(tx, outcome.id, clock.now()) : null;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
