import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on loopback, with one bucket. */
export async function startS3(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'punchclock-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP proxy in front of an S3 server that can hold the app's requests: while held, what the
 * app sends is kept back (the request waits, as on a slow network) until `release`. It lets a
 * test pause an upload between its image work and its commit.
 */
export async function holdingProxy(endpoint: string) {
  const target = new URL(endpoint);
  let held: Array<() => void> | null = null;
  let waiters: Array<{ count: number; resolve: () => void }> = [];
  const sockets = new Set<Socket>();
  const notify = () => {
    waiters = waiters.filter((waiter) => {
      if ((held?.length ?? 0) < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.pipe(client);
    client.on('end', () => upstream.end());
    client.on('data', (chunk: Buffer) => {
      if (!held) {
        upstream.write(chunk);
        return;
      }
      client.pause();
      held.push(() => {
        upstream.write(chunk);
        client.resume();
      });
      notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    hold() {
      held ??= [];
    },
    /** Resolves once `count` connections have a request held. */
    holding(count: number) {
      return new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        notify();
      });
    },
    release() {
      const queued = held ?? [];
      held = null;
      for (const forward of queued) forward();
    },
    async close() {
      this.release();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
