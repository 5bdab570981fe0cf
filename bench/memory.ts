/**
 * Memory benchmark (`npm run bench:memory`), issue 17 item 6: the server's resident memory (RSS)
 * under a mixed load over an organization of 50 members with BENCH_DAYS days of entries (default
 * 365, as bench:financials seeds it). The bound: 250 MB on PostgreSQL, 700 MB on embedded PGlite;
 * the bench exits 1 when the highest RSS exceeds it, or when any request of the load fails.
 *
 * The real built server runs as a child process (bench/lib/server.ts); its RSS is read from
 * /proc/<pid>/status every 250 ms. It counts every thread of the process, PGlite's worker thread
 * included; the part held by PGlite's WebAssembly heap is read from /proc/<pid>/smaps. Figures: at
 * idle after start (the database seeded by the bench before the server opened it), after a short
 * warm-up, the median and the highest during BENCH_DURATION_S seconds (default 60) of load by
 * BENCH_CONNECTIONS callers (default 10), and after the load; the kernel's high-water mark (VmHWM)
 * catches a peak between two samples. Each is also shown against the idle figure of the same run.
 *
 * The load: each caller takes the next request of a fixed mix in turn (MIX below): the first and a
 * deeper page of GET /time/entries, POST /time/manual (members in turn, each in a free span of
 * their nights, lib/spans.ts), GET /projects, the financial summary for the month and for the
 * year, tracker heartbeats (members in turn), GET /time/live-team and GET /info.
 * See docs/performance.md, "Memory".
 */
import os from 'node:os';
import { API, login, tenantHeaders, walkEntries } from './lib/api.js';
import { elapsed, printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { summarize } from './lib/latency.js';
import { intFromEnv } from './lib/measure.js';
import { megabytes, residentSize, RssSampler, wasmMemories } from './lib/process-memory.js';
import { formatTable, ratio } from './lib/report.js';
import { seedOrganization, vacuumAnalyze, type SeededOrganization } from './lib/seed.js';
import { SpanAllocator } from './lib/spans.js';

const SHAPE = {
  members: 50,
  projects: 10,
  days: intFromEnv('BENCH_DAYS', 365, 7, 365),
  slotsPerDay: intFromEnv('BENCH_SLOTS_PER_DAY', 8, 1, 14),
};
const DURATION_S = intFromEnv('BENCH_DURATION_S', 60, 1, 3_600);
const WARMUP_S = intFromEnv('BENCH_WARMUP_S', 10, 0, 600);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 10, 1, 200);
/** The cursor page: after this many pages of 200 from the newest entry. */
const CURSOR_PAGES = intFromEnv('BENCH_CURSOR_PAGES', 20, 1, 500);
const SAMPLE_MS = 250;
const MB = 1024 * 1024;
/** Issue 17, item 6. */
const BOUND = { postgres: 250 * MB, pglite: 700 * MB } as const;

const day = (date: Date) => date.toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

interface RouteStats {
  served: number;
  non2xx: number;
  errors: number;
  latenciesMs: number[];
  /** The first failure, to say what went wrong. */
  firstProblem?: string;
}

/** The load's routes, each with how many of every round of the mix it gets. */
function mixOf(
  seeded: SeededOrganization,
  tokens: string[],
  cursor: string,
  spans: SpanAllocator,
  now: Date,
): Array<{ route: string; weight: number; next: () => Call }> {
  const owner = tenantHeaders(tokens[0]!, seeded.orgId);
  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const yearFrom = new Date(yesterday.getTime() - (SHAPE.days - 1) * 24 * 60 * 60 * 1000);
  let heartbeats = 0;
  return [
    { route: 'GET /time/entries (first page)', weight: 2, next: () => get('/time/entries?limit=50', owner) },
    {
      route: 'GET /time/entries (cursor page)',
      weight: 1,
      next: () => get(`/time/entries?limit=50&cursor=${cursor}`, owner),
    },
    {
      route: 'POST /time/manual',
      weight: 2,
      next: () => {
        const span = spans.next();
        const member = seeded.members[span.member]!;
        return {
          method: 'POST',
          path: '/time/manual',
          headers: json(tenantHeaders(tokens[span.member]!, seeded.orgId)),
          body: {
            projectId: member.projectId,
            startTime: span.start.toISOString(),
            endTime: span.end.toISOString(),
            notes: 'bench',
            isBillable: true,
          },
        };
      },
    },
    { route: 'GET /projects', weight: 1, next: () => get('/projects?limit=50', owner) },
    { route: 'GET /financials/summary (month)', weight: 1, next: () => get('/financials/summary', owner) },
    {
      route: `GET /financials/summary (${SHAPE.days} days)`,
      weight: 1,
      next: () => get(`/financials/summary?from=${day(yearFrom)}&to=${day(yesterday)}`, owner),
    },
    {
      route: 'POST /tracker/heartbeat',
      weight: 3,
      next: () => {
        const member = heartbeats++ % tokens.length;
        return {
          method: 'POST',
          path: '/tracker/heartbeat',
          headers: json(tenantHeaders(tokens[member]!, seeded.orgId)),
          body: { clientInfo: 'bench:memory' },
        };
      },
    },
    { route: 'GET /time/live-team', weight: 1, next: () => get('/time/live-team', owner) },
    { route: 'GET /info', weight: 2, next: () => get('/info', {}) },
  ];
}

