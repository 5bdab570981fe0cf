import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { otpCodes, type OtpPurpose } from './auth.tables.js';

type OtpCodeRow = typeof otpCodes.$inferSelect;

/** The newest unused code for `email` and `purpose`, locked until the transaction ends. */
export async function lockLatestOpenCode(
  executor: Executor,
  email: string,
  purpose: OtpPurpose,
): Promise<OtpCodeRow | null> {
  const [code] = await executor
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  return code ?? null;
}

export async function countWrongTry(executor: Executor, codeId: string) {
  await executor
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(eq(otpCodes.id, codeId));
}

export async function markVerified(executor: Executor, codeId: string, now: Date) {
  await executor.update(otpCodes).set({ verifiedAt: now }).where(eq(otpCodes.id, codeId));
}

/** Uses the code up unless something else did first; returns whether this call did. */
export async function consumeCode(executor: Executor, codeId: string, now: Date): Promise<boolean> {
  const used = await executor
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return used.length > 0;
}

/** Retires every open code of `email` for `purpose`, then stores the new one's hash. */
export async function replaceOpenCodes(
  executor: Executor,
  input: { email: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date; now: Date },
) {
  await executor
    .update(otpCodes)
    .set({ consumedAt: input.now })
    .where(and(eq(otpCodes.email, input.email), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)));
  await executor.insert(otpCodes).values({
    id: newId(),
    email: input.email,
    purpose: input.purpose,
    codeHash: input.codeHash,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}
