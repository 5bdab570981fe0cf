/**
 * Financial summary benchmark (`npm run bench:financials`), issue 10: GET /financials/summary over
 * an organization of 50 members with a year of time entries (bench/lib/seed.ts), for the default
 * period (this UTC month against the previous one) and for a whole year (against the year
 * before), each next to the raw queries it runs (the very SQL the summary service sends,
 * captured and replayed through the bare driver in this process) and a bare Fastify route.
 *
 * As in bench:data, the bench owns the PGlite data directory first (migrate, seed, capture,
 * replay), closes it, and only then starts the server on it. A summary is a report someone
 * opens, not a hot path: one caller at a time (BENCH_CONNECTIONS does not apply), so the figure
 * is the latency of one request. See docs/performance.md, "Financial summary".
 */
import { createSummaryService } from '../src/modules/financials/summary.service.js';
import { systemClock } from '../src/platform/clock.js';
import { API, login, tenantHeaders } from './lib/api.js';
import { rawDriverOf } from './lib/database.js';
import { statusOf } from './lib/entry.js';
import { elapsed, printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { intFromEnv, loadOptionsFromEnv, measure, measureLoop, type Summary } from './lib/measure.js';
import { captureQueries, replay, tenantContextOf, type CapturedQuery } from './lib/queries.js';
import { pairedTable } from './lib/report.js';
import { seedOrganization, vacuumAnalyze } from './lib/seed.js';
import { BASELINE_PATH } from './lib/server.js';

const options = { ...loadOptionsFromEnv(), connections: 1 };
const SHAPE = {
  members: 50,
  projects: 10,
  days: intFromEnv('BENCH_DAYS', 365, 7, 365),
  slotsPerDay: intFromEnv('BENCH_SLOTS_PER_DAY', 8, 1, 14),
};

const day = (date: Date) => date.toISOString().slice(0, 10);

async function main(run: BenchRun): Promise<number> {
  printMachine(`load: 1 caller, ${options.warmupS}s warmup + ${options.durationS}s measured per target`);
  const { database } = await run.openDatabase(4);
  const started = performance.now();
  const now = new Date();
  const seeded = await seedOrganization(database.db, SHAPE, now);
  await vacuumAnalyze(database.db);
  console.log(
    `seeded ${SHAPE.members} members, ${SHAPE.projects} projects, ${seeded.entries.toLocaleString('en-US')} entries over ${SHAPE.days} days in ${elapsed(started)}\n`,
  );

  // The year: the last BENCH_DAYS full UTC days (at most 366, the route's limit), ending yesterday.
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const yearFrom = new Date(yesterday.getTime() - (SHAPE.days - 1) * 24 * 60 * 60 * 1000);
  const periods = [
    { key: 'month', label: 'this month vs last (default)', query: {}, search: '' },
    {
      key: 'year',
      label: `${SHAPE.days} days vs the ${SHAPE.days} before`,
      query: { from: day(yearFrom), to: day(yesterday) },
      search: `?from=${day(yearFrom)}&to=${day(yesterday)}`,
    },
  ] as const;

  const owner = await tenantContextOf(database.db, seeded.orgId, seeded.members[0]!.memberId);
  const driver = rawDriverOf(database);
  const raw = new Map<string, Summary>();
  for (const period of periods) {
    const captured: CapturedQuery[] = await captureQueries(database, (db) =>
      createSummaryService(db, systemClock).summary(owner, period.query),
    );
    process.stderr.write(`measuring raw queries of the ${period.key} summary (${captured.length} statements) ...\n`);
    raw.set(period.key, await measureLoop(`  raw queries, ${period.label}`, () => replay(driver, captured), options));
  }
  const { baseline, punchclock } = await run.startServers();
  console.log(`server: database ${punchclock.databaseKind}`);
  const headers = tenantHeaders(
    await login(punchclock.baseUrl, seeded.members[0]!.email, seeded.password, seeded.orgId),
    seeded.orgId,
  );

  const results: Summary[] = [];
  const rawOf = new Map<Summary, Summary>();
  process.stderr.write('measuring the baseline ...\n');
  results.push(
    await measure({ name: `baseline GET ${BASELINE_PATH}`, url: `${baseline.baseUrl}${BASELINE_PATH}` }, options),
  );
  for (const period of periods) {
    const url = `${punchclock.baseUrl}${API}/financials/summary${period.search}`;
    const check = await fetch(url, { headers });
    const body = (await check.json()) as { data?: { totals?: { revenue?: number; hoursLogged?: number } } };
    console.log(
      `check ${period.key}: ${check.status}, revenue ${body.data?.totals?.revenue}, hours ${body.data?.totals?.hoursLogged}`,
    );
    const rawResult = raw.get(period.key)!;
    results.push(rawResult);
    process.stderr.write(`measuring GET /financials/summary, ${period.label} ...\n`);
    const result = await measure(
      { name: `GET /financials/summary, ${period.label}`, url, headers, timeoutS: 120 },
      options,
    );
    // The request abandoned at the deadline may still run: let it finish before the next target.
    await (await fetch(url, { headers })).arrayBuffer();
    results.push(result);
    rawOf.set(result, rawResult);
  }

  const [fastify] = results;
  console.log(`\n${pairedTable(results, fastify!, (row) => rawOf.get(row))}\n`);
  return statusOf(results);
}

await runDataBenchmark(main);
