/**
 * PGlite stall bench (`npm run bench:pglite-stall`), issue 17 item 5: does a long embedded query
 * hold up every other request? One PGlite data directory (50 members × a year of entries) is served
 * twice by the same app (bench/lib/stall-server.ts): PGlite on the main thread (before), then on its
 * worker thread (after). Each time, GET /info and POST /tracker/heartbeat are probed back to back
 * by one caller each, first alone, then while one client asks for the year's financial summary
 * back to back. Then the cost of the move for a short query: `select 1` and a one-row lookup by
 * primary key through the same drizzle handle, on each thread, in this process.
 *
 * BENCH_DURATION_S seconds per phase (default 10); BENCH_MEMBERS (default 50).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/platform/db/index.js';
import { API, login, tenantHeaders } from './lib/api.js';
import { freePort, spawnNode, stopChild, waitForOk } from './lib/child.js';
import { runBenchmark } from './lib/entry.js';
import { printMachine } from './lib/harness.js';
import { probeRow, probeUntil, type Probe } from './lib/latency.js';
import { intFromEnv } from './lib/measure.js';
import { formatTable } from './lib/report.js';
import { seedOrganization, vacuumAnalyze, type SeededOrganization } from './lib/seed.js';

const SECONDS = intFromEnv('BENCH_DURATION_S', 10, 1, 600);
const MEMBERS = intFromEnv('BENCH_MEMBERS', 50, 2, 500);
const SHORT_QUERIES = 2_000;
const ROOT = fileURLToPath(new URL('../', import.meta.url));
type Thread = 'main' | 'worker';

const row = (thread: Thread, result: Probe): string[] => [thread, ...probeRow(result)];

const until = (seconds: number) => {
  const end = performance.now() + seconds * 1000;
  return () => performance.now() >= end;
};

/** Serves the seeded directory with PGlite on `thread` and probes it alone, then under the year report. */
async function probeServer(thread: Thread, dataDir: string, seeded: SeededOrganization): Promise<Probe[]> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ORGANIZATION_MAX: '100000000',
    BENCH_PGLITE_THREAD: thread,
  };
  const child = spawnNode(`server (${thread})`, ['--import', 'tsx', 'bench/lib/stall-server.ts'], { cwd: ROOT, env });
  try {
    await waitForOk(child, `${baseUrl}${API}/health`);
    const owner = seeded.members[0]!;
    const headers = tenantHeaders(await login(baseUrl, owner.email, seeded.password, seeded.orgId), seeded.orgId);
    const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const report = () => fetch(`${baseUrl}${API}/financials/summary?from=${from}&to=${to}`, { headers });
    const info = () => fetch(`${baseUrl}${API}/info`);
    const heartbeat = () =>
      fetch(`${baseUrl}${API}/tracker/heartbeat`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ clientInfo: 'bench' }),
      });
    const check = await report();
    if (!check.ok) throw new Error(`year summary: ${check.status} ${await check.text()}`);
    for (const call of [info, heartbeat]) if (!(await call()).ok) throw new Error('probe refused');

    process.stderr.write(`[${thread}] probing /info and heartbeat alone for ${SECONDS}s ...\n`);
    const aloneDone = until(SECONDS);
    const alone = await Promise.all([
      probeUntil('GET /info, alone', info, aloneDone),
      probeUntil('POST /tracker/heartbeat, alone', heartbeat, aloneDone),
    ]);
    process.stderr.write(`[${thread}] probing while the year report runs, for ${SECONDS}s ...\n`);
    const busyDone = until(SECONDS);
    let reporting = true;
    const reports = probeUntil('GET /financials/summary (a year), back to back', report, () => !reporting);
    const busy = await Promise.all([
      probeUntil('GET /info, during the report', info, busyDone),
      probeUntil('POST /tracker/heartbeat, during the report', heartbeat, busyDone),
    ]);
    reporting = false;
    return [...alone, ...busy, await reports];
  } finally {
    await stopChild(child);
  }
}

/** Short queries one at a time through drizzle on `thread`: what the hop to the worker costs. */
async function shortQueries(thread: Thread, dataDir: string, memberId: string): Promise<Probe[]> {
  const database = await openPglite(path.join(dataDir, 'pglite'), undefined, { thread });
  try {
    const time = async (label: string, query: () => Promise<unknown>) => {
      for (let index = 0; index < 200; index++) await query();
      const result: Probe = { label, ms: [], failures: 0 };
      for (let index = 0; index < SHORT_QUERIES; index++) {
        const started = performance.now();
        await query();
        result.ms.push(performance.now() - started);
      }
      return result;
    };
    return [
      await time('select 1', () => database.db.execute(sql`select 1`)),
      await time('member by primary key', () =>
        database.db.execute(sql`select id, role_id, status from members where id = ${memberId}`),
      ),
    ];
  } finally {
    await database.close();
  }
}

async function main(dataDir: string): Promise<number> {
  printMachine(
    `load: /info and a tracker heartbeat, one caller each back to back, ${SECONDS}s alone, then ${SECONDS}s while 1 client asks for a year's financial summary back to back; ${MEMBERS} members × 365 days`,
  );
  const seeding = await openPglite(path.join(dataDir, 'pglite'));
  await seeding.migrate();
  const seeded = await seedOrganization(
    seeding.db,
    { members: MEMBERS, projects: 10, days: 365, slotsPerDay: 8, workingDaysOnly: true },
    new Date(),
  );
  await vacuumAnalyze(seeding.db);
  await seeding.close();
  console.log(`seeded: ${seeded.entries} entries\n`);

  const rows: string[][] = [];
  const short: string[][] = [];
  let failures = 0;
  for (const thread of ['main', 'worker'] as const) {
    for (const result of await probeServer(thread, dataDir, seeded)) {
      rows.push(row(thread, result));
      failures += result.failures;
    }
    for (const result of await shortQueries(thread, dataDir, seeded.members[0]!.memberId))
      short.push(row(thread, result));
  }
  const headers = ['PGlite on', 'request', 'answered', 'failed', 'p50 ms', 'p99 ms', 'max ms'];
  console.log(formatTable(headers, rows));
  console.log(`\nshort queries, ${SHORT_QUERIES} one at a time through drizzle in this process:`);
  console.log(formatTable(['PGlite on', 'query', 'runs', 'failed', 'p50 ms', 'p99 ms', 'max ms'], short));
  return failures === 0 ? 0 : 1;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'punchclock-stall-bench-'));
await runBenchmark(
  () => main(dataDir),
  async () => {
    await rm(dataDir, { recursive: true, force: true });
    return true;
  },
);
