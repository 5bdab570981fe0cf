import type { Redis } from 'ioredis';

/** One unit of a budget spent: the count in the window so far and the window's time left (ms). */
export interface Spent {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, spent?: Spent) => void;

/**
 * Where the limiter counts: `incr` spends one unit of a client's budget and calls back, at once
 * when it can (then the request goes on without waiting for a turn of the event loop), with an
 * error when the count cannot be had (the limiter then serves the request).
 */
export interface RateLimitStore {
  incr(client: string, callback: Callback, windowMs: number, max: number): void;
}

/** Sweep lapsed clients out of memory once every this many requests. */
const SWEEP_EVERY = 1_000;

/**
 * Counting in this process, one fixed window per client from its first request. Clients whose
 * window ended are swept out; past `maxClients` within one window the oldest client is forgotten
 * (its count starts again), so a flood of new clients costs bounded memory.
 */
export function memoryRateLimitStore(options: { maxClients?: number; now?: () => number } = {}): RateLimitStore {
  const maxClients = options.maxClients ?? 100_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  let calls = 0;
  const sweep = (at: number) => {
    for (const [client, window] of windows) if (at >= window.endsAt) windows.delete(client);
  };
  return {
    incr(client, callback, windowMs) {
      const at = now();
      if (++calls % SWEEP_EVERY === 0) sweep(at);
      let window = windows.get(client);
      if (!window || at >= window.endsAt) {
        // A new window goes to the end of the map, which so stays in the order windows began.
        if (window) windows.delete(client);
        else if (windows.size >= maxClients) {
          sweep(at);
          // Map order is insertion order: the first is the client whose window began earliest.
          if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
        }
        window = { count: 0, endsAt: at + windowMs };
        windows.set(client, window);
      }
      window.count++;
      callback(null, { current: window.count, ttl: window.endsAt - at });
    },
  };
}

/**
 * The shared rate-limit budget on Redis, spent in blocks: one round trip reserves up to BLOCK
 * units of a client's budget for this instance, which then spends them locally, one per request,
 * until the block is used up or the window ends. Far from the limit a client's requests cost a
 * Redis call every few requests instead of every request; near it the blocks shrink to one unit
 * (the reservation takes at most a sixteenth of what is left), so the last part of a budget is
 * counted request by request as before.
 *
 * What it keeps: no instance ever admits more than the budget (a unit is spent only after Redis
 * granted it), and with one instance the count is exact. What it gives up: with several
 * instances, units one instance holds unspent are missing to the others, so a client spread over
 * them can be refused up to a sixteenth of its remaining budget per instance early
 * (docs/decisions/platform/rate-limits-on-redis-in-blocks.md).
 */
const BLOCK = 64;
/** A reservation takes at most this share of the budget left: blocks shrink as the limit nears. */
const SHARE_OF_REMAINING = 16;

/** Reserves: returns the count after the reservation, the units granted and the window's time left (ms). */
const RESERVE = `
  local key = KEYS[1]
  local window = tonumber(ARGV[1])
  local max = tonumber(ARGV[2])
  local want = tonumber(ARGV[3])
  local share = tonumber(ARGV[4])
  local before = tonumber(redis.call('GET', key) or '0')
  local grant = math.max(1, math.min(want, math.floor((max - before) / share)))
  local after = redis.call('INCRBY', key, grant)
  local ttl
  if after == grant then
    redis.call('PEXPIRE', key, window)
    ttl = window
  else
    ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, window)
      ttl = window
    end
  end
  return {after, grant, ttl}
`;

/** One client's block: the count before it, the units granted and spent, and when it lapses (local ms). */
interface Block {
  base: number;
  granted: number;
  spent: number;
  endsAt: number;
}

interface KeyState {
  block: Block | null;
  /** Requests waiting for a reservation in flight; null when none is. */
  waiting: Callback[] | null;
}

type ReservingRedis = Redis & {
  punchclockReserve(
    key: string,
    window: number,
    max: number,
    want: number,
    share: number,
    callback: (error: Error | null | undefined, result?: [number, number, number]) => void,
  ): void;
};

export function blockRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  if (!('punchclockReserve' in redis)) redis.defineCommand('punchclockReserve', { numberOfKeys: 1, lua: RESERVE });
  const reserving = redis as ReservingRedis;

  class BlockStore implements RateLimitStore {
    private readonly states = new Map<string, KeyState>();
    private calls = 0;

    incr(client: string, callback: Callback, timeWindow: number, max: number): void {
      if (++this.calls % SWEEP_EVERY === 0) this.sweep(Date.now());
      let state = this.states.get(client);
      if (!state) {
        state = { block: null, waiting: null };
        this.states.set(client, state);
      }
      if (state.waiting) {
        state.waiting.push(callback);
        return;
      }
      if (this.spend(state, callback, Date.now())) return;
      // Redis is down (reconnecting): fail open at once. A command sent now would wait in
      // ioredis's offline queue through its reconnection attempts, seconds per request.
      if (redis.status !== 'ready') {
        callback(new Error(`The rate-limit store is not connected (redis ${redis.status})`));
        return;
      }
      this.reserve(client, state, callback, timeWindow, max);
    }

    private spend(state: KeyState, callback: Callback, now: number): boolean {
      const block = state.block;
      if (!block || block.spent >= block.granted || now >= block.endsAt) return false;
      block.spent++;
      callback(null, { current: block.base + block.spent, ttl: block.endsAt - now });
      return true;
    }

    /** Sends one reservation for `first`; the queue it returns is served from the same grant. */
    private reserve(client: string, state: KeyState, first: Callback, timeWindow: number, max: number): Callback[] {
      const queue = [first];
      state.waiting = queue;
      // Counted from before the call: the block lapses no later than the key does in Redis.
      const sentAt = Date.now();
      reserving.punchclockReserve(prefix + client, timeWindow, max, BLOCK, SHARE_OF_REMAINING, (error, result) => {
        const waiting = queue;
        state.waiting = null;
        if (error || !result) {
          state.block = null;
          for (const callback of waiting) callback(error ?? new Error('The rate-limit store did not answer'));
          return;
        }
        const [after, granted, ttl] = result;
        const now = Date.now();
        const block = { base: after - granted, granted, spent: 1, endsAt: sentAt + ttl };
        state.block = block;
        // The request that asked is served from the grant (at least one unit) whatever the clock says.
        first(null, { current: block.base + 1, ttl: Math.max(0, block.endsAt - now) });
        const rest = waiting.slice(1);
        for (const [index, callback] of rest.entries()) {
          if (this.spend(state, callback, now)) continue;
          // The block ran out before everyone waiting was served: the others wait for the next one.
          this.reserve(client, state, callback, timeWindow, max).push(...rest.slice(index + 1));
          return;
        }
      });
      return queue;
    }

    private sweep(now: number) {
      for (const [client, state] of this.states) {
        if (!state.waiting && (!state.block || now >= state.block.endsAt)) this.states.delete(client);
      }
    }
  }
  return new BlockStore();
}
