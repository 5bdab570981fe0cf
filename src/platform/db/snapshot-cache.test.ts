import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { rowsOf } from './rows.js';
import { createReportCache, isOlderSnapshot } from './snapshot-cache.js';

// Embedded, whatever DATABASE_URL says: a shared server's snapshot moves with every other test
// file's writes, so counting how often a report ran needs a database of this file's own.
const t = {} as { database: Database };

beforeAll(async () => {
  t.database = await openPglite(undefined);
  await t.database.db.execute(sql`create table cache_probe (org text not null, amount int not null)`);
});
afterAll(() => t.database.close());

/** `compute` as a report that counts how often it really ran (`runs`). */
function counting<T>(compute: () => Promise<T>) {
  const report = () => {
    report.runs++;
    return compute();
  };
  report.runs = 0;
  return report;
}

/** A report over the probe table, counting its runs. */
function probeReport(org: string) {
  return counting(async () => {
    const rows = rowsOf<{ total: number }>(
      await t.database.db.execute(
        sql`select coalesce(sum(amount), 0)::int as total from cache_probe where org = ${org}`,
      ),
    );
    // The size a report's serialized answer would have.
    return { total: rows[0]!.total, byteLength: 16 };
  });
}

const insert = (org: string, amount: number) =>
  t.database.db.execute(sql`insert into cache_probe (org, amount) values (${org}, ${amount})`);

describe('report answers keyed by the database snapshot', () => {
  it('answers a repeated report without running it, and runs it again once anything is written', async () => {
    const cache = createReportCache(t.database.db);
    const report = probeReport('a');
    expect(await cache.read({ orgId: 'org-a' }, { q: 1 }, report)).toMatchObject({ total: 0 });
    expect(await cache.read({ orgId: 'org-a' }, { q: 1 }, report)).toMatchObject({ total: 0 });
    expect(report.runs).toBe(1);

    await insert('a', 5);
    expect(await cache.read({ orgId: 'org-a' }, { q: 1 }, report)).toMatchObject({ total: 5 });
    expect(report.runs).toBe(2);

    // A write of anything at all (here another organization's row) is a new snapshot: run again.
    await insert('b', 7);
    expect(await cache.read({ orgId: 'org-a' }, { q: 1 }, report)).toMatchObject({ total: 5 });
    expect(report.runs).toBe(3);
  });

  it('keeps organizations and inputs apart', async () => {
    const cache = createReportCache(t.database.db);
    const forA = probeReport('a');
    const forB = probeReport('b');
    const a = await cache.read({ orgId: 'org-a' }, { q: 1 }, forA);
    const b = await cache.read({ orgId: 'org-b' }, { q: 1 }, forB);
    expect(a).not.toEqual(b);
    expect(await cache.read({ orgId: 'org-b' }, { q: 1 }, forA)).toEqual(b);
    expect(await cache.read({ orgId: 'org-a' }, { q: 2 }, forB)).toEqual(b);
    expect(forB.runs).toBe(2);
  });

  it('does not keep an answer when a write committed while it was computed', async () => {
    const cache = createReportCache(t.database.db);
    const report = probeReport('a');
    const before = (await report()).total;
    const racing = async () => {
      const answer = await report();
      await insert('a', 1);
      return answer;
    };
    expect(await cache.read({ orgId: 'org-a' }, {}, racing)).toMatchObject({ total: before });
    // The snapshot after the write equals the one now: had the stale answer been kept, it would be read here.
    expect(await cache.read({ orgId: 'org-a' }, {}, report)).toMatchObject({ total: before + 1 });
  });

  it('runs a report once for callers asking at the same time, and does not keep a failure', async () => {
    const cache = createReportCache(t.database.db);
    const report = probeReport('a');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.read({ orgId: 'org-a' }, {}, report)));
    expect(new Set(answers.map((answer) => answer.total)).size).toBe(1);
    expect(report.runs).toBe(1);

    let failures = 0;
    const failing = () => {
      failures++;
      return Promise.reject(new Error('report failed'));
    };
    await expect(cache.read({ orgId: 'org-a' }, { failing: true }, failing)).rejects.toThrow('report failed');
    await expect(cache.read({ orgId: 'org-a' }, { failing: true }, failing)).rejects.toThrow('report failed');
    expect(failures).toBe(2);
  });

  it('forgets the least recently read answers past its size', async () => {
    const cache = createReportCache(t.database.db, { maxEntries: 2 });
    const report = probeReport('a');
    await cache.read({ orgId: 'org-a' }, 1, report);
    await cache.read({ orgId: 'org-a' }, 2, report);
    await cache.read({ orgId: 'org-a' }, 1, report);
    await cache.read({ orgId: 'org-a' }, 3, report); // 2 goes: 1 was read more recently
    expect(report.runs).toBe(3);
    await cache.read({ orgId: 'org-a' }, 1, report);
    expect(report.runs).toBe(3);
    await cache.read({ orgId: 'org-a' }, 2, report);
    expect(report.runs).toBe(4);
  });
});

