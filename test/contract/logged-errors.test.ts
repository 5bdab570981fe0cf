import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { users } from '../../src/modules/users/index.js';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { newId } from '../../src/platform/ids.js';
import { loggerOptions } from '../../src/platform/logging/logger.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.destroy());

/** A logger configured as the server's, writing its JSON lines into an array. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, { write: (line: string) => lines.push(line) });
  return { logger, output: () => lines.join('') };
}

async function failedInsert(): Promise<{ error: unknown; hash: string; email: string }> {
  const email = `someone-${newId()}@example.com`;
  const hash = await hashPassword('correct horse battery staple');
  await test.database.db.insert(users).values({ id: newId(), email, fullName: 'First', passwordHash: hash });
  try {
    // The same email again: a unique violation whose parameters include the argon2id hash.
    await test.database.db.insert(users).values({ id: newId(), email, fullName: 'Second', passwordHash: hash });
  } catch (error) {
    return { error, hash, email };
  }
  throw new Error('the duplicate insert succeeded');
}

describe('logging a database error', () => {
  it('keeps what failed and drops the statement parameters and row values', async () => {
    const { error, hash, email } = await failedInsert();
    // The raw error really carries the secrets, so the assertions below can fail.
    expect(`${(error as Error).message}`).toContain(hash);

    const { logger, output } = capturingLogger();
    logger.error({ err: error }, 'request failed');
    const logged = output();
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain(hash.split('$').at(-1));
    expect(logged).not.toContain(email);

    const line = JSON.parse(logged) as {
      err: {
        message: string;
        query?: string;
        stack: string;
        cause?: { code?: string; constraint?: string; stack: string };
      };
    };
    expect(line.err.query).toMatch(/insert into "users"/);
    expect(line.err.stack).toMatch(/\n\s+at /);
    expect(line.err.cause?.code).toBe('23505');
    expect(line.err.cause?.constraint ?? line.err.cause?.stack).toContain('users_email_unique');
  });

  it('cuts the value out of a PostgreSQL message that quotes it', async () => {
    const { logger, output } = capturingLogger();
    const secret = 'invite-token-Zm9vYmFyYmF6';
    const error = Object.assign(new Error(`invalid input syntax for type uuid: "${secret}"`), {
      code: '22P02',
      severity: 'ERROR',
      detail: secret,
    });
    logger.error({ err: error }, 'request failed');
    expect(output()).not.toContain(secret);
    expect(output()).toContain('22P02');
  });

  it('masks email addresses in messages, as a 4xx message naming another member is logged', () => {
    const { logger, output } = capturingLogger();
    logger.info(
      { code: 'ALREADY_A_MEMBER', status: 409 },
      'bob.other@example.com is already a member of this organization',
    );
    logger.error({ err: new Error('no account for carol@example.org') }, 'failed');
    expect(output()).not.toMatch(/bob\.other@|carol@/);
    expect(output()).toContain('[email] is already a member');
  });

  it('leaves an ordinary error readable', () => {
    const { logger, output } = capturingLogger();
    logger.error({ err: new TypeError('cannot read properties of undefined') }, 'boom');
    const line = JSON.parse(output()) as { err: { type: string; message: string; stack: string } };
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'cannot read properties of undefined' });
    expect(line.err.stack).toContain('logged-errors.test.ts');
  });
});
