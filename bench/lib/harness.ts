/**
 * What every data benchmark sets up the same way: the machine banner, the throwaway database it
 * seeds (PGlite or PostgreSQL), the servers it starts on it, and the clean-up that stops them and
 * removes the database whether the run ends, fails or is interrupted.
 */
import os from 'node:os';
import type { Database } from '../../src/platform/db/index.js';
import { createBenchDatabase, type BenchDatabase } from './database.js';
import { runBenchmark } from './entry.js';
import type { LoadOptions } from './measure.js';
import { startBaseline, startPunchclock, type PunchclockServer, type RunningServer } from './server.js';

export const elapsed = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Node, OS and CPU, then the load shape: the first lines of every report. */
export function printMachine(load: string | LoadOptions): void {
  const cpus = os.cpus();
  console.log(
    `Node ${process.version} on ${os.platform()}/${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
  );
  console.log(
    typeof load === 'string'
      ? load
      : `load: ${load.connections} connections, ${load.warmupS}s warmup + ${load.durationS}s measured per target`,
  );
}

export interface BenchRun {
  /** The throwaway database, migrated, with the bench's own connection open on it. */
  openDatabase(connections: number): Promise<{ bench: BenchDatabase; database: Database }>;
  /**
   * Closes the bench's connection (a PGlite directory has one owner at a time), then starts the
   * bare Fastify baseline and the built server on the seeded database.
   */
  startServers(): Promise<{ baseline: RunningServer; punchclock: PunchclockServer }>;
  /**
   * As startServers, without the baseline server (for a bench whose baseline runs in-process);
   * `extraEnv` is added to the server's environment (e.g. NODE_OPTIONS).
   */
  startPunchclock(extraEnv?: Record<string, string>): Promise<PunchclockServer>;
  /** Stops a server started by this run (e.g. to give PGlite's data directory back to the bench). */
  stopServer(server: RunningServer): Promise<void>;
  /** The bench's own connection again, after startPunchclock closed it; stop the server first. */
  reopenDatabase(connections: number): Promise<Database>;
}

/**
 * Runs `main` with a database and servers that are always cleaned up (SIGINT included), and
 * exits with its status: 1 when it fails or a server did not shut down cleanly.
 */
export async function runDataBenchmark(main: (run: BenchRun) => Promise<number>): Promise<never> {
  const servers: RunningServer[] = [];
  let bench: BenchDatabase | undefined;
  let database: Database | undefined;
  const cleanUp = async () => {
    const clean = await Promise.all(servers.map((server) => server.stop()));
    await database?.close().catch(() => undefined);
    await bench?.destroy();
    return clean.every(Boolean);
  };
  process.once('SIGINT', () => {
    process.stderr.write('\ninterrupted; stopping servers and removing the bench database\n');
    void cleanUp().finally(() => process.exit(130));
  });
  const run: BenchRun = {
    async openDatabase(connections) {
      bench = await createBenchDatabase(process.env.DATABASE_URL);
      console.log(`database: ${bench.label}`);
      database = await bench.open(connections);
      await database.migrate();
      return { bench, database };
    },
    async startPunchclock(extraEnv = {}) {
      if (!bench) throw new Error('openDatabase first');
      await database?.close();
      database = undefined;
      // BENCH_SERVER_NODE_OPTIONS, e.g. '--import ./bench/lib/memory-log.mjs' to see what each thread holds.
      const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
      const env = { ...bench.serverEnv, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}), ...extraEnv };
      const punchclock = await startPunchclock(env, { dataDir: bench.dataDir });
      servers.push(punchclock);
      return punchclock;
    },
    async stopServer(server) {
      const at = servers.indexOf(server);
      if (at === -1) throw new Error(`${server.name} was not started by this run`);
      servers.splice(at, 1);
      if (!(await server.stop())) throw new Error(`${server.name} did not shut down cleanly`);
    },
    async reopenDatabase(connections) {
      if (!bench) throw new Error('openDatabase first');
      database ??= await bench.open(connections);
      return database;
    },
    async startServers() {
      const baseline = await startBaseline();
      servers.push(baseline);
      return { baseline, punchclock: await run.startPunchclock() };
    },
  };
  return runBenchmark(() => main(run), cleanUp);
}
