/**
 * Activity benchmark (`npm run bench:activities`), issue 9:
 *
 * 1. Ingestion: 50 trackers (one per member, each its own connection's worth of concurrency)
 *    uploading 10-minute slots through POST /tracker/slots and POST /tracker/slots/batch, next to
 *    the bare Fastify baseline route loaded the same way in the same run.
 * 2. Summary: GET /activities/summary over 50 members × 3 months of slots (8 hours a day, each
 *    slot with three applications and two sites), for the whole team and for one member.
 *
 * Seeding writes the activity tables with set-based SQL (the bench is no module and owns no
 * table; the app's own rules are what the load exercises). See docs/performance.md, "Activities".
 */
import os from 'node:os';
import { API, login, tenantHeaders } from './lib/api.js';
import { createBenchDatabase, rawDriverOf, type BenchDatabase } from './lib/database.js';
import { intFromEnv, loadOptionsFromEnv, measure, measureLoop, type Summary } from './lib/measure.js';
import { formatTable, ratio } from './lib/report.js';
import { seedOrganization } from './lib/seed.js';
import { BASELINE_PATH, startBaseline, startPunchclock, type RunningServer } from './lib/server.js';
import { runBenchmark, statusOf } from './lib/entry.js';
import type { Database } from '../src/platform/db/index.js';

const options = loadOptionsFromEnv();
const TRACKERS = 50;
const DAYS = intFromEnv('BENCH_ACTIVITY_DAYS', 90, 1, 366);
/** Slots per member per day: 48 is 8 hours of 10-minute slots. */
const SLOTS_PER_DAY = 48;
const BATCH = 10;
const SLOT_MS = 10 * 60 * 1000;

const servers: RunningServer[] = [];
let benchDatabase: BenchDatabase | undefined;
let database: Database | undefined;

async function cleanUp(): Promise<boolean> {
  const clean = await Promise.all(servers.map((server) => server.stop()));
  await database?.close().catch(() => undefined);
  await benchDatabase?.destroy();
  return clean.every(Boolean);
}

process.once('SIGINT', () => {
  process.stderr.write('\ninterrupted; stopping servers and removing the bench database\n');
  void cleanUp().finally(() => process.exit(130));
});

const elapsed = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const APPS = [
  'Visual Studio Code',
  'Slack',
  'Google Chrome',
  'Figma',
  'Terminal',
  'Zoom',
  'Spotify',
  'Microsoft Word',
  'IntelliJ IDEA',
  'Outlook',
  'Notion',
  'Discord',
];
const SITES = [
  'github.com',
  'youtube.com',
  'docs.google.com',
  'stackoverflow.com',
  'reddit.com',
  'mail.google.com',
  'figma.com',
  'news.ycombinator.com',
  'linkedin.com',
  'atlassian.net',
];

/** `days` days of 8-hour working days of slots for every member, ending yesterday, with their usages. */
async function seedSlots(db: Database, orgId: string, now: Date) {
  const driver = rawDriverOf(db);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  await driver.transaction(async (query) => {
    await query(
      `insert into activity_slots (id, org_id, member_id, client_id, start_time, end_time,
         keyboard_seconds, mouse_seconds, active_seconds, created_at)
       select gen_random_uuid(), m.org_id, m.id, 'seed-' || d || '-' || s, t.start, t.start + interval '10 minutes',
         a.active / 3, a.active / 2, a.active, $3::timestamptz
       from members m
       cross join generate_series(1, $2::int) d
       cross join generate_series(0, ${SLOTS_PER_DAY - 1}) s
       cross join lateral (select $4::timestamptz - d * interval '1 day' + interval '9 hours' + s * interval '10 minutes' as start) t
       cross join lateral (select 300 + ((d * 7 + s * 13 + hashtext(m.id::text)) % 300 + 300) % 300 as active) a
       where m.org_id = $1`,
      [orgId, DAYS, now.toISOString(), today],
    );
    await query(
      `insert into activity_slot_usages (org_id, slot_id, kind, name, seconds)
       select s.org_id, s.id, 'APP', ($2::text[])[1 + (abs(hashtext(s.id::text)) + k) % 12], 250 - k * 75
       from activity_slots s cross join generate_series(0, 2) k where s.org_id = $1`,
      [orgId, APPS],
    );
    await query(
      `insert into activity_slot_usages (org_id, slot_id, kind, name, seconds)
       select s.org_id, s.id, 'SITE', ($2::text[])[1 + (abs(hashtext(s.id::text)) + k * 3) % 10], 60 - k * 20
       from activity_slots s cross join generate_series(0, 1) k where s.org_id = $1`,
      [orgId, SITES],
    );
    await query('analyze activity_slots');
    await query('analyze activity_slot_usages');
  });
  const [counted] = (await driver.query(
    'select (select count(*) from activity_slots)::int as slots, (select count(*) from activity_slot_usages)::int as usages',
  )) as Array<{ slots: number; usages: number }>;
  return counted!;
}

