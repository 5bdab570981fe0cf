import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A server process the bench started and must stop. */
export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code (null if killed by a signal) once the process has gone. */
  readonly exited: Promise<number | null>;
}

/**
 * Asks the kernel for a free loopback port. The server is then told the number
 * (rather than binding port 0 itself) because the real server builds its public
 * URLs from PORT; the tiny window in which another process could take the port
 * is acceptable for a benchmark.
 */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not read the free port'))));
    });
  });
}

/**
 * Starts `node <args>` with exactly `env` (not this process's environment, so a
 * stray PUBLIC_URL or TRUST_PROXY in the shell cannot change what is measured).
 * Its output is forwarded to our stderr with a prefix: with LOG_LEVEL=warn it
 * is silent unless something is wrong, and then the reader needs to see it.
 */
export function spawnNode(
  name: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdoutFd?: number },
): Child {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    // A bench that keeps the access log on gives a file: forwarding thousands of lines a second
    // through this process would bill the log's cost to the load generator instead of the server.
    stdio: ['ignore', options.stdoutFd ?? 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // A spawn failure (e.g. bad executable) emits 'error' and may never emit 'exit'.
    child.once('error', (error) => {
      process.stderr.write(`[${name}] failed to start: ${error.message}\n`);
      resolve(-1);
    });
  });
  return { name, process: child, exited };
}

function hasExited(child: Child): boolean {
  return child.process.exitCode !== null || child.process.signalCode !== null;
}

/**
 * SIGTERM, then wait for the process to finish its graceful shutdown; SIGKILL if
 * it has not gone within `graceMs`. Returns true when it exited by itself with 0,
 * i.e. the server's shutdown path worked under the state the load left behind.
 */
export async function stopChild(child: Child, graceMs = 10_000): Promise<boolean> {
  if (!hasExited(child)) child.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  const outcome = await Promise.race([child.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    process.stderr.write(`[${child.name}] did not exit within ${graceMs} ms of SIGTERM; killing it\n`);
    child.process.kill('SIGKILL');
    await child.exited;
    return false;
  }
  return outcome === 0;
}

/**
 * Polls `url` until it answers 200, and returns the body. Fails fast if the
 * child dies first (a bad config exits at once) instead of waiting the full timeout.
 */
export async function waitForOk(child: Child, url: string, timeoutMs = 60_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(`${child.name} exited (code ${child.process.exitCode}) before ${url} answered 200`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 200) return body;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${lastProblem})`);
}
