// The budget of one organization (docs/operations.md, "Rate limits"): every signed-in request of
// its members and keys spends it, on top of each person's own, so one organization cannot take
// the whole service for itself. Spent after the guard has established the organization, so only
// its own members can spend it. On Redis it is shared by every instance; without, per instance.
import type { Redis } from 'ioredis';
import { errors } from './errors.js';
import { blockRateLimitStore, memoryRateLimitStore, type Spent } from './rate-limit-store.js';

interface OrganizationBudgetOptions {
  max: number;
  windowMs: number;
  redis: Redis | null;
  namespace: string;
  /** Told of every refusal. */
  onRefused?: () => void;
}

/** Spends one request of the organization's budget; throws 429 once it is spent. */
export function createOrganizationBudget(options: OrganizationBudgetOptions) {
  const store = options.redis
    ? blockRateLimitStore(options.redis, `${options.namespace}:org:`)
    : memoryRateLimitStore();
  return (orgId: string) =>
    new Promise<void>((resolve, reject) => {
      const spent = (error: Error | null, result?: Spent) => {
        // Redis down: the organization is not limited (fail open, as the other limits).
        if (error || !result || result.current <= options.max) {
          resolve();
          return;
        }
        options.onRefused?.();
        reject(
          errors.rateLimited(
            Math.max(1, Math.ceil(result.ttl / 1000)),
            `Too many requests: ${options.max} per ${Math.round(options.windowMs / 1000)} s for your organization`,
          ),
        );
      };
      store.incr(orgId, spent, options.windowMs, options.max);
    });
}

export type OrganizationBudget = ReturnType<typeof createOrganizationBudget>;