/**
 * One slot body per call for tracker `member`: its consecutive 10-minute slots from two years ago
 * (outside the seeded months), so no upload overlaps another and each creates a slot.
 */
function slotFactory(members: number, now: Date) {
  const origin = now.getTime() - 2 * 366 * 24 * 60 * 60 * 1000;
  // Overlap is per member, so every tracker can start at the same instant.
  const next = Array.from({ length: members }, () => origin);
  return (member: number) => {
    const start = next[member]!;
    next[member] = start + SLOT_MS;
    return {
      clientId: `bench-${member}-${start}`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + SLOT_MS).toISOString(),
      keyboardSeconds: 120,
      mouseSeconds: 240,
      activeSeconds: 420,
      applications: [
        { name: 'Visual Studio Code', seconds: 300 },
        { name: 'Google Chrome', seconds: 200 },
      ],
      urls: [{ url: 'https://github.com/acme/web/pull/1', seconds: 200 }],
    };
  };
}

/** A pool of the trackers not uploading right now: each call takes one, so no two calls share a member. */
function trackerPool(size: number) {
  const free = Array.from({ length: size }, (_, index) => index);
  return async <T>(work: (member: number) => Promise<T>): Promise<T> => {
    const member = free.pop();
    if (member === undefined) throw new Error('more concurrent calls than trackers');
    try {
      return await work(member);
    } finally {
      free.push(member);
    }
  };
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

async function main(): Promise<number> {
  const cpus = os.cpus();
  console.log(
    `Node ${process.version} on ${os.platform()}/${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
  );
  console.log(
    `ingestion: ${TRACKERS} concurrent trackers; summary: 1 caller; ${options.warmupS}s warmup + ${options.durationS}s measured per target`,
  );
  const bench = await createBenchDatabase(process.env.DATABASE_URL);
  benchDatabase = bench;
  console.log(`database: ${bench.label}`);
  database = await bench.open(4);
  await database.migrate();
  const started = performance.now();
  const now = new Date();
  const seeded = await seedOrganization(database.db, { members: TRACKERS, projects: 2, days: 7, slotsPerDay: 1 }, now);
  const counted = await seedSlots(database, seeded.orgId, now);
  console.log(
    `seeded ${TRACKERS} members × ${DAYS} days: ${counted.slots.toLocaleString('en-US')} slots, ${counted.usages.toLocaleString('en-US')} usage rows in ${elapsed(started)}`,
  );
  await database.close();
  database = undefined;

  const baseline = await startBaseline();
  servers.push(baseline);
  const punchclock = await startPunchclock(bench.serverEnv, { dataDir: bench.dataDir });
  servers.push(punchclock);
  console.log(`server: database ${punchclock.databaseKind}\n`);
  const headers: Array<Record<string, string>> = [];
  for (const member of seeded.members)
    headers.push(
      tenantHeaders(await login(punchclock.baseUrl, member.email, seeded.password, seeded.orgId), seeded.orgId),
    );

  const ingestion = { ...options, connections: TRACKERS };
  const slotOf = slotFactory(TRACKERS, now);
  const withTracker = trackerPool(TRACKERS);
  const results: Summary[] = [];
  const run = async (name: string, call: () => Promise<unknown>, load = ingestion) => {
    process.stderr.write(`measuring ${name} ...\n`);
    const result = await measureLoop(name, call, load);
    results.push(result);
    return result;
  };
  const baselineUrl = `${baseline.baseUrl}${BASELINE_PATH}`;
  const baselineRow = await run(`baseline GET ${BASELINE_PATH}`, async () => {
    const response = await fetch(baselineUrl);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`baseline: ${response.status}`);
  });
  const single = await run('POST /tracker/slots (1 slot)', () =>
    withTracker((member) => post(`${punchclock.baseUrl}${API}/tracker/slots`, headers[member]!, slotOf(member), 201)),
  );
  const batch = await run(`POST /tracker/slots/batch (${BATCH} slots)`, () =>
    withTracker((member) =>
      post(
        `${punchclock.baseUrl}${API}/tracker/slots/batch`,
        headers[member]!,
        { slots: Array.from({ length: BATCH }, () => slotOf(member)) },
        200,
      ),
    ),
  );

  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to.getTime() - DAYS * 24 * 60 * 60 * 1000);
  const range = `from=${from.toISOString()}&to=${to.toISOString()}`;
  const summaryUrl = `${punchclock.baseUrl}${API}/activities/summary?${range}`;
  const oneMember = `${summaryUrl}&userId=${seeded.members[7]!.memberId}`;
  const check = await fetch(summaryUrl, { headers: headers[0] });
  const checked = (await check.json()) as { data?: { slots?: number; members?: number } };
  console.log(`summary check: ${check.status}, ${checked.data?.slots} slots of ${checked.data?.members} members\n`);
  // A summary is a report someone opens, not a hot path: one caller at a time, no warm-up beyond
  // the check above, and a long timeout, so the figure is the latency of one request.
  const summaryRows: Summary[] = [];
  const settle = async () => {
    await (await fetch(oneMember, { headers: headers[0] })).arrayBuffer();
  };
  for (const [name, url] of [
    [`GET /activities/summary, team, ${DAYS} days`, summaryUrl],
    [`GET /activities/summary, one member, ${DAYS} days`, oneMember],
  ] as const) {
    process.stderr.write(`measuring ${name} ...\n`);
    summaryRows.push(
      await measure({ name, url, headers: headers[0], timeoutS: 120 }, { ...options, connections: 1, warmupS: 0 }),
    );
    // The request autocannon abandoned at the deadline is still running: let it finish.
    await settle();
  }

  const rows = [baselineRow, single, batch].map((row) => {
    const slots = row === single ? row.requestsPerSec : row === batch ? row.requestsPerSec * BATCH : null;
    return [
      row.name,
      row.requestsPerSec.toFixed(0),
      slots === null ? '–' : slots.toFixed(0),
      row.p50Ms.toFixed(1),
      row.p99Ms.toFixed(1),
      ratio(row.requestsPerSec, baselineRow.requestsPerSec),
    ];
  });
  console.log('ingestion (50 concurrent trackers, one member each; fetch from this process):');
  console.log(formatTable(['target', 'req/s', 'slots/s', 'p50 ms', 'p99 ms', 'vs baseline'], rows));
  console.log('\nsummary:');
  console.log(
    formatTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms'],
      summaryRows.map((row) => [row.name, row.requestsPerSec.toFixed(1), row.p50Ms.toFixed(1), row.p99Ms.toFixed(1)]),
    ),
  );
  return statusOf([...results, ...summaryRows]);
}

await runBenchmark(main, cleanUp);
