import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free loopback port, found by letting the system pick one. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A real redis-server of the test's own on loopback (no persistence), which the test may stop and
 * start again on the same port, to see what the app does while Redis is down.
 */
export async function startRedisServer() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await probe.connect();
          await probe.ping();
          return;
        } catch (error) {
          if (attempt > 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } finally {
      probe.disconnect();
    }
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await once(running, 'exit');
  }

  await start();
  return { url, start, stop };
}
