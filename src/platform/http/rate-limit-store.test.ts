import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { blockRateLimitStore } from './rate-limit-store.js';

type Answer = (error: Error | null, result?: [number, number, number]) => void;

/** A Redis whose reservations the test answers by hand. */
function fakeRedis() {
  const calls: Array<{ key: string; answer: Answer }> = [];
  const redis = {
    status: 'ready',
    defineCommand() {},
    punchclockReserve(key: string, _window: number, _max: number, _want: number, _share: number, answer: Answer) {
      calls.push({ key, answer });
    },
  };
  return { redis: redis as unknown as Redis, calls, connection: redis };
}

function incr(store: InstanceType<ReturnType<typeof blockRateLimitStore>>, key = 'client') {
  return new Promise<{ current: number; ttl: number } | Error>((resolve) => {
    store.incr(key, (error, result) => resolve(error ?? result!), 60_000, 100);
  });
}

describe('the rate-limit store on Redis', () => {
  it('serves requests that arrive during a reservation from its grant, and asks again when it runs out', async () => {
    const { redis, calls } = fakeRedis();
    const store = new (blockRateLimitStore(redis, 'test:'))({});
    const pending = [incr(store), incr(store), incr(store), incr(store)];
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toBe('test:client');
    // Three units granted, the count now 3: the fourth request needs a reservation of its own.
    calls[0]!.answer(null, [3, 3, 60_000]);
    expect(calls).toHaveLength(2);
    calls[1]!.answer(null, [4, 1, 59_000]);
    const results = await Promise.all(pending);
    expect(results.map((result) => (result as { current: number }).current)).toEqual([1, 2, 3, 4]);
  });

  it('hands a Redis failure to every request waiting on it (the limiter then serves them)', async () => {
    const { redis, calls } = fakeRedis();
    const store = new (blockRateLimitStore(redis, 'test:'))({});
    const pending = [incr(store), incr(store)];
    calls[0]!.answer(new Error('connection lost'));
    for (const result of await Promise.all(pending)) expect(result).toBeInstanceOf(Error);
    // The next request tries Redis again.
    void incr(store);
    expect(calls).toHaveLength(2);
  });

  it('fails open at once while Redis is reconnecting, without queueing a command behind the outage', async () => {
    const { redis, calls, connection } = fakeRedis();
    const store = new (blockRateLimitStore(redis, 'test:'))({});
    connection.status = 'reconnecting';
    const refused = await incr(store);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('not connected (redis reconnecting)');
    expect(calls).toHaveLength(0);
    connection.status = 'ready';
    void incr(store);
    expect(calls).toHaveLength(1);
  });
});
