import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { errors } from './errors.js';
import { blockRateLimitStore } from './rate-limit-store.js';

interface RateLimitOptions {
  /** Requests per window of one client address (anonymous requests, and sign-in and code routes). */
  max: number;
  /** Requests per window of one signed-in person or one API key, wherever they come from. */
  accountMax: number;
  windowMs: number;
  /** Shared store: every instance on the same Redis spends one budget per client. */
  redis: Redis | null;
  /** Key prefix in Redis; separates deployments (and test runs) sharing one server. */
  namespace: string;
  /**
   * The budget of a request that names its own: `key:<id>` for an API key, `user:<id>` for a
   * verified sign-in token or session; null for the client address's.
   */
  budgetOf?: (request: FastifyRequest) => Promise<string | null>;
  /** Told of every refusal, with the limit that refused: "address", "account", or the route of a stricter limit of its own. */
  onRefused?: (limit: string) => void;
}

/** Which limit a budget key belongs to, in the words a 429 uses. */
const limitOf = (key: string) =>
  key.startsWith('key:') ? 'this API key' : key.startsWith('user:') ? 'your account' : 'this address';

export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  // The budget each request spent, for its 429's words (the plugin does not hand the key back).
  const budgets = new WeakMap<FastifyRequest, string>();
  await app.register(rateLimit, {
    global: true,
    // request.ip honours TRUST_PROXY: without it the socket address, so X-Forwarded-For cannot reset a count.
    // A signed-in person and an API key spend budgets of their own (docs/operations.md, "Rate
    // limits"), so a team behind one office NAT is not throttled by its own trackers.
    keyGenerator: async (request) => {
      const budget = (await options.budgetOf?.(request)) ?? `ip:${request.ip}`;
      budgets.set(request, budget);
      return budget;
    },
    max: (_request, key) => (key.startsWith('ip:') ? options.max : options.accountMax),
    timeWindow: options.windowMs,
    // RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (IETF draft) on every answer, Retry-After on a 429.
    enableDraftSpec: true,
    // On Redis, the budget is spent in blocks reserved by one round trip (rate-limit-store.ts).
    ...(options.redis ? { store: blockRateLimitStore(options.redis, `${options.namespace}:rl:`) } : {}),
    // If Redis is unreachable, serve rather than fail every request; the outage is logged.
    skipOnError: true,
    errorResponseBuilder: (request, context) => {
      const ownLimit = (request.routeOptions.config as { rateLimit?: unknown } | undefined)?.rateLimit;
      const budget = budgets.get(request) ?? 'ip:';
      const limit = ownLimit
        ? `${request.method} ${request.routeOptions.url ?? ''}`
        : budget.startsWith('ip:')
          ? 'address'
          : 'account';
      options.onRefused?.(limit);
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const who = ownLimit ? 'this route from this address' : limitOf(budget);
      return errors.rateLimited(
        seconds,
        `Too many requests: ${context.max} per ${Math.round(options.windowMs / 1000)} s for ${who}`,
      );
    },
  });
}
