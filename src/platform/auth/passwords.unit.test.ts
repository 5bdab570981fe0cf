import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  const lanesSetting = process.env.PUNCHCLOCK_TEST_PASSWORD_COST;
  afterEach(() => {
    if (lanesSetting === undefined) delete process.env.PUNCHCLOCK_TEST_PASSWORD_COST;
    else process.env.PUNCHCLOCK_TEST_PASSWORD_COST = lanesSetting;
  });

  it("are argon2id at OWASP's cost: 19 MiB, two passes, one lane", async () => {
    delete process.env.PUNCHCLOCK_TEST_PASSWORD_COST;
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
  });

  it('take the low test cost only under NODE_ENV=test, and still verify', async () => {
    process.env.PUNCHCLOCK_TEST_PASSWORD_COST = 'low';
    const cheap = await hashPassword('difference-engine');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'difference-engine')).toBe(true);
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(await hashPassword('difference-engine')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });

  it('fail for a missing hash and for a malformed one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
