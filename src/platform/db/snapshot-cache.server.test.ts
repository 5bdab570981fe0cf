import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../../../test/support/empty-database.js';
import type { Database } from './database.js';
import { openPostgres } from './postgres.js';
import { rowsOf } from './rows.js';
import { createReportCache, isOlderSnapshot } from './snapshot-cache.js';

// What only a server shows: several pool connections, transactions of other sessions in progress
// and ending while reports run (docs/decisions/reports/report-answers-kept-per-database-snapshot.md).
const serverUrl = process.env.DATABASE_URL;
const t = {} as { database: Database; url: string; drop: () => Promise<void> };

describe.skipIf(!serverUrl)('report answers keyed by the snapshot, on a PostgreSQL server', () => {
  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    t.url = created.url;
    t.drop = () => created.drop();
    t.database = await openPostgres(created.url, 5);
    await t.database.db.execute(sql`create table cache_probe (amount int not null)`);
  });
  afterAll(async () => {
    await t.database.close();
    await t.drop();
  });

  const snapshotNow = async () =>
    rowsOf<{ snapshot: string }>(await t.database.db.execute(sql`select pg_current_snapshot()::text as snapshot`))[0]!
      .snapshot;
  const total = async () =>
    rowsOf<{ total: number }>(
      await t.database.db.execute(sql`select coalesce(sum(amount), 0)::int as total from cache_probe`),
    )[0]!.total;

  async function otherSession<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it('tells the snapshot taken while another session wrote from the one taken after it committed', async () => {
    await otherSession(async (writer) => {
      await writer.query('begin');
      await writer.query('insert into cache_probe (amount) values (1)');
      const during = await snapshotNow();
      await writer.query('commit');
      const after = await snapshotNow();
      expect(during).not.toBe(after);
      expect(isOlderSnapshot(during, after)).toBe(true);
      expect(isOlderSnapshot(after, during)).toBe(false);
    });
  });

  it('never answers with less than the caller could see when it asked, while other sessions write', async () => {
    const cache = createReportCache(t.database.db);
    let stop = false;
    const writing = otherSession(async (writer) => {
      let written = 0;
      while (!stop) {
        await writer.query('insert into cache_probe (amount) values (1)');
        written++;
      }
      return written;
    });
    let served = 0;
    let computed = 0;
    const report = async () => {
      computed++;
      return { total: await total(), byteLength: 16 };
    };
    for (let round = 0; round < 150; round++) {
      // As the tenant guard does: the snapshot read with the caller's membership, then the report.
      const seen = await total();
      const snapshot = await snapshotNow();
      const callers = await Promise.all(
        Array.from({ length: 3 }, () => cache.read({ orgId: 'org-a', dataSnapshot: snapshot }, {}, report)),
      );
      for (const answer of callers) expect(answer.total).toBeGreaterThanOrEqual(seen);
      served += callers.length;
    }
    stop = true;
    expect(await writing).toBeGreaterThan(0);
    // Callers asking at the same moment shared computations: the cache was in use, not bypassed.
    expect(computed).toBeLessThan(served);
  });
});
