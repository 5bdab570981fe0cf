/**
 * Data-scale benchmark (`npm run bench:data`): an organization of 50 members with a year of time
 * entries (about 250k), then the routes that read or write that history, each printed next to
 * the raw query it runs (the same SQL through the bare driver, in this process) and next to a
 * bare Fastify route, all measured in the same run. See docs/performance.md, "Data scale".
 *
 * Order matters with PGlite, whose data directory has one owner at a time: the bench opens it,
 * migrates, seeds, explains and measures the raw queries, closes it, and only then starts the
 * server on it. PostgreSQL follows the same order for comparability.
 */
import { API, login, tenantHeaders, walkEntries } from './lib/api.js';
import { rawDriverOf, type BenchDatabase } from './lib/database.js';
import { elapsed, printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { intFromEnv, loadOptionsFromEnv, measure, measureLoop, type Summary, type Target } from './lib/measure.js';
import { formatPlan } from './lib/plans.js';
import { replay, type CapturedQuery } from './lib/queries.js';
import { formatTable, median, pairedTable, ratio } from './lib/report.js';
import { seedOrganization, vacuumAnalyze } from './lib/seed.js';
import { BASELINE_PATH, type PunchclockServer } from './lib/server.js';
import { SpanAllocator } from './lib/spans.js';
import { captureWorkload, explainWorkload } from './lib/workload.js';
import { statusOf } from './lib/entry.js';

const options = loadOptionsFromEnv();
const SHAPE = { members: 50, projects: 10, days: intFromEnv('BENCH_DAYS', 365, 7, 365), slotsPerDay: 14 };
/** The deep page: the cursor after this many pages of 200 (the largest page) from the newest entry. */
const DEEP_PAGES = intFromEnv('BENCH_DEEP_PAGES', 100, 1, 500);
const WALK_LIMIT = 200;
const PAGE_LIMIT = 50;
/** Rounds of the entries pages against their raw queries; the report gives each ratio and their median. */
const PAGE_ROUNDS = intFromEnv('BENCH_PAGE_ROUNDS', 3, 1, 9);
const FULL_PLANS = process.env.BENCH_EXPLAIN === 'full';
/**
 * 0 skips VACUUM ANALYZE after seeding: the planner then has no column statistics, which is how an
 * embedded PGlite database runs today (it has no autovacuum and the app never runs ANALYZE).
 */
const ANALYZE = intFromEnv('BENCH_ANALYZE', 1, 0, 1) === 1;
/** Statements (split at `;`) run after seeding, e.g. `create index …` to try an index before writing its migration. */
const EXTRA_SQL = process.env.BENCH_EXTRA_SQL?.trim() ?? '';

/**
 * Waits until the server has finished the requests autocannon abandoned when a run ended (with
 * PGlite a slow route leaves seconds of queued queries behind, which would be billed to the next
 * target). PGlite runs one query at a time, in order: once a health check (one query) answers,
 * everything queued before it has run. PostgreSQL runs them side by side: wait until none is active.
 */
async function settle(baseUrl: string, bench: BenchDatabase): Promise<void> {
  const response = await fetch(`${baseUrl}${API}/health`, { signal: AbortSignal.timeout(120_000) });
  await response.body?.cancel();
  await bench.waitForIdle();
}

type RawPage = 'GET first page' | 'GET deep page';
type PageTargets = (baseUrl: string) => Array<{ target: Target; raw: RawPage }>;
/** One page's route and raw queries measured back to back. */
interface PagePair {
  route: Summary;
  raw: Summary;
}

/**
 * Rounds 2 to PAGE_ROUNDS for the two entries pages (item 3 of issue 17 bounds their ratio to
 * their raw queries): each round measures the raw queries and the route again, back to back, the
 * side measured first alternating, so a ratio compares loads seconds apart instead of a minute
 * apart on a machine whose speed drifts by half within minutes. PGlite's data directory has one
 * owner at a time, so the server stops while the bench queries it and starts again after.
 */
async function pageRounds(
  run: BenchRun,
  bench: BenchDatabase,
  started: PunchclockServer,
  pageTargets: PageTargets,
  rawPages: Record<RawPage, CapturedQuery[]>,
): Promise<PagePair[][]> {
  let server: PunchclockServer | null = started;
  const rawPhase = async () => {
    if (server) await run.stopServer(server);
    server = null;
    const driver = rawDriverOf(await run.reopenDatabase(options.connections));
    const measured = new Map<RawPage, Summary>();
    for (const [page, statements] of Object.entries(rawPages) as Array<[RawPage, CapturedQuery[]]>) {
      process.stderr.write(`measuring raw queries of ${page} again ...\n`);
      measured.set(page, await measureLoop(`  raw queries of ${page}`, () => replay(driver, statements), options));
    }
    return measured;
  };
  const routePhase = async () => {
    const running = (server ??= await run.startPunchclock());
    const measured = new Map<RawPage, Summary>();
    const idle = () => settle(running.baseUrl, bench);
    for (const { target, raw } of pageTargets(running.baseUrl)) {
      process.stderr.write(`measuring ${target.name} again ...\n`);
      measured.set(raw, await measure({ ...target, timeoutS: 60 }, options, idle));
      await idle();
    }
    return measured;
  };
  const rounds: PagePair[][] = [];
  for (let round = 2; round <= PAGE_ROUNDS; round++) {
    const routeFirst = round % 2 === 0;
    const routes = routeFirst ? await routePhase() : undefined;
    const raws = await rawPhase();
    const measuredRoutes = routes ?? (await routePhase());
    rounds.push(
      (Object.keys(rawPages) as RawPage[]).map((page) => {
        const route = measuredRoutes.get(page);
        const raw = raws.get(page);
        if (!route || !raw) throw new Error(`${page} was not measured in round ${round}`);
        return { route, raw };
      }),
    );
  }
  return rounds;
}

/** Each page's route against its raw queries in every round, and the median ratio. */
function pageRoundsTable(rounds: PagePair[][]): string {
  const pages = rounds[0] ?? [];
  const perSecond = (summary: Summary) => Math.round(summary.requestsPerSec).toLocaleString('en-US');
  return `GET /time/entries against its raw queries in ${rounds.length} rounds (route/raw req/s, ratio)\n${formatTable(
    ['target', ...rounds.map((_, index) => `round ${index + 1}`), 'median vs raw'],
    pages.map(({ route }, page) => {
      const pairs = rounds.map((round) => round[page]).filter((pair): pair is PagePair => pair !== undefined);
      return [
        route.name,
        ...pairs.map(
          (pair) =>
            `${perSecond(pair.route)}/${perSecond(pair.raw)} ${ratio(pair.route.requestsPerSec, pair.raw.requestsPerSec)}`,
        ),
        ratio(median(pairs.map((pair) => pair.route.requestsPerSec / pair.raw.requestsPerSec)), 1),
      ];
    }),
  )}`;
}

async function main(run: BenchRun): Promise<number> {
  printMachine(options);
  const { bench, database } = await run.openDatabase(options.connections);
  let started = performance.now();
  const now = new Date();
  const seeded = await seedOrganization(database.db, SHAPE, now);
  const driver = rawDriverOf(database);
  if (EXTRA_SQL) {
    console.log(`BENCH_EXTRA_SQL: ${EXTRA_SQL}`);
    const statements = EXTRA_SQL.split(';').filter((statement) => statement.trim());
    await driver.transaction(async (query) => {
      for (const statement of statements) await query(statement);
    });
  }
  if (ANALYZE) await vacuumAnalyze(database.db);
  console.log(
    `seeded ${SHAPE.members} members, ${SHAPE.projects} projects, ${seeded.entries.toLocaleString('en-US')} entries over ${SHAPE.days} days in ${elapsed(started)}`,
  );
  console.log(`statistics: ${ANALYZE ? 'VACUUM (ANALYZE) after seeding' : 'none (BENCH_ANALYZE=0)'}\n`);
  if (DEEP_PAGES * WALK_LIMIT >= seeded.entries)
    throw new Error(
      `BENCH_DEEP_PAGES=${DEEP_PAGES} pages of ${WALK_LIMIT} go past the ${seeded.entries} entries seeded`,
    );

  const spans = new SpanAllocator(SHAPE.members, now, SHAPE.days - 1);
  const workload = await captureWorkload(database, driver, seeded, spans, {
    pageLimit: PAGE_LIMIT,
    deepOffset: DEEP_PAGES * WALK_LIMIT,
    now,
  });
  const plans = await explainWorkload(driver, workload, {
    deep: `page after ${(DEEP_PAGES * WALK_LIMIT).toLocaleString('en-US')}`,
    midYear: `page after ${Math.floor(seeded.entries / 2).toLocaleString('en-US')} (mid-year)`,
  });
  console.log(`query plans (EXPLAIN ANALYZE, BUFFERS${FULL_PLANS ? '' : '; BENCH_EXPLAIN=full prints them whole'}):`);
  for (const plan of plans) console.log(formatPlan(plan, FULL_PLANS));
  console.log('');

  // Raw baselines first: with PGlite the bench must let go of the database before the server opens it.
  const raw = new Map<string, Summary>();
  const rawLoad = async (route: string, call: () => Promise<unknown>) => {
    process.stderr.write(`measuring raw queries of ${route} ...\n`);
    raw.set(route, await measureLoop(`  raw queries of ${route}`, call, options));
  };
  const rawPages: Record<RawPage, CapturedQuery[]> = {
    'GET first page': workload.firstPage,
    'GET deep page': workload.deepPage,
  };
  for (const [route, statements] of Object.entries(rawPages)) await rawLoad(route, () => replay(driver, statements));
  await rawLoad('GET /projects', () => replay(driver, workload.projects));
  await rawLoad('POST /time/manual', () => replay(driver, workload.manualAs(spans.next()), true));
  const { baseline, punchclock } = await run.startServers();
  console.log(
    `server: database ${punchclock.databaseKind}; rate-limit store: ${process.env.REDIS_URL ? 'redis' : 'in-memory'}`,
  );

  started = performance.now();
  const tokens: string[] = [];
  for (const member of seeded.members)
    tokens.push(await login(punchclock.baseUrl, member.email, seeded.password, seeded.orgId));
  const ownerHeaders = tenantHeaders(tokens[0]!, seeded.orgId);
  const walked = await walkEntries(punchclock.baseUrl, ownerHeaders, DEEP_PAGES, WALK_LIMIT);
  console.log(
    `signed in ${tokens.length} members, walked ${DEEP_PAGES} pages (${walked.depth.toLocaleString('en-US')} entries) in ${elapsed(started)}\n`,
  );

  /** The two pages of GET /time/entries on a server, each with the key of its raw baseline. */
  const pageTargets = (baseUrl: string): Array<{ target: Target; raw: RawPage }> => {
    const entriesUrl = `${baseUrl}${API}/time/entries?limit=${PAGE_LIMIT}`;
    return [
      {
        target: { name: `GET /time/entries?limit=${PAGE_LIMIT}`, url: entriesUrl, headers: ownerHeaders },
        raw: 'GET first page',
      },
      {
        target: {
          name: `GET /time/entries, page after ${walked.depth.toLocaleString('en-US')}`,
          url: `${entriesUrl}&cursor=${walked.cursor}`,
          headers: ownerHeaders,
        },
        raw: 'GET deep page',
      },
    ];
  };
  const firstPages = pageTargets(punchclock.baseUrl);
  const routePages = new Set(firstPages.map(({ target }) => target.name));
  const targets: Array<{ target: Target; raw?: string }> = [
    { target: { name: `baseline GET ${BASELINE_PATH}`, url: `${baseline.baseUrl}${BASELINE_PATH}` } },
    ...firstPages,
    {
      target: { name: 'GET /projects', url: `${punchclock.baseUrl}${API}/projects`, headers: ownerHeaders },
      raw: 'GET /projects',
    },
    {
      target: {
        name: 'POST /time/manual',
        url: punchclock.baseUrl,
        requests: [
          {
            method: 'POST',
            path: `${API}/time/manual`,
            // Each request: the next member in turn, logging their next free span (lib/spans.ts).
            setupRequest: (request) => {
              const span = spans.next();
              const member = seeded.members[span.member]!;
              const body = {
                projectId: member.projectId,
                startTime: span.start.toISOString(),
                endTime: span.end.toISOString(),
                notes: 'bench',
                isBillable: true,
              };
              return {
                ...request,
                headers: { ...tenantHeaders(tokens[span.member]!, seeded.orgId), 'content-type': 'application/json' },
                body: JSON.stringify(body),
              };
            },
          },
        ],
      },
      raw: 'POST /time/manual',
    },
  ];

  const results: Summary[] = [];
  const rawOf = new Map<Summary, Summary>();
  const idle = () => settle(punchclock.baseUrl, bench);
  for (const { target, raw: rawKey } of targets) {
    process.stderr.write(`measuring ${target.name} ...\n`);
    const rawResult = rawKey ? raw.get(rawKey) : undefined;
    if (rawResult) results.push(rawResult);
    // A minute before a response counts as an error: on PGlite, ten queued profitability reports take seconds.
    const result = await measure({ ...target, timeoutS: 60 }, options, idle);
    await idle();
    results.push(result);
    if (rawResult) rawOf.set(result, rawResult);
  }

  const [fastify] = results;
  if (!fastify) throw new Error('the baseline was not measured');
  console.log(`\n${pairedTable(results, fastify, (row) => rawOf.get(row))}\n`);

  // Round 1 is the table above: each page next to the raw baseline measured a minute before it.
  const firstRound = results.flatMap((route) => {
    const rawResult = rawOf.get(route);
    return rawResult && routePages.has(route.name) ? [{ route, raw: rawResult }] : [];
  });
  const laterRounds = await pageRounds(run, bench, punchclock, pageTargets, rawPages);
  console.log(`${pageRoundsTable([firstRound, ...laterRounds])}\n`);

  return statusOf([...results, ...laterRounds.flat().flatMap((pair) => [pair.route, pair.raw])]);
}

await runDataBenchmark(main);
