import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
}

export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    // request.ip honours TRUST_PROXY: without it the socket address, so X-Forwarded-For cannot reset a count.
    keyGenerator: (request) => request.ip,
    // On Redis, the budget is spent in blocks reserved by one round trip (rate-limit-store.ts).
    ...(options.redis ? { store: blockRateLimitStore(options.redis, `${options.namespace}:rl:`) } : {}),
    // If Redis is unreachable, serve rather than fail every request; the outage is logged.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
