// The budget of one organization (docs/operations.md, "Rate limits"): every signed-in request of
// its members and keys spends it, on top of each person's own, so one organization cannot take
// the whole service for itself. Spent after the guard has established the organization, so only
// its own members can spend it. On Redis it is shared by every instance; without, per instance.
import type { Redis } from 'ioredis';
import { errors } from './errors.js';
import { blockRateLimitStore } from './rate-limit-store.js';

interface OrganizationBudgetOptions {
  max: number;
  windowMs: number;
  redis: Redis | null;
  namespace: string;
  /** Told of every refusal. */
  onRefused?: () => void;
}

type Spend = (orgId: string) => Promise<{ current: number; ttlMs: number } | null>;

/** A fixed window per organization in this process's memory; windows that ended are dropped as they are met. */
function inMemory(windowMs: number): Spend {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return async (orgId) => {
    const now = Date.now();
    if (windows.size > 10_000) for (const [id, window] of windows) if (window.endsAt <= now) windows.delete(id);
    let window = windows.get(orgId);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      windows.set(orgId, window);
    }
    window.count += 1;
    return { current: window.count, ttlMs: window.endsAt - now };
  };
}

function onRedis(redis: Redis, prefix: string, windowMs: number, max: number): Spend {
  const store = new (blockRateLimitStore(redis, prefix))({});
  return (orgId) =>
    new Promise((resolve) => {
      // Redis down: the organization is not limited (fail open, as the other limits).
      store.incr(
        orgId,
        (error, result) => resolve(error || !result ? null : { current: result.current, ttlMs: result.ttl }),
        windowMs,
        max,
      );
    });
}

/** Spends one request of the organization's budget; throws 429 once it is spent. */
export function createOrganizationBudget(options: OrganizationBudgetOptions) {
  const spend = options.redis
    ? onRedis(options.redis, `${options.namespace}:org:`, options.windowMs, options.max)
    : inMemory(options.windowMs);
  return async (orgId: string) => {
    const spent = await spend(orgId);
    if (!spent || spent.current <= options.max) return;
    options.onRefused?.();
    throw errors.rateLimited(
      Math.max(1, Math.ceil(spent.ttlMs / 1000)),
      `Too many requests: ${options.max} per ${Math.round(options.windowMs / 1000)} s for your organization`,
    );
  };
}

export type OrganizationBudget = ReturnType<typeof createOrganizationBudget>;
