import { hash, verify } from '@node-rs/argon2';

/** Argon2id in @node-rs/argon2's const enum, which isolated modules cannot import. */
const ARGON2ID = 2;

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when no account matches, so a wrong email costs as much time as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$kN0EXUQB1zKUm4zI12Ao3w$ZGBiTPhsWU0KZ9YbwGYVcqHRnlkh/a8CoVFkIubJtrM';

/**
 * Test-only: the api and process test lanes set PUNCHCLOCK_TEST_PASSWORD_COST=low (vitest.config.ts),
 * and with NODE_ENV=test new hashes then take 64 KiB and one pass, a millisecond instead of twenty,
 * for the thousands of people the suite creates. Any other NODE_ENV ignores it; the sign-up tests
 * and passwords.unit.test.ts keep the production cost (docs/testing.md).
 */
const TEST_OPTIONS = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

function hashOptions() {
  return process.env.NODE_ENV === 'test' && process.env.PUNCHCLOCK_TEST_PASSWORD_COST === 'low'
    ? TEST_OPTIONS
    : OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions());
}

/** False for a missing hash too, after spending the same time as a real check. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
