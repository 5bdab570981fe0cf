/**
 * Platform-layer benchmark (`npm run bench:platform`): /info and /health of the real server next
 * to the bare Fastify route, in rounds (the baselines, /health, /info, again), so every ratio
 * compares loads taken seconds apart and the medians over rounds hold up on a shared, noisy
 * machine. A second bare route sends /info's answer as fixed bytes: what the answer's size costs,
 * apart from the platform.
 *
 * Unlike `npm run bench`, the server logs at `info` as in production, into a file: the access log
 * is part of what the platform layer costs on every request.
 */
import { closeSync, createReadStream, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { intFromEnv, loadOptionsFromEnv, measure, type Summary, type Target } from './lib/measure.js';
import { formatTable, median, ratio, summaryTable } from './lib/report.js';
import { BASELINE_PATH, startBaseline, startPunchclock, type RunningServer } from './lib/server.js';
import { runBenchmark, statusOf } from './lib/entry.js';

const options = loadOptionsFromEnv({ durationS: 5, warmupS: 2 });
const rounds = intFromEnv('BENCH_ROUNDS', 3, 1, 20);
const servers: RunningServer[] = [];
let logDir: string | undefined;

async function stopAll(): Promise<boolean> {
  const clean = await Promise.all(servers.map((server) => server.stop()));
  if (logDir) await rm(logDir, { recursive: true, force: true });
  return clean.every(Boolean);
}

process.once('SIGINT', () => {
  process.stderr.write('\ninterrupted; stopping servers\n');
  void stopAll().finally(() => process.exit(130));
});

/**
 * Newline count of a file, read as a stream: five rounds on a fast machine log over a million
 * lines, more than one string may hold.
 */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

/** The targets served by the bare Fastify app, measured first in every round. */
const BASELINES = 2;

/**
 * The order a round measures its targets in: the baseline first, then this checkout's routes and
 * the compared server's, the compared first in every other round, so that neither side always
 * runs later in the round (on a machine whose speed drifts within minutes). An A/A run, the same
 * build on both sides, still read 0.47x against 0.43x for `/info`: differences of that size are
 * noise here (docs/performance.md).
 */
function measuringOrder(count: number, comparing: boolean, round: number): number[] {
  const indices = [...Array(count).keys()];
  if (!comparing || round % 2 === 1) return indices;
  // After the baselines: this checkout's routes, then the compared server's same routes.
  const half = (count - BASELINES) / 2;
  return [
    ...indices.slice(0, BASELINES),
    ...indices.slice(BASELINES + half),
    ...indices.slice(BASELINES, BASELINES + half),
  ];
}

async function main(): Promise<number> {
  const cpus = os.cpus();
  console.log(`Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`);
  console.log(
    `load: ${options.connections} connections, ${options.warmupS}s warmup + ${options.durationS}s measured, ${rounds} rounds; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  logDir = await mkdtemp(path.join(os.tmpdir(), 'punchclock-platform-log-'));
  const logFile = path.join(logDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const baseline = await startBaseline();
  servers.push(baseline);
  const punchclock = await startPunchclock({ LOG_LEVEL: 'info' }, { stdoutFd: logFd });
  servers.push(punchclock);
  // Another checkout's server (BENCH_COMPARE_ROOT), measured in the same rounds: a change's effect
  // read beside its own "before", not across runs on a machine whose speed drifts between them.
  const compareRoot = process.env.BENCH_COMPARE_ROOT;
  const compared = compareRoot
    ? await startPunchclock({ LOG_LEVEL: 'info' }, { stdoutFd: logFd, root: compareRoot, name: 'compared' })
    : undefined;
  if (compared) servers.push(compared);
  closeSync(logFd);
  console.log(
    `database: ${punchclock.databaseKind}; rate-limit store: ${process.env.REDIS_URL ? 'redis' : 'in-memory'}\n`,
  );

  const baselinePid = baseline.child.process.pid;
  const serverPid = punchclock.child.process.pid;
  const targets: Target[] = [
    { name: `baseline GET ${BASELINE_PATH}`, url: `${baseline.baseUrl}${BASELINE_PATH}`, serverPid: baselinePid },
    // Bare Fastify sending /info's answer (its headers and body size): what the bytes cost, apart from the platform.
    { name: 'baseline, /info answer', url: `${baseline.baseUrl}${BASELINE_PATH}/info`, serverPid: baselinePid },
    { name: 'GET /api/v1/health', url: `${punchclock.baseUrl}/api/v1/health`, serverPid },
    { name: 'GET /api/v1/info', url: `${punchclock.baseUrl}/api/v1/info`, serverPid },
  ];
  if (compared) {
    const comparedPid = compared.child.process.pid;
    targets.push(
      { name: 'GET /api/v1/health (compared)', url: `${compared.baseUrl}/api/v1/health`, serverPid: comparedPid },
      { name: 'GET /api/v1/info (compared)', url: `${compared.baseUrl}/api/v1/info`, serverPid: comparedPid },
    );
    console.log(`compared: the server built in ${compareRoot}\n`);
  }
  const all: Summary[][] = targets.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    const results: Summary[] = [];
    for (const index of measuringOrder(targets.length, compared !== undefined, round)) {
      const target = targets[index]!;
      process.stderr.write(`round ${round}: ${target.name} ...\n`);
      const result = await measure(target, options);
      results[index] = result;
      all[index]?.push(result);
    }
    const [baselineResult] = results;
    if (baselineResult) console.log(`round ${round}\n${summaryTable(results, baselineResult)}\n`);
  }

  const baselineRuns = all[0] ?? [];
  const rows = targets.map((target, index) => {
    const runs = all[index] ?? [];
    const ratios = runs.map((run, round) => run.requestsPerSec / (baselineRuns[round]?.requestsPerSec ?? NaN));
    // The same comparison in server CPU per request (baseline's ÷ this one's): what the platform
    // layer costs, without the load generator's share of the two cores or the machine's speed.
    const cpuRatios = runs.map(
      (run, round) => (baselineRuns[round]?.serverCpuUsPerRequest ?? NaN) / run.serverCpuUsPerRequest,
    );
    return [
      target.name,
      Math.round(median(runs.map((run) => run.requestsPerSec))).toLocaleString('en-US'),
      median(runs.map((run) => run.p50Ms)).toFixed(2),
      median(runs.map((run) => run.p99Ms)).toFixed(2),
      ratio(median(ratios), 1),
      ratios.map((value) => ratio(value, 1)).join(' '),
      median(runs.map((run) => run.serverCpuUsPerRequest)).toFixed(1),
      ratio(median(cpuRatios), 1),
    ];
  });
  const headers = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs baseline',
    'per round',
    'server CPU µs/req',
    'CPU vs baseline',
  ];
  console.log(`medians over ${rounds} rounds\n${formatTable(headers, rows)}\n`);
  const lines = await countLines(logFile);
  const requests = all
    .slice(BASELINES)
    .flat()
    .reduce((sum, run) => sum + run.responses, 0);
  console.log(`server log: ${lines} lines for about ${requests} measured requests (warm-ups not counted)`);
  return statusOf(all.flat());
}

await runBenchmark(main, stopAll);
