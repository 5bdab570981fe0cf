import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { access } from '../auth/access.js';
import { defineRoute } from '../http/route.js';

/**
 * What the database refuses reaches clients through the one error handler, whatever the route:
 * real statements against the real database raise each class of error here.
 */
let t: TestApp;
let attempts = 0;

beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) =>
      app.register(
        async (api) => {
          const probe = (url: string, run: (query: Record<string, string>) => Promise<unknown>) =>
            defineRoute(api, {
              method: 'POST',
              url,
              operationId: `test${url.replace(/\W/g, '')}`,
              tags: ['Test'],
              summary: url,
              access: access.public,
              // What the probes make the database refuse; 400 and 503 every route declares.
              errorStatuses: [409],
              query: z.object({ fail: z.coerce.number().int().default(0) }).catchall(z.string()),
              response: z.object({ attempts: z.number() }),
              handler: async ({ query }) => {
                await run(query);
                return { attempts };
              },
            });
          probe('/unique', async () => {
            await t.database.db.execute(sql`insert into db_errors_probe (id) values (1)`);
          });
          probe('/reference', async () => {
            await t.database.db.execute(sql`insert into db_errors_child (parent_id) values (42)`);
          });
          probe('/data', async () => {
            await t.database.db.execute(
              sql`select ${new Date('9999-12-31T23:00:00-05:00').toISOString()}::timestamptz`,
            );
          });
          probe('/deadlock', async (query) => {
            attempts = 0;
            await t.database.db.transaction(async (tx) => {
              attempts += 1;
              if (attempts <= Number(query.fail)) {
                await tx.execute(
                  sql.raw(`do $$ begin raise exception 'simulated' using errcode = 'deadlock_detected'; end $$`),
                );
              }
            });
          });
        },
        { prefix: '/api/v1/test' },
      ),
  });
  await t.database.db.execute(sql`create table db_errors_probe (id integer primary key)`);
  await t.database.db.execute(
    sql`create table db_errors_child (parent_id integer not null references db_errors_probe (id))`,
  );
});
afterAll(() => t.close());

const call = (path: string) => t.app.inject({ method: 'POST', url: `/api/v1/test${path}` });

function expectError(response: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({
    success: false,
    code,
    error: expect.any(String),
    message: expect.any(String),
    hint: expect.any(String),
  });
}

describe('database errors in the error model', () => {
  it('answers a unique violation with 409 ALREADY_EXISTS', async () => {
    expect((await call('/unique')).statusCode).toBe(200);
    expectError(await call('/unique'), 409, 'ALREADY_EXISTS');
  });

  it('answers a foreign-key violation with 409 REFERENCE_CONFLICT', async () => {
    expectError(await call('/reference'), 409, 'REFERENCE_CONFLICT');
  });

  it('answers a data exception (a value the column cannot hold) with 400', async () => {
    expectError(await call('/data'), 400, 'UNSTORABLE_VALUE');
  });

  it('runs a transaction again after a deadlock, and succeeds when the deadlock does not recur', async () => {
    const response = await call('/deadlock?fail=2');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attempts).toBe(3);
  });

  it('gives up after a bounded number of attempts with 503 and a hint to retry', async () => {
    const response = await call('/deadlock?fail=100');
    expectError(response, 503, 'SERVICE_UNAVAILABLE');
    expect(response.headers['retry-after']).toBe('1');
    expect(attempts).toBe(4);
  });
});
