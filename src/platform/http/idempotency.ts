import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Access } from '../auth/access.js';
import { callerOf, fingerprintOf, IDEMPOTENCY_KEY_PATTERN, type RequestParts } from '../idempotency/rules.js';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS, type IdempotencyScope, type IdempotencyStore } from '../idempotency/store.js';
import { AppError } from './errors.js';
import { PreparedAnswer } from './prepared-answer.js';

/**
 * How a route takes an Idempotency-Key (docs/idempotency.md): `request` compares the request as
 * parsed (path parameters, query, JSON body) and decides before the handler runs; `handler` is for
 * a route that reads its own body (multipart): its handler calls `claimIdempotencyKey` with what it
 * read, before it creates anything.
 */
type IdempotencyMode = 'request' | 'handler';

/** What a route declares: nothing (the rule decides), true (a creating route answering 200 or 202), 'handler', or false. */
export type IdempotencyOption = boolean | 'handler';

/**
 * The rule: a tenant POST that can answer 201 creates something, and takes the key without
 * saying so. Other routes opt in. Only tenant routes can: a key belongs to an organization and a
 * caller.
 */
function idempotencyModeOf(
  route: { method: string; access: Access; idempotency?: IdempotencyOption; operationId: string },
  successStatuses: readonly number[],
): IdempotencyMode | null {
  if (route.idempotency === false) return null;
  if (route.access.kind !== 'tenant') {
    if (route.idempotency) throw new Error(`Route ${route.operationId}: only a tenant route takes an Idempotency-Key`);
    return null;
  }
  if (route.idempotency === 'handler') return 'handler';
  if (route.idempotency === true || (route.method === 'POST' && successStatuses.includes(201))) return 'request';
  return null;
}

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';

/** The header as validated and documented on every route that takes it. */
const idempotencyKeyHeader = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 1 to 255 visible ASCII characters')
  .optional()
  .describe(
    `Makes a retry safe: the same key with the same request within ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours answers the first success again ` +
      `(with ${REPLAYED_HEADER}: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. ` +
      '1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md.',
  );

/** The statuses a route that takes the key adds: 409 while the first request runs, 422 on reuse. */
const IDEMPOTENCY_STATUSES = [409, 422] as const;

/** How long a second request waits for the first to answer before it gets 409 (most creates take milliseconds). */
const WAIT_MS = 2_000;
const FIRST_POLL_MS = 20;
const MAX_POLL_MS = 200;

const reused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request',
    'Send a new key for a new request; a retry must repeat the first request exactly (path, query and body).',
  );
