/**
 * Report benchmark (`npm run bench:financials`), issues 10 and 17: GET /projects (every project's
 * budget use and profitability) and GET /financials/summary for the default month and for a year,
 * over an organization of BENCH_MEMBERS members (default 50; 500 is about 1.5 million entries)
 * with a year of time entries (bench/lib/seed.ts), BENCH_CONNECTIONS concurrent callers (default
 * 10), each next to the raw queries the route runs (the very SQL its service sends, captured and
 * replayed through the bare driver in this process) and a bare Fastify route.
 *
 * As in bench:data, the bench owns the PGlite data directory first (migrate, seed, capture,
 * replay), closes it, and only then starts the server on it. See docs/performance.md, "Reports".
 */
import { createSummaryService } from '../src/modules/financials/summary.service.js';
import type { SummaryQuery } from '../src/modules/financials/summary.schemas.js';
import { createProjectsService } from '../src/modules/projects/projects.service.js';
import { projectTimeReader } from '../src/modules/time/index.js';
import type { Db } from '../src/platform/db/index.js';
import { systemClock } from '../src/platform/clock.js';
import { API, login, tenantHeaders } from './lib/api.js';
import { rawDriverOf } from './lib/database.js';
import { statusOf } from './lib/entry.js';
import { elapsed, printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { intFromEnv, loadOptionsFromEnv, measure, measureLoop, type Summary } from './lib/measure.js';
import { captureQueries, replay, tenantContextOf, type CapturedQuery } from './lib/queries.js';
import { pairedTable } from './lib/report.js';
import { seedOrganization, vacuumAnalyze, type SeededMember } from './lib/seed.js';
import { BASELINE_PATH } from './lib/server.js';

const options = loadOptionsFromEnv();
const SHAPE = {
  members: intFromEnv('BENCH_MEMBERS', 50, 2, 1_000),
  projects: 10,
  days: intFromEnv('BENCH_DAYS', 365, 7, 365),
  slotsPerDay: intFromEnv('BENCH_SLOTS_PER_DAY', 8, 1, 14),
};

const day = (date: Date) => date.toISOString().slice(0, 10);

async function main(run: BenchRun): Promise<number> {
  printMachine(
    `load: ${options.connections} concurrent callers, ${options.warmupS}s warmup + ${options.durationS}s measured per target`,
  );
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
  const owner = await tenantContextOf(database.db, seeded.orgId, seeded.members[0]!.memberId);
  const summary = (query: SummaryQuery) => (db: Db) => createSummaryService(db, systemClock).summary(owner, query);
  const periods = [
    {
      key: 'projects',
      label: 'GET /projects (budget use and profitability of every project)',
      path: '/projects?limit=50',
      run: (db: Db) =>
        createProjectsService(db, systemClock, projectTimeReader).list(owner, { status: 'ACTIVE', limit: 50 }),
    },
    {
      key: 'month',
      label: 'GET /financials/summary, this month vs last (default)',
      path: '/financials/summary',
      run: summary({}),
    },
    {
      key: 'year',
      label: `GET /financials/summary, ${SHAPE.days} days vs the ${SHAPE.days} before`,
      path: `/financials/summary?from=${day(yearFrom)}&to=${day(yesterday)}`,
      run: summary({ from: day(yearFrom), to: day(yesterday) }),
    },
  ] as const;

  const driver = rawDriverOf(database);
  const raw = new Map<string, Summary>();
  for (const period of periods) {
    const captured: CapturedQuery[] = await captureQueries(database, period.run);
    process.stderr.write(`measuring raw queries of the ${period.key} summary (${captured.length} statements) ...\n`);
    raw.set(period.key, await measureLoop(`  raw queries, ${period.label}`, () => replay(driver, captured), options));
  }
  const { baseline, punchclock } = await run.startServers();
  console.log(`server: database ${punchclock.databaseKind}`);
  const headers = tenantHeaders(
    await login(punchclock.baseUrl, seeded.members[0]!.email, seeded.password, seeded.orgId),
    seeded.orgId,
  );

  const writer = entryWriter(punchclock.baseUrl, seeded.members[1]!, seeded.password, seeded.orgId, yesterday);
  await writer.signIn();
  const results: Summary[] = [];
  const rawOf = new Map<Summary, Summary>();
  process.stderr.write('measuring the baseline ...\n');
  results.push(
    await measure({ name: `baseline GET ${BASELINE_PATH}`, url: `${baseline.baseUrl}${BASELINE_PATH}` }, options),
  );
  for (const period of periods) {
    const url = `${punchclock.baseUrl}${API}${period.path}`;
    const check = await fetch(url, { headers });
    const body = (await check.json()) as { data?: { totals?: { revenue?: number; hoursLogged?: number } } };
    console.log(
      `check ${period.key}: ${check.status}, revenue ${body.data?.totals?.revenue}, hours ${body.data?.totals?.hoursLogged}`,
    );
    const rawResult = raw.get(period.key)!;
    results.push(rawResult);
    process.stderr.write(`measuring ${period.label} ...\n`);
    const result = await measure({ name: period.label, url, headers, timeoutS: 120 }, options);
    // The request abandoned at the deadline may still run: let it finish before the next target.
    await (await fetch(url, { headers })).arrayBuffer();
    results.push(result);
    rawOf.set(result, rawResult);
    // A repeated report is answered from the snapshot-keyed cache
    // (docs/decisions/reports/report-answers-kept-per-database-snapshot.md); each write ends that, so measure it
    // with writes too.
    process.stderr.write(`measuring ${period.label} while time is logged ...\n`);
    const stopWriting = writer.start();
    const busy = await measure({ name: `${period.label}, with writes`, url, headers, timeoutS: 120 }, options);
    const written = await stopWriting();
    const perSecond = (written / (options.warmupS + options.durationS)).toFixed(1);
    console.log(`  with writes: ${written} entries logged, ${perSecond} a second`);
    await (await fetch(url, { headers })).arrayBuffer();
    results.push(busy);
    rawOf.set(busy, rawResult);
  }

  const [fastify] = results;
  console.log(`\n${pairedTable(results, fastify!, (row) => rawOf.get(row))}\n`);
  return statusOf(results);
}

const WRITES_PER_S = 20;

/**
 * A member logging short manual entries through the API, one after the other with a pause of
 * 1/WRITES_PER_S s between them (so fewer a second when each takes long), on the evening of
 * `day` after the seeded slots (which end by 20:00 UTC), each 5 s long and 10 s after the last.
 */
function entryWriter(baseUrl: string, member: SeededMember, password: string, orgId: string, day: Date) {
  const evening = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 20, 0, 0);
  let headers: Record<string, string> = {};
  let next = 0;
  return {
    async signIn() {
      headers = {
        ...tenantHeaders(await login(baseUrl, member.email, password, orgId), orgId),
        'content-type': 'application/json',
      };
    },
    /** Starts writing; the returned function stops and resolves to how many entries were created. */
    start(): () => Promise<number> {
      let created = 0;
      let writing = true;
      const loop = (async () => {
        while (writing) {
          const startTime = new Date(evening + next++ * 10_000);
          const endTime = new Date(startTime.getTime() + 5_000);
          const response = await fetch(`${baseUrl}${API}/time/manual`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ projectId: member.projectId, startTime, endTime }),
          });
          if (response.status === 201) created++;
          await response.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 1000 / WRITES_PER_S));
        }
      })();
      return async () => {
        writing = false;
        await loop;
        return created;
      };
    },
  };
}

await runDataBenchmark(main);
