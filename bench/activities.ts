/**
 * Activity benchmark (`npm run bench:activities`; `npm run bench:ingest` for ingestion alone),
 * issue 9:
 *
 * 1. Ingestion: 50 concurrent trackers (one per member) uploading 10-minute slots through
 *    POST /tracker/slots and POST /tracker/slots/batch, next to a bare Fastify route echoing the
 *    same JSON bodies, loaded the same way in the same run.
 * 2. Summary: GET /activities/summary over 50 members × N days of slots (8 hours a day, each slot
 *    with three applications and two sites), for the whole team and for one member, each next to
 *    the same queries through the bare driver, and to the slot scan the route ran before the
 *    per-day rollup (raw SQL, same run).
 *
 * Default run: 14 days, 5 s per target (about 2 minutes on 2 quiet cores). Full size:
 * BENCH_ACTIVITY_DAYS=90 BENCH_DURATION_S=10. See docs/performance.md, "Activities".
 */
import { API, login, tenantHeaders } from './lib/api.js';
import { seedSlots, slotFactory, trackerPool } from './lib/activity-data.js';
import { rawDriverOf, type RawDriver } from './lib/database.js';
import { statusOf } from './lib/entry.js';
import { elapsed, printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { intFromEnv, loadOptionsFromEnv, measure, measureLoop, type Summary } from './lib/measure.js';
import { captureQueries, replay, tenantContextOf } from './lib/queries.js';
import { formatTable, ratio } from './lib/report.js';
import { seedOrganization } from './lib/seed.js';
import { BASELINE_PATH } from './lib/server.js';
import { createActivitiesService } from '../src/modules/activities/activities.service.js';
import { systemClock } from '../src/platform/clock.js';

const options = loadOptionsFromEnv({ durationS: 5, warmupS: 1 });
const TRACKERS = 50;
const DAYS = intFromEnv('BENCH_ACTIVITY_DAYS', 14, 1, 366);
const BATCH = 10;
const PARTS = new Set((process.env.BENCH_ACTIVITY_PARTS ?? 'ingest,summary').split(',').map((part) => part.trim()));
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What GET /activities/summary ran before the per-day rollup: both aggregates over every slot of
 * the range (and its usages), as raw SQL. Kept here as the "before" of the same run.
 */
function slotScan(driver: RawDriver, orgId: string, from: Date, to: Date, memberId?: string) {
  const params = [orgId, from.toISOString(), to.toISOString(), ...(memberId ? [memberId] : [])];
  const where = `s.org_id = $1 and s.start_time >= $2 and s.start_time < $3${memberId ? ' and s.member_id = $4' : ''}`;
  return () =>
    Promise.all([
      driver.query(
        `select count(*), count(distinct s.member_id), coalesce(sum(extract(epoch from (s.end_time - s.start_time))), 0),
                coalesce(sum(s.active_seconds), 0), coalesce(sum(s.keyboard_seconds), 0), coalesce(sum(s.mouse_seconds), 0)
           from activity_slots s where ${where}`,
        params,
      ),
      driver.query(
        `select u.kind, min(u.name), sum(u.seconds)
           from activity_slot_usages u join activity_slots s on s.org_id = u.org_id and s.id = u.slot_id
          where ${where} group by u.kind, lower(u.name)`,
        params,
      ),
    ]);
}

async function post(url: string, headers: Record<string, string>, body: unknown, expected: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

async function main(run: BenchRun): Promise<number> {
  printMachine(
    `parts: ${[...PARTS].join(', ')}; ingestion: ${TRACKERS} concurrent trackers; summary: 1 caller; ${options.warmupS}s warmup + ${options.durationS}s measured per target`,
  );
  const { database } = await run.openDatabase(4);
  const started = performance.now();
  const now = new Date();
  const seeded = await seedOrganization(database.db, { members: TRACKERS, projects: 2, days: 7, slotsPerDay: 1 }, now);
  const counted = PARTS.has('summary') ? await seedSlots(database, seeded.orgId, now, DAYS) : { slots: 0, usages: 0 };
  console.log(
    `seeded ${TRACKERS} members × ${PARTS.has('summary') ? DAYS : 0} days: ${counted.slots.toLocaleString('en-US')} slots, ${counted.usages.toLocaleString('en-US')} usage rows, and their rollup, in ${elapsed(started)}`,
  );

  // Raw baselines first: with PGlite the bench must let go of the database before the server opens it.
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to.getTime() - DAYS * DAY_MS);
  const someone = seeded.members[7]!.memberId;
  const summaryLoad = { ...options, connections: 1 };
  const raw = new Map<string, Summary[]>();
  if (PARTS.has('summary')) {
    const driver = rawDriverOf(database);
    const owner = await tenantContextOf(database.db, seeded.orgId, seeded.members[0]!.memberId);
    const service = (userId?: string) =>
      captureQueries(database, (db) =>
        createActivitiesService(db, systemClock).summary(owner, {
          from: from.toISOString(),
          to: to.toISOString(),
          userId,
        }),
      );
    for (const [key, captured, scan] of [
      ['team', await service(), slotScan(driver, seeded.orgId, from, to)],
      ['member', await service(someone), slotScan(driver, seeded.orgId, from, to, someone)],
    ] as const) {
      process.stderr.write(`measuring raw summary queries (${key}) ...\n`);
      raw.set(key, [
        await measureLoop('  raw: the same queries (rollup)', () => replay(driver, captured), summaryLoad),
        await measureLoop('  raw: slot scan (before the rollup)', scan, summaryLoad),
      ]);
    }
  }

  const { baseline, punchclock } = await run.startServers();
  console.log(`server: database ${punchclock.databaseKind}\n`);
  const headers: Array<Record<string, string>> = [];
  for (const member of seeded.members)
    headers.push(
      tenantHeaders(await login(punchclock.baseUrl, member.email, seeded.password, seeded.orgId), seeded.orgId),
    );

  const results: Summary[] = [];
  if (PARTS.has('ingest')) {
    const ingestion = { ...options, connections: TRACKERS };
    const slotOf = slotFactory(TRACKERS, now);
    const withTracker = trackerPool(TRACKERS);
    const load = async (name: string, call: () => Promise<unknown>) => {
      process.stderr.write(`measuring ${name} ...\n`);
      const result = await measureLoop(name, call, ingestion);
      results.push(result);
      return result;
    };
    const echo = `${baseline.baseUrl}${BASELINE_PATH}`;
    const batchOf = (member: number) => ({ slots: Array.from({ length: BATCH }, () => slotOf(member)) });
    // The baselines echo the same bodies (slot numbers of member 0 only: the echo checks nothing).
    const echoSingle = await load(`baseline POST ${BASELINE_PATH} (1 slot echoed)`, () =>
      post(echo, {}, slotOf(0), 200),
    );
    const single = await load('POST /tracker/slots (1 slot)', () =>
      withTracker((member) => post(`${punchclock.baseUrl}${API}/tracker/slots`, headers[member]!, slotOf(member), 201)),
    );
    const echoBatch = await load(`baseline POST ${BASELINE_PATH} (${BATCH} slots echoed)`, () =>
      post(echo, {}, batchOf(0), 200),
    );
    const batch = await load(`POST /tracker/slots/batch (${BATCH} slots)`, () =>
      withTracker((member) =>
        post(`${punchclock.baseUrl}${API}/tracker/slots/batch`, headers[member]!, batchOf(member), 200),
      ),
    );
    const row = (result: Summary, slots: number, against: Summary) => [
      result.name,
      result.requestsPerSec.toFixed(1),
      (result.requestsPerSec * slots).toFixed(0),
      result.p50Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      ratio(result.requestsPerSec, against.requestsPerSec),
    ];
    console.log(`ingestion (${TRACKERS} concurrent callers, one member each; fetch from this process):`);
    console.log(
      formatTable(
        ['target', 'req/s', 'slots/s', 'p50 ms', 'p99 ms', 'vs echo'],
        [
          row(echoSingle, 1, echoSingle),
          row(single, 1, echoSingle),
          row(echoBatch, BATCH, echoBatch),
          row(batch, BATCH, echoBatch),
        ],
      ),
    );
  }

  if (PARTS.has('summary')) {
    const range = `from=${from.toISOString()}&to=${to.toISOString()}`;
    const summaryUrl = `${punchclock.baseUrl}${API}/activities/summary?${range}`;
    const oneMember = `${summaryUrl}&userId=${someone}`;
    const check = await fetch(summaryUrl, { headers: headers[0] });
    const checked = (await check.json()) as { data?: { slots?: number; members?: number } };
    console.log(`\nsummary check: ${check.status}, ${checked.data?.slots} slots of ${checked.data?.members} members`);
    if (checked.data?.slots !== counted.slots)
      throw new Error(`the summary counts ${checked.data?.slots} slots, not ${counted.slots}`);
    // A summary is a report someone opens, not a hot path: one caller at a time.
    const rows: Summary[] = [];
    for (const [key, name, url] of [
      ['team', `GET /activities/summary, team, ${DAYS} days`, summaryUrl],
      ['member', `GET /activities/summary, one member, ${DAYS} days`, oneMember],
    ] as const) {
      process.stderr.write(`measuring ${name} ...\n`);
      const result = await measure({ name, url, headers: headers[0], timeoutS: 120 }, summaryLoad);
      // A request autocannon abandoned at the deadline may still run: let it finish.
      await (await fetch(oneMember, { headers: headers[0] })).arrayBuffer();
      rows.push(result, ...(raw.get(key) ?? []));
      results.push(result);
    }
    console.log('\nsummary (1 caller):');
    console.log(
      formatTable(
        ['target', 'req/s', 'p50 ms', 'p99 ms'],
        rows.map((row) => [row.name, row.requestsPerSec.toFixed(1), row.p50Ms.toFixed(1), row.p99Ms.toFixed(1)]),
      ),
    );
  }
  return statusOf(results);
}

await runDataBenchmark(main);
