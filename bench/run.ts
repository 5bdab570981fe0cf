/**
 * Platform benchmark (`npm run bench`): the real server's cheapest routes next to
 * a bare Fastify route measured in the same run, so the printed ratio shows what
 * the platform layer costs independently of how fast (or busy) this machine is.
 */
import os from 'node:os';
import { loadOptionsFromEnv, measure, type Summary, type Target } from './lib/measure.js';
import { summaryTable } from './lib/report.js';
import { BASELINE_PATH, startBaseline, startPunchclock, type RunningServer } from './lib/server.js';
import { runBenchmark, statusOf } from './lib/entry.js';

const options = loadOptionsFromEnv();
const servers: RunningServer[] = [];

/** Stops every child (SIGTERM, await exit) and removes the temp data; true if all stopped cleanly. */
async function stopAll(): Promise<boolean> {
  const clean = await Promise.all(servers.map((server) => server.stop()));
  return clean.every(Boolean);
}

// Ctrl-C: the children share our process group and get the signal too, but we
// must still wait for them and delete the temp directory before leaving.
process.once('SIGINT', () => {
  process.stderr.write('\ninterrupted; stopping servers\n');
  void stopAll().finally(() => process.exit(130));
});

async function main(): Promise<number> {
  const cpus = os.cpus();
  console.log(
    `Node ${process.version} on ${os.platform()}/${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
  );
  console.log(
    `load: ${options.connections} connections, ${options.warmupS}s warmup + ${options.durationS}s measured per target`,
  );

  const baseline = await startBaseline();
  servers.push(baseline);
  const punchclock = await startPunchclock();
  servers.push(punchclock);
  const redis = process.env.REDIS_URL ? 'redis' : 'in-memory';
  console.log(`database: ${punchclock.databaseKind}; rate-limit store: ${redis}\n`);

  const targets: Target[] = [
    { name: `baseline GET ${BASELINE_PATH}`, url: `${baseline.baseUrl}${BASELINE_PATH}` },
    { name: 'GET /api/v1/health', url: `${punchclock.baseUrl}/api/v1/health` },
    { name: 'GET /api/v1/info', url: `${punchclock.baseUrl}/api/v1/info` },
  ];
  const results: Summary[] = [];
  // One target at a time: on a small machine, concurrent loads would measure each other.
  for (const target of targets) {
    process.stderr.write(`measuring ${target.name} ...\n`);
    results.push(await measure(target, options));
  }

  const [baselineResult] = results;
  if (!baselineResult) throw new Error('the baseline was not measured');
  console.log(`\n${summaryTable(results, baselineResult)}\n`);

  return statusOf(results);
}

await runBenchmark(main, stopAll);
