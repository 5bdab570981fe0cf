import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access, Guard } from '../auth/access.js';
import type { AuthContext, TenantContext } from '../auth/context.js';
import type { PreparedAnswer } from './prepared-answer.js';

/** Whether the guards established the caller the route's access promises its handler. */
function assertCaller(routeAccess: Access, request: FastifyRequest): void {
  if (routeAccess.kind === 'bearer' && !request.auth) {
    throw new Error('A bearer route ran without an authenticated caller');
  }
  if (routeAccess.kind === 'tenant' && (!request.tenant || !request.auth)) {
    throw new Error('A tenant route ran without a tenant context');
  }
}

/** What a route adds to every call of its handler: its guards, and (a JSON route) how it serializes a prepared answer. */
export interface RouteRuntime {
  access: Access;
  guards: readonly Guard[];
  prepare?: (reply: FastifyReply, data: unknown) => PreparedAnswer;
  /** On a route whose handler claims its Idempotency-Key itself (idempotency.ts). */
  claimIdempotencyKey?: (request: FastifyRequest, reply: FastifyReply, body: unknown) => Promise<PreparedAnswer | null>;
}

/**
 * The context a handler is handed (RouteContext): one object of the same shape for every route;
 * the functions it offers are made only when a handler takes them (most never do), where a literal
 * with both closures, and the caller spread into it, cost every request its allocations.
 */
export class HandlerContext {
  readonly body: unknown;
  readonly query: unknown;
  readonly params: unknown;
  readonly tenant: TenantContext | undefined;
  readonly auth: AuthContext | undefined;

  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    private readonly route: RouteRuntime,
  ) {
    this.body = request.body;
    this.query = request.query;
    this.params = request.params;
    assertCaller(route.access, request);
    // What the route's access promises, and nothing more (a public route learns of no caller).
    this.tenant = route.access.kind === 'tenant' ? request.tenant! : undefined;
    this.auth = route.access.kind === 'public' ? undefined : request.auth!;
  }

  get reauthorize(): () => Promise<boolean> {
    const { request, reply, route } = this;
    return async () => {
      try {
        for (const guard of route.guards) await guard(request, reply);
        return true;
      } catch {
        // Refused, or the check itself failed: the caller can open the stream again.
        return false;
      }
    };
  }

  get claimIdempotencyKey(): (body: unknown) => Promise<PreparedAnswer | null> {
    const { request, reply } = this;
    const { claimIdempotencyKey } = this.route;
    return (body) => {
      if (!claimIdempotencyKey)
        throw new Error(
          `claimIdempotencyKey on ${request.method} ${request.url}, which does not declare idempotency: 'handler'`,
        );
      return claimIdempotencyKey(request, reply, body);
    };
  }

  get prepare(): ((data: unknown) => PreparedAnswer) | undefined {
    const { reply } = this;
    const { prepare } = this.route;
    return prepare && ((data) => prepare(reply, data));
  }
}