describe('the bytes kept', () => {
  const sized = (byteLength: number) => counting(() => Promise.resolve({ byteLength }));

  it('forget the least recently read answers past the budget, and never keep one larger than it', async () => {
    const cache = createReportCache(t.database.db, { maxBytes: 100 });
    const forty = sized(40);
    const caller = { orgId: 'org-a', dataSnapshot: '5:5:' };
    await cache.read(caller, 1, forty);
    await cache.read(caller, 2, forty);
    await cache.read(caller, 1, forty);
    await cache.read(caller, 3, forty); // 120 bytes: 2 goes, 1 was read more recently
    expect(forty.runs).toBe(3);
    await cache.read(caller, 1, forty);
    await cache.read(caller, 3, forty);
    expect(forty.runs).toBe(3);
    await cache.read(caller, 2, forty);
    expect(forty.runs).toBe(4);

    const large = sized(150);
    await cache.read(caller, 'large', large);
    await cache.read(caller, 'large', large);
    expect(large.runs).toBe(2);
    // The large answer displaced nothing.
    await cache.read(caller, 2, forty);
    expect(forty.runs).toBe(4);
  });
});

describe('the snapshot the tenant guard read', () => {
  it('is used instead of reading one, and a caller with an older one is answered but not kept', async () => {
    const cache = createReportCache(t.database.db);
    const report = probeReport('a');
    const older = { orgId: 'org-a', dataSnapshot: '10:10:' };
    const newer = { orgId: 'org-a', dataSnapshot: '12:12:' };
    const first = await cache.read(newer, {}, report);
    expect(await cache.read(newer, {}, report)).toBe(first);
    expect(report.runs).toBe(1); // both from the snapshot given: the database's own never matched

    await cache.read(older, {}, report);
    await cache.read(older, {}, report);
    expect(report.runs).toBe(3);
    expect(await cache.read(newer, {}, report)).toBe(first); // the newer answers are still there
    expect(report.runs).toBe(3);
  });
});

describe('which of two snapshots is older', () => {
  it('orders by xmax, and at the same xmax by the transactions still in progress', () => {
    expect(isOlderSnapshot('10:10:', '12:12:')).toBe(true);
    expect(isOlderSnapshot('12:12:', '10:10:')).toBe(false);
    // Transaction 11 was in progress and then ended, with no later one ending: same xmax.
    expect(isOlderSnapshot('10:13:10,11', '10:13:10')).toBe(true);
    expect(isOlderSnapshot('10:13:10', '10:13:10,11')).toBe(false);
    expect(isOlderSnapshot('10:13:10,11', '13:13:')).toBe(true);
    expect(isOlderSnapshot('10:13:10', '10:13:10')).toBe(false);
    // Ids past 2^53 stay exact.
    expect(isOlderSnapshot('9007199254740993:9007199254740993:', '9007199254740994:9007199254740994:')).toBe(true);
  });

  it('keeps the newer answers when a caller with the older of two same-xmax snapshots comes late', async () => {
    const cache = createReportCache(t.database.db);
    const report = probeReport('a');
    const older = { orgId: 'org-a', dataSnapshot: '10:13:10,11' };
    const newer = { orgId: 'org-a', dataSnapshot: '10:13:10' };
    const first = await cache.read(newer, {}, report);
    await cache.read(older, {}, report);
    expect(await cache.read(newer, {}, report)).toBe(first);
    expect(report.runs).toBe(2);
  });
});
