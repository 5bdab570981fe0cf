import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { blockRateLimitStore, memoryRateLimitStore, type RateLimitStore } from './rate-limit-store.js';

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

function incr(store: RateLimitStore, key = 'client') {
  return new Promise<{ current: number; ttl: number } | Error>((resolve) => {
    store.incr(key, (error, result) => resolve(error ?? result!), 60_000, 100);
  });
}

describe('the rate-limit store on Redis', () => {
  it('serves requests that arrive during a reservation from its grant, and asks again when it runs out', async () => {
    const { redis, calls } = fakeRedis();
    const store = blockRateLimitStore(redis, 'test:');
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
    const store = blockRateLimitStore(redis, 'test:');
    const pending = [incr(store), incr(store)];
    calls[0]!.answer(new Error('connection lost'));
    for (const result of await Promise.all(pending)) expect(result).toBeInstanceOf(Error);
    // The next request tries Redis again.
    void incr(store);
    expect(calls).toHaveLength(2);
  });

  it('fails open at once while Redis is reconnecting, without queueing a command behind the outage', async () => {
    const { redis, calls, connection } = fakeRedis();
    const store = blockRateLimitStore(redis, 'test:');
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

describe('the rate-limit store in memory', () => {
  function clockedStore(maxClients?: number) {
    const clock = { at: 1_000_000 };
    const store = memoryRateLimitStore({ now: () => clock.at, ...(maxClients ? { maxClients } : {}) });
    const spend = (client = 'client') => {
      let answer: { current: number; ttl: number } | undefined;
      store.incr(client, (_error, result) => (answer = result), 60_000, 100);
      // Counted at once, without waiting: the limiter goes on in the same turn.
      if (!answer) throw new Error('the memory store did not answer synchronously');
      return answer;
    };
    return { clock, spend };
  }

  it('counts each client in a fixed window from its first request, and starts again when it ends', () => {
    const { clock, spend } = clockedStore();
    expect(spend()).toEqual({ current: 1, ttl: 60_000 });
    clock.at += 20_000;
    expect(spend()).toEqual({ current: 2, ttl: 40_000 });
    expect(spend('other')).toEqual({ current: 1, ttl: 60_000 });
    clock.at += 40_000;
    expect(spend()).toEqual({ current: 1, ttl: 60_000 });
  });

  it('forgets the oldest client past its size, not one whose window is still counting', () => {
    const { clock, spend } = clockedStore(2);
    spend('first');
    clock.at += 1_000;
    spend('second');
    spend('second');
    spend('third');
    // The oldest was forgotten, the others keep their counts.
    expect(spend('second').current).toBe(3);
    expect(spend('third').current).toBe(2);
    expect(spend('first').current).toBe(1);
  });
});
