import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { errors } from './errors.js';
import { blockRateLimitStore } from './rate-limit-store.js';

interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Shared store: every instance on the same Redis spends one budget per client. */
  redis: Redis | null;
  /** Key prefix in Redis; separates deployments (and test runs) sharing one server. */
  namespace: string;
  /** The budget of a request that names its own (an API key's, by key id), or null for the client IP's. */
  budgetOf?: (request: FastifyRequest) => string | null;
  /** Told of every refusal, with the limit that refused: "global", or the route of a stricter limit of its own. */
  onRefused?: (limit: string) => void;
}

export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    // request.ip honours TRUST_PROXY: without it the socket address, so X-Forwarded-For cannot reset a count.
    // A known API key spends its own budget instead (docs/api-keys.md), so a key's clients sharing
    // one address (a NAT, a CI runner) are limited per key, and several keys do not share one.
    keyGenerator: (request) => options.budgetOf?.(request) ?? request.ip,
    // On Redis, the budget is spent in blocks reserved by one round trip (rate-limit-store.ts).
    ...(options.redis ? { store: blockRateLimitStore(options.redis, `${options.namespace}:rl:`) } : {}),
    // If Redis is unreachable, serve rather than fail every request; the outage is logged.
    skipOnError: true,
    errorResponseBuilder: (request, context) => {
      const ownLimit = (request.routeOptions.config as { rateLimit?: unknown } | undefined)?.rateLimit;
      options.onRefused?.(ownLimit ? `${request.method} ${request.routeOptions.url ?? ''}` : 'global');
      return errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)));
    },
  });
}