const get = (path: string, headers: Record<string, string>): Call => ({ method: 'GET', path, headers });

/**
 * `connections` callers, each sending the next request of the mix as soon as its last one was
 * answered, until `seconds` have passed. Returns each route's counts (every request is awaited,
 * none is abandoned, so the server is idle when this returns).
 */
async function runLoad(
  baseUrl: string,
  mix: ReturnType<typeof mixOf>,
  seconds: number,
  connections: number,
): Promise<Map<string, RouteStats>> {
  // One round of the mix, each route as often as its weight, spread out (smooth weighted round robin).
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const credit = mix.map(() => 0);
  const order = Array.from({ length: total }, () => {
    mix.forEach((entry, index) => (credit[index]! += entry.weight));
    const chosen = credit.indexOf(Math.max(...credit));
    credit[chosen]! -= total;
    return mix[chosen]!;
  });
  const stats = new Map<string, RouteStats>(
    mix.map((entry) => [entry.route, { served: 0, non2xx: 0, errors: 0, latenciesMs: [] }]),
  );
  const deadline = performance.now() + seconds * 1000;
  let turn = 0;
  const caller = async () => {
    while (performance.now() < deadline) {
      const entry = order[turn++ % order.length]!;
      const call = entry.next();
      const route = stats.get(entry.route)!;
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${API}${call.path}`, {
          method: call.method,
          headers: call.headers,
          ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
          signal: AbortSignal.timeout(120_000),
        });
        const text = await response.text();
        route.served++;
        route.latenciesMs.push(performance.now() - started);
        if (response.status < 200 || response.status >= 300) {
          route.non2xx++;
          route.firstProblem ??= `${response.status} ${text.slice(0, 300)}`;
        }
      } catch (error) {
        route.errors++;
        route.firstProblem ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  return stats;
}

/**
 * The resident part of the process's largest WebAssembly memory: PGlite's heap, on its worker
 * thread, when the database is embedded (the others are the HTTP client's few kilobytes).
 */
const largestWasm = async (pid: number) => (await wasmMemories(pid))[0] ?? 0;

/** RSS now, after `settleMs` of quiet (timers, GC), and the WASM heap's share. */
async function snapshot(pid: number, settleMs: number) {
  await sleep(settleMs);
  const [{ rss, peak }, wasm] = await Promise.all([residentSize(pid), largestWasm(pid)]);
  return { rss, peak, wasm };
}

function nearestRank(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

async function main(run: BenchRun): Promise<number> {
  printMachine(
    `load: ${CONNECTIONS} concurrent callers, ${WARMUP_S}s warm-up + ${DURATION_S}s measured, RSS sampled every ${SAMPLE_MS} ms`,
  );
  const loadAverage = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(`load average at start: ${loadAverage()}`);
  const { database } = await run.openDatabase(4);
  let started = performance.now();
  const now = new Date();
  const seeded = await seedOrganization(database.db, SHAPE, now);
  await vacuumAnalyze(database.db);
  console.log(
    `seeded ${SHAPE.members} members, ${SHAPE.projects} projects, ${seeded.entries.toLocaleString('en-US')} entries over ${SHAPE.days} days in ${elapsed(started)}`,
  );

  const punchclock = await run.startPunchclock();
  const pid = punchclock.child.process.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const kind = punchclock.databaseKind === 'postgres' ? 'postgres' : 'pglite';
  const bound = BOUND[kind];
  console.log(
    `server: pid ${pid}, database ${punchclock.databaseKind}, rate-limit store ${process.env.REDIS_URL ? 'redis' : 'in-memory'}; bound ${megabytes(bound)}\n`,
  );

  const idle = await snapshot(pid, 3_000);
  const sampler = new RssSampler(pid, SAMPLE_MS);

  started = performance.now();
  const tokens: string[] = [];
  for (const member of seeded.members)
    tokens.push(await login(punchclock.baseUrl, member.email, seeded.password, seeded.orgId));
  const ownerHeaders = tenantHeaders(tokens[0]!, seeded.orgId);
  const walked = await walkEntries(punchclock.baseUrl, ownerHeaders, CURSOR_PAGES, 200);
  const spans = new SpanAllocator(SHAPE.members, now, SHAPE.days - 1);
  const mix = mixOf(seeded, tokens, walked.cursor, spans, now);
  // Every route once, alone: a refusal here is the bench's mistake, said before any load.
  for (const entry of mix) {
    const call = entry.next();
    const response = await fetch(`${punchclock.baseUrl}${API}${call.path}`, {
      method: call.method,
      headers: call.headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${entry.route}: ${response.status} ${text.slice(0, 300)}`);
  }
  console.log(
    `signed in ${tokens.length} members, walked ${CURSOR_PAGES} pages (cursor page after ${walked.depth.toLocaleString('en-US')} entries), checked every route in ${elapsed(started)}`,
  );

  sampler.start('warm-up');
  if (WARMUP_S > 0) {
    process.stderr.write(`warming up for ${WARMUP_S}s ...\n`);
    await runLoad(punchclock.baseUrl, mix, WARMUP_S, CONNECTIONS);
  }
  const warm = await snapshot(pid, 2_000);

  process.stderr.write(`mixed load for ${DURATION_S}s ...\n`);
  const loadStarted = performance.now();
  const peakBefore = (await residentSize(pid)).peak;
  sampler.mark('load');
  // The WASM heap during the load: once a second is enough (it only grows in large steps).
  let wasmMax = 0;
  const wasmTimer = setInterval(() => {
    void largestWasm(pid).then(
      (wasm) => (wasmMax = Math.max(wasmMax, wasm)),
      () => undefined,
    );
  }, 1_000);
  const stats = await runLoad(punchclock.baseUrl, mix, DURATION_S, CONNECTIONS);
  clearInterval(wasmTimer);
  const peakAfterLoad = (await residentSize(pid)).peak;
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const loadSamples = sampler.samples('load');
  const after = await snapshot(pid, 5_000);
  sampler.stop();
  console.log(`load average after the load: ${loadAverage()}\n`);

  const loadMax = Math.max(...loadSamples);
  const rows = [
    ['idle after start', megabytes(idle.rss), ratio(idle.rss, idle.rss), megabytes(idle.wasm), ''],
    ['after warm-up', megabytes(warm.rss), ratio(warm.rss, idle.rss), megabytes(warm.wasm), ''],
    [
      `during load, p50 (${loadSamples.length} samples)`,
      megabytes(nearestRank(loadSamples, 50)),
      ratio(nearestRank(loadSamples, 50), idle.rss),
      '',
      '',
    ],
    ['during load, max', megabytes(loadMax), ratio(loadMax, idle.rss), `${megabytes(wasmMax)} (max)`, megabytes(bound)],
    [
      'highest since start (VmHWM), end of load',
      megabytes(peakAfterLoad),
      ratio(peakAfterLoad, idle.rss),
      '',
      megabytes(bound),
    ],
    ['after load (5 s quiet)', megabytes(after.rss), ratio(after.rss, idle.rss), megabytes(after.wasm), ''],
  ];
  console.log(formatTable(['server RSS', 'RSS', 'vs idle', 'of which WASM heap', 'bound'], rows));
  console.log(
    kind === 'pglite'
      ? "WASM heap: the resident part of PGlite's WebAssembly memory (on its worker thread), counted in the RSS"
      : 'WASM heap: the largest WebAssembly memory of the process (the database being a separate server, not PGlite)',
  );
  if (peakAfterLoad > peakBefore && peakAfterLoad > loadMax)
    console.log(`the high-water mark rose during the load above every sample: a peak shorter than ${SAMPLE_MS} ms`);

  const routeRows = [...stats.entries()].map(([route, stat]) => {
    const latency = summarize(route, stat.latenciesMs);
    return [
      route,
      stat.served.toLocaleString('en-US'),
      (stat.served / loadSeconds).toFixed(1),
      latency.medianMs.toFixed(1),
      latency.p95Ms.toFixed(1),
      String(stat.non2xx),
      String(stat.errors),
    ];
  });
  const total = [...stats.values()].reduce(
    (sum, stat) => ({
      served: sum.served + stat.served,
      non2xx: sum.non2xx + stat.non2xx,
      errors: sum.errors + stat.errors,
    }),
    { served: 0, non2xx: 0, errors: 0 },
  );
  routeRows.push([
    'all',
    total.served.toLocaleString('en-US'),
    (total.served / loadSeconds).toFixed(1),
    '',
    '',
    String(total.non2xx),
    String(total.errors),
  ]);
  console.log(`\n${formatTable(['route', 'served', 'req/s', 'p50 ms', 'p95 ms', 'non-2xx', 'errors'], routeRows)}\n`);

  let status = 0;
  for (const [route, stat] of stats) {
    if (stat.non2xx > 0 || stat.errors > 0) {
      console.error(`FAIL ${route}: ${stat.non2xx} non-2xx, ${stat.errors} errors; first: ${stat.firstProblem}`);
      status = 1;
    }
  }
  const highest = Math.max(loadMax, peakAfterLoad);
  if (highest > bound) {
    console.error(`FAIL highest RSS ${megabytes(highest)} exceeds the bound of ${megabytes(bound)} (${kind})`);
    status = 1;
  } else {
    console.log(`OK highest RSS ${megabytes(highest)} is within the bound of ${megabytes(bound)} (${kind})`);
  }
  return status;
}

await runDataBenchmark(main);
