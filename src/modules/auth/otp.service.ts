import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { constantTimeEqual, keyedHash, sixDigitCode } from '../../platform/auth/secrets.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { otpCodes } from './auth.tables.js';
import { countEvent } from '../../platform/throttle.js';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SEND_COOLDOWN_SECONDS = 60;
export const OTP_SENDS_PER_DAY = 10;

const invalidCode = (hint = 'Check the code in the email, or request a new one with POST /auth/send-otp.') =>
  errors.badRequest('The code is invalid or has expired', hint, 'INVALID_OTP');

export function createOtpService(db: Db, secret: string, clock: Clock) {
  const hashCode = (email: string, code: string) => keyedHash(secret, `otp:${email}:${code}`);

  async function latestOpenCode(executor: Executor, email: string) {
    const [code] = await executor
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    return code ?? null;
  }

  return {
    /**
     * Emails a fresh code (older ones stop working). The answer is the same whether or not an
     * account exists; per-email cooldown and daily cap stop the endpoint flooding an inbox.
     */
    async send(email: string): Promise<{ expiresInSeconds: number }> {
      const now = clock.now();
      const cooldown = await countEvent(db, `otp-cooldown:${email}`, OTP_SEND_COOLDOWN_SECONDS, now);
      if (cooldown.count > 1) throw errors.rateLimited(cooldown.resetsInSeconds, 'A code was sent to this address moments ago');
      const daily = await countEvent(db, `otp-daily:${email}`, 24 * 60 * 60, now);
      if (daily.count > OTP_SENDS_PER_DAY) throw errors.rateLimited(daily.resetsInSeconds, 'Too many codes were sent to this address today');

      const code = sixDigitCode();
      await db.transaction(async (tx) => {
        await tx.update(otpCodes).set({ consumedAt: now }).where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));
        await tx.insert(otpCodes).values({
          id: newId(),
          email,
          codeHash: hashCode(email, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          createdAt: now,
        });
        await enqueueEmail(tx, {
          to: email,
          subject: `${code} is your Punchclock code`,
          text: `Your Punchclock verification code is ${code}.\n\nIt expires in ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this email.\n`,
        });
      });
      return { expiresInSeconds: OTP_TTL_SECONDS };
    },

    /** Checks a code; a wrong one counts against its five tries, even though the request fails. */
    async verify(email: string, code: string): Promise<{ expiresAt: Date }> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const open = await latestOpenCode(tx, email);
        if (!open || open.expiresAt <= now) return { ok: false as const, hint: undefined };
        if (open.failedAttempts >= OTP_MAX_WRONG_TRIES) {
          return { ok: false as const, hint: 'Too many wrong tries for this code; request a new one with POST /auth/send-otp.' };
        }
        if (!constantTimeEqual(open.codeHash, hashCode(email, code))) {
          await tx.update(otpCodes).set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` }).where(eq(otpCodes.id, open.id));
          return { ok: false as const, hint: undefined };
        }
        if (!open.verifiedAt) await tx.update(otpCodes).set({ verifiedAt: now }).where(eq(otpCodes.id, open.id));
        return { ok: true as const, expiresAt: open.expiresAt };
      });
      if (!outcome.ok) throw invalidCode(outcome.hint);
      return { expiresAt: outcome.expiresAt };
    },

    /** Within the caller's transaction: uses up a verified, unexpired code, or refuses. */
    async consumeVerified(tx: Executor, email: string, code: string): Promise<void> {
      const now = clock.now();
      const open = await latestOpenCode(tx, email);
      const valid =
        open !== null &&
        open.verifiedAt !== null &&
        open.expiresAt > now &&
        open.failedAttempts < OTP_MAX_WRONG_TRIES &&
        constantTimeEqual(open.codeHash, hashCode(email, code));
      if (!valid) throw invalidCode('Verify your email first: POST /auth/send-otp, then POST /auth/verify-otp with the code, then register with the same code.');
      await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, open.id));
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
