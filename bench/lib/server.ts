import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnNode, stopChild, waitForOk, type Child } from './child.js';

/** The repository root: `node dist/main.js` and `--import tsx` resolve from here. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A server under load, started by the bench; `stop` is safe to call twice. */
export interface RunningServer {
  readonly name: string;
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  readonly baseUrl: string;
  readonly child: Child;
  /** Resolves true when the child exited by itself with code 0 after SIGTERM. */
  stop(): Promise<boolean>;
}

export interface PunchclockServer extends RunningServer {
  /** The server's DATA_DIR (embedded PGlite lives here unless DATABASE_URL is set). */
  readonly dataDir: string;
  /** As the server reports it in GET /health: 'pglite' or 'postgres'. */
  readonly databaseKind: string;
}

/** Variables that point the server at external services; passed through when the caller's shell sets them. */
const PASSTHROUGH = ['DATABASE_URL', 'REDIS_URL'] as const;

/** Stops the child (once) and then runs `after`, e.g. deleting the data directory. */
function stopper(child: Child, after: () => Promise<void> = async () => {}) {
  let stopping: Promise<boolean> | undefined;
  return () => (stopping ??= stopChild(child).finally(after));
}

/**
 * Starts the real, built server (`node dist/main.js`) on a free loopback port with
 * a fresh DATA_DIR, and resolves once GET /api/v1/health answers 200.
 *
 * RATE_LIMIT_MAX is set to the highest value the config accepts: the limiter
 * still runs on every request (that cost is what production pays), it just never
 * answers 429 under a benchmark's load from one address.
 *
 * `extraEnv` wins over the variables passed through from our environment (a
 * bench that made its own database names it in DATABASE_URL). `options.dataDir`
 * runs the server on an existing DATA_DIR, e.g. one holding a seeded PGlite
 * database; the caller owns that directory and deletes it. `options.stdoutFd` sends the server's
 * standard output (its log) to that file instead of through the bench. `options.root` runs the
 * built server of another checkout (e.g. a worktree of the commit before a change, to measure
 * both in the same run); its `dist/` must be built.
 */
export async function startPunchclock(
  extraEnv: Record<string, string> = {},
  options: { dataDir?: string; stdoutFd?: number; root?: string; name?: string } = {},
): Promise<PunchclockServer> {
  const port = await freePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'punchclock-bench-')));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The origin a browser opens it at: the web app's sign-in refuses any other (docs/web-sessions.md).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ORGANIZATION_MAX: '100000000',
  };
  for (const name of PASSTHROUGH) if (process.env[name]) env[name] = process.env[name];
  Object.assign(env, extraEnv);

  const name = options.name ?? 'punchclock';
  const child = spawnNode(name, ['dist/main.js'], {
    cwd: options.root ?? ROOT,
    env,
    ...(options.stdoutFd !== undefined ? { stdoutFd: options.stdoutFd } : {}),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => (ownsDataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve()));
  try {
    const health = await waitForOk(child, `${baseUrl}/api/v1/health`);
    return { name, baseUrl, child, dataDir, databaseKind: databaseKindOf(health), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function databaseKindOf(health: unknown): string {
  const kind = (health as { data?: { checks?: { database?: { kind?: unknown } } } } | null)?.data?.checks?.database
    ?.kind;
  return typeof kind === 'string' ? kind : 'unknown';
}

/** Path of the baseline served by `startBaseline`, for the report. */
export const BASELINE_PATH = '/baseline';

/**
 * Starts bench/baseline-server.ts (a bare Fastify app) in its own process, so it
 * gets an event loop to itself exactly like the real server does, and the
 * measuring process (autocannon) competes with neither.
 */
export async function startBaseline(): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawnNode('baseline', ['--import', 'tsx', 'bench/baseline-server.ts'], { cwd: ROOT, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitForOk(child, `${baseUrl}${BASELINE_PATH}`);
    return { name: 'baseline', baseUrl, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
