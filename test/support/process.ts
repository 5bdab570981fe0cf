import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
// The last resort, when the test file's worker ends: no child outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Makes sure `child` is stopped: when the test that started it ends, passed or failed (a failed
 * assertion must not leave a server or worker running), or, started outside a test (beforeAll),
 * when the test file's worker exits at the latest. A test that stops it itself is unaffected.
 */
export function stopWhenTestEnds(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  running.add(child);
  void exited.then(() => running.delete(child));
  try {
    onTestFinished(async () => {
      if (!running.has(child)) return;
      child.kill('SIGKILL');
      await exited;
    });
  } catch {
    // Not inside a test: the caller's afterAll stops it, the exit hook above if that never runs.
  }
  return exited;
}

/**
 * The compiled form of a source entry point, as `npm start` and the operator scripts run it:
 * `src/cli/plan.ts` is `dist/cli/plan.js` (the process lane compiles dist/ first,
 * test/support/lanes/built-server.ts).
 */
export function compiledEntry(source: string): string {
  const match = /^src\/(.+)\.ts$/.exec(source);
  if (!match) throw new Error(`not an entry point under src/: ${source}`);
  return path.join(root, 'dist', `${match[1]}.js`);
}

/** Spawns the compiled `<entry>` with `args` from the repository root, stopped when its test ends. */
export function runCompiled(entry: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [compiledEntry(entry), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: stopWhenTestEnds(child) };
}

/** Runs an entry point of src/ (compiled) as its own process, as `npm start` would. */
export function runEntry(entry: string, env: Record<string, string>): RunningProcess {
  return runCompiled(entry, [], env);
}

/**
 * Runs `npm run <script> -- <args>` in the repository as an operator types it, so the script
 * line in package.json and scripts/start.mjs (which compiles dist/ first when a source is newer)
 * are part of what is tested. Resolves once it exits; a run still going at `timeoutMs` (or when
 * the caller's await is abandoned by a failure) is killed, so no process outlives the test.
 */
export async function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    const code = await Promise.race([exited, timedOut]);
    if (code === 'timeout') throw new Error(`npm run ${script} still running after ${timeoutMs} ms:\n${output}`);
    return { code, output };
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  }
}

export async function waitForHttp(url: string, timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
