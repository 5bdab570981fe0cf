import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { errors } from './errors.js';
import { blockRateLimitStore, memoryRateLimitStore, type RateLimitStore, type Spent } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route spends no budget (probes, metrics, the web app's files). */
    rateLimit?: false;
  }
}

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
   * verified sign-in token or session; null for the client address's. A promise only when it
   * must check a signature; an anonymous request is limited without waiting.
   */
  budgetOf: (request: FastifyRequest) => string | null | Promise<string | null>;
  /** Told of every refusal, with the limit that refused: "address" or "account". */
  onRefused?: (limit: string) => void;
}

/** A budget's size, and as the RateLimit-Limit header says it. */
interface Limit {
  max: number;
  header: string;
}

/** Goes on with the request, or ends it with the error (a 429). */
type Next = (error?: Error) => void;

/** Which limit a budget key belongs to, in the words a 429 uses. */
const limitOf = (key: string) =>
  key.startsWith('key:') ? 'this API key' : key.startsWith('user:') ? 'your account' : 'this address';

/**
 * The rate limit, as a step of the app's one request hook (app.ts): each client spends one unit
 * of its budget per request, and every answer says where it stands in the IETF draft headers
 * (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset; Retry-After on a 429). A signed-in
 * person and an API key spend budgets of their own (docs/operations.md, "Rate limits"), so a team
 * behind one office NAT is not throttled by its own trackers.
 *
 * It replaces @fastify/rate-limit, whose hook awaited the key, the limit and the store in turn on
 * every request: here an anonymous request, or one whose block of budget on Redis is at hand, is
 * counted without a promise (docs/performance-history.md, "One hook per request"). What 404s and routes
 * marked `rateLimit: false` are sent is not counted, as before.
 */
export function createRateLimiter(options: RateLimitOptions) {
  // On Redis, the budget is spent in blocks reserved by one round trip (rate-limit-store.ts).
  const store: RateLimitStore = options.redis
    ? blockRateLimitStore(options.redis, `${options.namespace}:rl:`)
    : memoryRateLimitStore();
  const windowSeconds = Math.round(options.windowMs / 1000);

  // The limit goes out on every answer: as text made once.
  const addressLimit: Limit = { max: options.max, header: String(options.max) };
  const accountLimit: Limit = { max: options.accountMax, header: String(options.accountMax) };

  function answer(reply: FastifyReply, key: string, { max, header }: Limit, spent: Spent, next: Next) {
    const seconds = Math.ceil(spent.ttl / 1000);
    void reply
      .header('ratelimit-limit', header)
      .header('ratelimit-remaining', String(Math.max(0, max - spent.current)))
      .header('ratelimit-reset', String(seconds));
    if (spent.current <= max) {
      next();
      return;
    }
    options.onRefused?.(key.startsWith('ip:') ? 'address' : 'account');
    next(
      errors.rateLimited(Math.max(1, seconds), `Too many requests: ${max} per ${windowSeconds} s for ${limitOf(key)}`),
    );
  }

  function spend(reply: FastifyReply, key: string, next: Next) {
    const limit = key.startsWith('ip:') ? addressLimit : accountLimit;
    store.incr(
      key,
      // When the count cannot be had (Redis unreachable), serve rather than fail every request.
      (error, spent) => (error || !spent ? next() : answer(reply, key, limit, spent, next)),
      options.windowMs,
      limit.max,
    );
  }

  return (request: FastifyRequest, reply: FastifyReply, next: Next) => {
    if (request.is404 || request.routeOptions.config.rateLimit === false) {
      next();
      return;
    }
    // request.ip honours TRUST_PROXY: without it the socket address, so X-Forwarded-For cannot reset a count.
    const budget = options.budgetOf(request);
    if (!(budget instanceof Promise)) spend(reply, budget ?? `ip:${request.ip}`, next);
    else budget.then((key) => spend(reply, key ?? `ip:${request.ip}`, next), next);
  };
}