const inProgress = () =>
  new AppError(
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being processed',
    'Retry with the same key after Retry-After: you get its answer once it has one.',
    undefined,
    { 'retry-after': '1' },
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request that came with a key: the request as parsed, and its claim once it holds one. */
interface KeyedRequest {
  key: string;
  parts: RequestParts;
  scope?: IdempotencyScope;
  claimant?: string;
}

/**
 * The key's lifecycle on the routes that take it: `capture` (preValidation) keeps the request as
 * parsed, before validation replaces it with its output; `claim` (preHandler, or the handler)
 * wins the key, replays its answer, or refuses; `record` (onSend) stores a success or gives a
 * failed request's claim up, before the answer leaves, so a client that has the answer finds it.
 */
export function createIdempotentRoutes(store: IdempotencyStore) {
  const keyed = new WeakMap<FastifyRequest, KeyedRequest>();

  /** The first request's answer, or this request's claim; 422 or 409 when it may do neither. */
  async function claim(request: FastifyRequest, body: unknown): Promise<PreparedAnswer | null> {
    const state = keyed.get(request);
    if (!state) return null;
    if (state.scope) throw new Error('claimIdempotencyKey called twice for one request');
    const tenant = request.tenant;
    if (!tenant) throw new Error('An Idempotency-Key was claimed on a route without tenant access');
    const scope: IdempotencyScope = {
      orgId: tenant.orgId,
      caller: callerOf(tenant),
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      key: state.key,
    };
    state.scope = scope;
    const fingerprint = fingerprintOf({ ...state.parts, body });
    const claimant = randomUUID();
    const deadline = Date.now() + WAIT_MS;
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
      const outcome = await store.claim(scope, fingerprint, claimant);
      if (outcome.kind === 'claimed') {
        state.claimant = claimant;
        return null;
      }
      if (outcome.kind === 'answered') {
        const { status, body: answer } = outcome.answer;
        return new PreparedAnswer(answer, status);
      }
      if (outcome.kind === 'mismatch') throw reused();
      if (Date.now() + pause > deadline) throw inProgress();
      await sleep(pause);
    }
  }

  /** Sends a replay; the route's own headers (onSend) are added as on the first answer. */
  const replay = (reply: FastifyReply, answer: PreparedAnswer) =>
    reply
      .code(answer.status ?? 200)
      .header(REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(answer.body);

  return {
    capture: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      // Validation (the header schema) refuses a malformed key next; nothing is claimed for it.
      if (typeof key === 'string')
        keyed.set(request, { key, parts: { params: request.params, query: request.query, body: request.body } });
      done();
    },

    claimBeforeHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const state = keyed.get(request);
      if (!state) return;
      const answer = await claim(request, state.parts.body);
      if (answer) return replay(reply, answer);
    },

    /** For a `handler` route: the replay to return, or null to go on and create. */
    claimInHandler: async (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
      const answer = await claim(request, body);
      if (answer) void reply.header(REPLAYED_HEADER, 'true');
      return answer;
    },

    record: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const state = keyed.get(request);
      if (!state?.scope || !state.claimant) return payload;
      const { scope, claimant } = state;
      state.claimant = undefined;
      const status = reply.statusCode;
      const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
      try {
        if (status >= 200 && status < 300 && Buffer.isBuffer(body)) {
          const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
          if (!(await store.record(scope, claimant, { status, contentType, body })))
            request.log.warn({ route: scope.route }, 'idempotency claim was taken over before its answer was recorded');
        } else {
          // Only successes are kept: a refusal changed nothing, and its retry may well succeed.
          await store.release(scope, claimant);
        }
      } catch (error) {
        // The change is made; the answer goes out. A retry then waits for the claim's lease.
        request.log.error({ err: error, route: scope.route }, 'idempotency key could not be recorded');
      }
      return payload;
    },
  };
}

export type IdempotentRoutes = ReturnType<typeof createIdempotentRoutes>;

declare module 'fastify' {
  interface FastifyInstance {
    idempotentRoutes: IdempotentRoutes | null;
  }
  interface FastifyContextConfig {
    /** How the route takes an Idempotency-Key; absent: it does not. */
    idempotency?: IdempotencyMode;
  }
}

/**
 * What registerRoute (route.ts) adds to a route that takes the key: the header (validated and in
 * the OpenAPI document), its two statuses, and the hooks of the key's lifecycle; null for a route
 * that does not take it.
 */
export function routeIdempotency(
  app: FastifyInstance,
  route: { method: string; access: Access; idempotency?: IdempotencyOption; operationId: string },
  successStatuses: readonly number[],
) {
  const mode = idempotencyModeOf(route, successStatuses);
  if (!mode) return null;
  const keys = app.idempotentRoutes;
  if (!keys) throw new Error(`Route ${route.operationId} takes an Idempotency-Key but no key store is registered`);
  return {
    mode,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyHeader } as Record<string, ZodType>,
    statuses: IDEMPOTENCY_STATUSES,
    capture: keys.capture,
    claimBeforeHandler: mode === 'request' ? keys.claimBeforeHandler : undefined,
    claimInHandler: mode === 'handler' ? keys.claimInHandler : undefined,
    record: keys.record,
  };
}
