/**
 * For the tracker's end-to-end tests: the real server (src/main.ts as its own process on an
 * embedded database seeded before it starts), a loopback proxy in front of it that can go down or
 * lose answers, and the CLI run as a child process.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedOrganization, type SeededOrganization } from '../../../bench/lib/seed.js';
import { openPglite } from '../../../src/platform/db/index.js';
import {
  freePort,
  runEntry,
  stopWhenTestEnds,
  waitForHttp,
  type RunningProcess,
} from '../../../test/support/process.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface E2eServer {
  baseUrl: string;
  seeded: SeededOrganization;
  process: RunningProcess;
  /** GET/POST on the API as `token` in the seeded organization; the parsed JSON answer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped answers, as with inject().json()
  api(token: string, method: string, url: string, body?: unknown): Promise<{ status: number; json: any }>;
  login(email: string): Promise<string>;
  close(): Promise<void>;
}

/** A migrated, seeded embedded database (two members, one project, no activity), then the server on it. */
export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'punchclock-tracker-e2e-'));
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  const seeded = await seedOrganization(database.db, { members: 2, projects: 1, days: 1, slotsPerDay: 1 }, new Date());
  await database.close();
  const port = await freePort();
  const server = runEntry('src/main.ts', {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // A server that never comes up is stopped here: the caller has nothing to close yet.
  await waitForHttp(`${baseUrl}/api/v1/health`).catch(async (error: unknown) => {
    server.child.kill('SIGKILL');
    await close();
    throw error;
  });
  const api = async (token: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-organization-id': seeded.orgId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  };
  return {
    baseUrl,
    seeded,
    process: server,
    api,
    async login(email) {
      const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: seeded.password, organizationId: seeded.orgId }),
      });
      const json = (await response.json()) as { data: { token: string } };
      return json.data.token;
    },
    close,
  };
}

type ProxyMode = 'up' | 'down' | 'lose-answers';

/**
 * A TCP proxy on loopback in front of `target`. `down`: connections are cut at once (the server
 * is unreachable). `lose-answers`: requests reach the server, which acts on them, but the answer
 * is thrown away and the connection cut, as when a network drops mid-request.
 */
export async function startProxy(target: string) {
  const { hostname, port } = new URL(target);
  let mode: ProxyMode = 'up';
  let lostAnswers = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'down') return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'lose-answers') {
        lostAnswers += 1;
        client.destroy();
        upstream.destroy();
      } else client.write(chunk);
    });
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    get lostAnswers() {
      return lostAnswers;
    },
    /** Switches mode; open connections are cut so keep-alive sockets see the change too. */
    set(next: ProxyMode) {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface CliRun {
  output(): string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

/** The tracker CLI as its own process: `node --import tsx tools/tracker/src/cli.ts <args>`. */
export function cli(args: string[], env: Record<string, string> = {}): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/tracker/src/cli.ts'), ...args], {
    cwd: ROOT,
    // HOME is the state folder too, so nothing lands in a shared ~ or /tmp even without --state-dir.
    env: { PATH: process.env.PATH ?? '', HOME: env.PUNCHCLOCK_TRACKER_STATE ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { output: () => output, exited: stopWhenTestEnds(child), kill: (signal = 'SIGTERM') => child.kill(signal) };
}

/** Runs the CLI to its end; its exit code and output. */
export async function cliDone(args: string[], env: Record<string, string> = {}) {
  const run = cli(args, env);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** Resolves once `predicate(output)` holds, or fails after `timeoutMs` with the output so far. */
export async function waitForOutput(run: CliRun, predicate: (output: string) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate(run.output())) {
    if (Date.now() > deadline) throw new Error(`timed out; CLI output so far:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stateDirs = new Set<string>();

/**
 * A fresh state folder for one tracker (it holds the session token and the queue); every one is
 * deleted by `removeStateDirs`, which each test file calls in its afterAll.
 */
export async function tempStateDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'punchclock-tracker-state-'));
  stateDirs.add(dir);
  return dir;
}

export async function removeStateDirs() {
  await Promise.all([...stateDirs].map((dir) => rm(dir, { recursive: true, force: true })));
  stateDirs.clear();
}
