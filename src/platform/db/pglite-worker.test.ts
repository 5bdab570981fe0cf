import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import type { Database } from './database.js';
import { classifyDatabaseError } from './pg-errors.js';
import { openPglite } from './pglite.js';
import { rowsOf } from './rows.js';

/**
 * Embedded PGlite runs on a worker thread of its own (worker/host.ts): a long query must leave the
 * event loop free for every other request, while a transaction's statements still run as one
 * block that no other caller's statement gets into. PGlite whatever DATABASE_URL says: this is
 * about the embedded driver.
 */
let database: Database;
let t: TestApp;

beforeAll(async () => {
  // Migrated here: on DATABASE_URL's lane the run has a PostgreSQL template, not a PGlite snapshot.
  database = await openPglite(undefined);
  await database.migrate();
  t = await buildTestApp({ database });
  await database.db.execute(sql`create table worker_log (n serial primary key, who text not null unique)`);
});

afterAll(async () => {
  await t.close();
  await database.close();
});

const log = async () =>
  rowsOf<{ who: string }>(await database.db.execute(sql`select who from worker_log order by n`)).map((row) => row.who);

/** A promise and the function that settles it, to hold a transaction open until the test says. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('PGlite on a worker thread', () => {
  it('answers /info while a slow query is still running', async () => {
    let finished = false;
    const slow = database.db.execute(sql`select pg_sleep(2)`).then(() => (finished = true));
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/info' });
    expect(info.statusCode).toBe(200);
    expect(finished).toBe(false);
    await slow;
  });

  it("never lets another caller's statement into an open transaction", async () => {
    await database.db.execute(sql`truncate worker_log restart identity`);
    const { opened, open } = gate();
    let outsiderDone = false;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_log (who) values ('tx-1')`);
      await opened;
      const seen = rowsOf<{ count: number }>(
        await tx.execute(sql`select count(*)::int as count from worker_log where who = 'outsider'`),
      );
      await tx.execute(sql`insert into worker_log (who) values ('tx-2')`);
      return seen[0]!.count;
    });
    // Sent while the transaction is open: it waits for the commit rather than run between tx-1 and tx-2.
    const outsider = database.db
      .execute(sql`insert into worker_log (who) values ('outsider')`)
      .then(() => (outsiderDone = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsiderDone).toBe(false);
    open();
    expect(await transaction).toBe(0);
    await outsider;
    expect(await log()).toEqual(['tx-1', 'tx-2', 'outsider']);
  });

  it('keeps two concurrent transactions whole, one after the other', async () => {
    await database.db.execute(sql`truncate worker_log restart identity`);
    const writer = (name: string) =>
      database.db.transaction(async (tx) => {
        for (const step of [1, 2, 3]) await tx.execute(sql`insert into worker_log (who) values (${`${name}-${step}`})`);
      });
    await Promise.all([writer('a'), writer('b')]);
    const order = await log();
    expect([order.slice(0, 3), order.slice(3)].sort()).toEqual([
      ['a-1', 'a-2', 'a-3'],
      ['b-1', 'b-2', 'b-3'],
    ]);
  });

  it('rolls a failed transaction back whole and carries on', async () => {
    await database.db.execute(sql`truncate worker_log restart identity`);
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_log (who) values ('kept?')`);
      await tx.execute(sql`insert into worker_log (who) values ('kept?')`);
    });
    const error = await failing.catch((caught: unknown) => caught);
    // The PostgreSQL error's fields survive the trip between threads, so the API maps it as before.
    expect(classifyDatabaseError(error)).toBe('unique');
    expect(await log()).toEqual([]);
    await database.db.execute(sql`insert into worker_log (who) values ('after')`);
    expect(await log()).toEqual(['after']);
  });

  it('delivers notifications from the worker, after commit', async () => {
    const received: string[] = [];
    const unlisten = await database.listen('worker_test', (payload) => received.push(payload));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_test', 'hello')`);
    });
    await database.ping();
    await unlisten();
    expect(received).toEqual(['hello']);
  });

  it("fails a query with PostgreSQL's error and the stack of the code that sent it", async () => {
    async function insertTwice() {
      await database.db.execute(sql`insert into worker_log (who) values ('twice')`);
      await database.db.execute(sql`insert into worker_log (who) values ('twice')`);
    }
    const failure = await insertTwice().then(
      () => null,
      (error: unknown) => error as Error,
    );
    // drizzle wraps the driver's error; the cause is the one rebuilt from the worker's answer.
    const error = failure?.cause as (Error & { code?: string }) | undefined;
    expect(error?.code).toBe('23505');
    expect(error?.stack).toMatch(/^error: duplicate key value/);
    // The sending side's frames (the first ten, V8's default), not the worker's.
    expect(error?.stack).toContain('drizzle-orm/pglite/session');
    expect(error?.stack).not.toContain('worker/host');
  });

  it('says why when the worker cannot open the database, instead of hanging', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'punchclock-worker-'));
    try {
      // A data directory of some other PostgreSQL version: PGlite refuses it inside the worker.
      const dataDir = path.join(folder, 'pglite');
      await mkdir(dataDir);
      await writeFile(path.join(dataDir, 'PG_VERSION'), '9\n');
      // PGlite's own error, rebuilt on this thread: "PGlite failed to initialize properly".
      await expect(openPglite(dataDir)).rejects.toThrow(/PGlite/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
