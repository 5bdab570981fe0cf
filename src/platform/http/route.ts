import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import type { Access, AccessGuards, BearerAccess, TenantAccess } from '../auth/access.js';
import type { AuthContext, TenantContext } from '../auth/context.js';
import { envelope, errorResponseSchema } from './envelope.js';
import { HandlerContext, type RouteRuntime } from './handler-context.js';
import { routeIdempotency, type IdempotencyOption } from './idempotency.js';
import { PreparedAnswer } from './prepared-answer.js';
import { documentOnlyHeaders } from './security.js';
import { refuseNulBytes } from './text-input.js';

type Part = ZodType | undefined;
type Parsed<S extends Part> = S extends ZodType ? z.output<S> : undefined;

/**
 * The caller as the route's access makes it known: `tenant` (who, in which organization, with which
 * permissions) on a tenant route, `auth` on a bearer route. Typed by the declaration, so a handler
 * can neither forget the tenant nor read it from the request untyped.
 */
type CallerOf<A extends Access> = A extends TenantAccess
  ? { tenant: TenantContext; auth: AuthContext }
  : A extends BearerAccess
    ? { auth: AuthContext }
    : object;

type RouteContext<B extends Part, Q extends Part, P extends Part, A extends Access = Access> = {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Runs the route's access guards on this request again: true while the caller may still call
   * the route. For an answer that outlives its request (an event stream), whose access was only
   * checked when it began: a revoked session, a deactivated member or a lost permission ends it.
   */
  reauthorize: () => Promise<boolean>;
  /**
   * On a route declaring `idempotency: 'handler'`: once the handler has read its own body, and
   * before it creates anything, it hands over what it read (JSON-like: text fields, digests of
   * files). Resolves to the first request's answer, to return as it is, or null to go on; throws
   * 422 or 409. Resolves to null at once when the request has no Idempotency-Key.
   */
  claimIdempotencyKey: (body: unknown) => Promise<PreparedAnswer | null>;
} & CallerOf<A>;

/** What a JSON route and a file route have in common. */
interface RouteBase<B extends Part, Q extends Part, P extends Part, A extends Access> {
  method: Exclude<HTTPMethods, 'HEAD' | 'OPTIONS'>;
  /** Relative to the module prefix, e.g. '/health'. */
  url: string;
  operationId: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Who may call it: permissions (all required) and plan included; see Access. */
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  /** For probes polled by infrastructure (health), which must not spend a client's budget. */
  exemptFromRateLimit?: boolean;
  /** Error statuses this route can answer besides the ones every route or its access class has. */
  errorStatuses?: readonly number[];
  /** Headers on every answer of this route, errors included (e.g. no caching of a secret-bearing URL). */
  headers?: Readonly<Record<string, string>>;
  /** Request headers the route reads besides the access ones, by lower-case name, for validation and the OpenAPI document. */
  requestHeaders?: Readonly<Record<string, ZodType>>;
  /**
   * The Idempotency-Key header (idempotency.ts, docs/idempotency.md). Without it, a tenant POST
   * that can answer 201 takes the key; true for another route that creates something, 'handler'
   * for one that reads its own body (its handler calls `claimIdempotencyKey`), false for none.
   */
  idempotency?: IdempotencyOption;
}

interface RouteDefinition<
  B extends Part,
  Q extends Part,
  P extends Part,
  R extends ZodType,
  A extends Access,
> extends RouteBase<B, Q, P, A> {
  /** Schema of `data` in the success envelope; the envelope itself is added here. */
  response: R;
  successStatus?: 200 | 201 | 202;
  /**
   * For a route whose success status depends on the outcome (201 created, 200 the same thing
   * found stored before): picks it from the data; every status it can pick is listed in `successStatuses`.
   */
  statusOf?: (data: z.output<R>) => 200 | 201 | 202;
  successStatuses?: ReadonlyArray<200 | 201 | 202>;
  /** false: `response` describes the whole body (e.g. the OpenAPI document), sent unwrapped. */
  envelope?: false;
  /**
   * The data, or the answer `prepare` made of it: serialized as this route answers with its
   * success status, for a handler that sends the same answer many times (a cached report).
   */
  handler: (
    context: RouteContext<B, Q, P, A> & { prepare: (data: z.output<R>) => PreparedAnswer },
  ) => Promise<z.output<R> | PreparedAnswer>;
}

/** A download: bytes with their own content type instead of the JSON envelope. */
interface FileBody {
  contentType: string;
  body: Buffer | string | Readable;
  /** Suggested file name; sent in Content-Disposition (attachment unless `inline`). */
  filename?: string;
  inline?: boolean;
  /** Defaults to `private, no-store`: downloads carry tenant data. */
  cacheControl?: string;
  /** 202: accepted with an empty body (e.g. an MCP notification); declare it in `acceptedStatus`. */
  status?: 200 | 202;
}

interface FileRouteDefinition<B extends Part, Q extends Part, P extends Part, A extends Access> extends RouteBase<
  B,
  Q,
  P,
  A
> {
  /** The content types the route can answer with, for the OpenAPI document. */
  produces: readonly string[];
  /** When the handler may answer 202 with no body: what that means, for the OpenAPI document. */
  acceptedStatus?: string;
  handler: (context: RouteContext<B, Q, P, A>) => Promise<FileBody>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessGuards: AccessGuards | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Documents the organization header; the tenant guard has already checked it by validation time. */
const tenantHeaders = z.looseObject({
  'x-organization-id': z.uuid().describe('The organization the request acts in'),
});

/** The tenant header and the route's own, loose: every other header stays on the request. */
function requestHeadersSchema(
  definition: { access: Access; requestHeaders?: Readonly<Record<string, ZodType>> },
  platformHeaders: Readonly<Record<string, ZodType>> = {},
) {
  const own = { ...definition.requestHeaders, ...platformHeaders };
  if (definition.access.kind === 'tenant') return { headers: tenantHeaders.extend(own) };
  return Object.keys(own).length > 0 ? { headers: z.looseObject(own) } : {};
}

/** 503: any request during shutdown, and a change that kept losing deadlocks after its retries. */
const ALWAYS = [400, 429, 500, 503];
/** The body parser's own refusals (a body too slow, too large, of another type), on every method that may carry one. */
const bodyStatuses = (method: HTTPMethods) => (method === 'GET' ? [] : [408, 413, 415]);

/**
 * The error statuses a route's access can answer: 401 and 403 from the guard (403 on a bearer
 * route: a cookie-authenticated write without its CSRF token), 402 from the plan.
 */
function accessStatuses(routeAccess: Access): number[] {
  if (routeAccess.kind === 'public') return [];
  if (routeAccess.kind === 'bearer') return [401, 403];
  return routeAccess.plan === null ? [401, 403] : [401, 402, 403];
}

function guardsOf(app: FastifyInstance, operationId: string): AccessGuards {
  const guards = app.accessGuards;
  if (!guards) throw new Error(`Route ${operationId} needs access guards but none are registered`);
  return guards;
}

/**
 * Identity, permissions and plan, in that order (401, 403, 402). They run after the rate limiter
 * (onRequest), so failed credentials still spend the budget; before the body is parsed or
 * validated, so a caller the route refuses learns nothing about its schema and costs no parsing.
 */
function accessGuards(app: FastifyInstance, routeAccess: Access, operationId: string) {
  if (routeAccess.kind === 'public') return [];
  const guards = guardsOf(app, operationId);
  return routeAccess.kind === 'bearer'
    ? [guards.bearer]
    : [guards.tenant(routeAccess.permissions), ...(routeAccess.plan === null ? [] : [guards.plan(routeAccess.plan)])];
}

/** The access rules in the OpenAPI document, for clients and for people reading /docs. */
function accessExtension(routeAccess: Access) {
  if (routeAccess.kind !== 'tenant') return { 'x-access': { kind: routeAccess.kind } };
  return { 'x-access': { kind: 'tenant', permissions: [...routeAccess.permissions], plan: routeAccess.plan } };
}

/** Whether a handler can be handed text from the request: a body (any method but GET), a query or path parameters. */
const takesInput = (definition: RouteBase<Part, Part, Part, Access>) =>
  definition.method !== 'GET' ||
  definition.body !== undefined ||
  definition.query !== undefined ||
  definition.params !== undefined;

/** A route option of the hooks that apply, or none at all (most routes have none of a kind). */
function hooks<K extends string, H>(name: K, candidates: ReadonlyArray<H | false | undefined>) {
  const present = candidates.filter((hook): hook is H => Boolean(hook));
  return (present.length > 0 ? { [name]: present } : {}) as Partial<Record<K, H[]>>;
}

function routeHeaders(headers: Readonly<Record<string, string>>) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    void reply.headers(headers);
    return payload;
  };
}

/** `filename*` per RFC 6266/5987, plus an ASCII fallback for old clients. */
export function contentDisposition(filename: string, inline = false): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function registerRoute<B extends Part, Q extends Part, P extends Part, A extends Access>(
  app: FastifyInstance,
  definition: RouteBase<B, Q, P, A>,
  success: {
    statuses: readonly number[];
    schema: unknown;
    also?: Record<number, unknown>;
    prepare?: RouteRuntime['prepare'];
  },
  respond: (context: RouteContext<B, Q, P, A>) => Promise<unknown>,
) {
  const idempotency = routeIdempotency(app, definition, success.statuses);
  const errorStatuses = new Set([
    ...ALWAYS,
    ...accessStatuses(definition.access),
    ...bodyStatuses(definition.method),
    ...(definition.errorStatuses ?? []),
    ...(idempotency?.statuses ?? []),
  ]);
  const guards = accessGuards(app, definition.access, definition.operationId);
  const runtime: RouteRuntime = {
    access: definition.access,
    guards,
    prepare: success.prepare,
    claimIdempotencyKey: idempotency?.claimInHandler,
  };
  const response: Record<number, unknown> = { ...success.also };
  for (const status of success.statuses) response[status] = success.schema;
  for (const status of errorStatuses) response[status] = errorResponseSchema;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.url,
    config: {
      access: definition.access,
      ...(idempotency ? { idempotency: idempotency.mode } : {}),
      ...(definition.exemptFromRateLimit ? { rateLimit: false } : {}),
    },
    schema: {
      operationId: definition.operationId,
      tags: [...definition.tags],
      summary: definition.summary,
      description: definition.description,
      ...(definition.access.kind === 'public' ? {} : { security: [{ bearerAuth: [] }, { cookieAuth: [] }] }),
      ...accessExtension(definition.access),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...requestHeadersSchema(definition, idempotency?.headers),
      response,
    },
    // onSend runs for every reply of the route, including errors from hooks, validation and the handler.
    ...hooks('onSend', [definition.headers && routeHeaders(definition.headers), idempotency?.record]),
    preParsing: guards.map((guard) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      await guard(request, reply);
      return payload;
    }),
    // After parsing, before schema validation: no text with a NUL byte reaches a handler. A GET
    // without query or path parameters hands its handler no input, so it skips the hook. A route
    // taking an Idempotency-Key keeps the request as sent here, before validation rewrites it.
    ...hooks('preValidation', [takesInput(definition) && refuseNulBytes, idempotency?.capture]),
    ...hooks('preHandler', [idempotency?.claimBeforeHandler]),
    // Not async: respond's promise is the handler's, without one more around it.
    handler: (request, reply) =>
      respond(new HandlerContext(request, reply, runtime) as unknown as RouteContext<B, Q, P, A>),
  });
}

/** What Fastify names a serialized JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The one way to add an API route: documented, validated, guarded and wrapped in the envelope. */
export function defineRoute<
  B extends Part = undefined,
  Q extends Part = undefined,
  P extends Part = undefined,
  R extends ZodType = ZodType,
  A extends Access = Access,
>(app: FastifyInstance, definition: RouteDefinition<B, Q, P, R, A>) {
  const status = definition.successStatus ?? 200;
  const wrap = definition.envelope !== false;
  const schema = wrap ? envelope(definition.response) : definition.response;
  const statuses = definition.successStatuses ?? [status];
  // The route's own serializer (its schema; checked against zod's in tests), run once.
  const prepare = (reply: FastifyReply, data: unknown) =>
    new PreparedAnswer(Buffer.from(reply.code(status).serialize(wrap ? { success: true, data } : data) as string));
  registerRoute(app, definition, { statuses, schema, prepare }, async (context) => {
    const { reply } = context;
    const data = await definition.handler(
      context as typeof context & { prepare: (data: z.output<R>) => PreparedAnswer },
    );
    if (data instanceof PreparedAnswer)
      return reply
        .code(data.status ?? status)
        .type(JSON_TYPE)
        .send(data.body);
    const code = definition.statusOf?.(data) ?? status;
    return reply.code(code).send(wrap ? { success: true, data } : data);
  });
}

/**
 * The same guards, validation and error shape as defineRoute, answering with a file (PDF, CSV,
 * image, markdown). Errors stay JSON; only the success body is the file.
 */
export function defineFileRoute<
  B extends Part = undefined,
  Q extends Part = undefined,
  P extends Part = undefined,
  A extends Access = Access,
>(app: FastifyInstance, definition: FileRouteDefinition<B, Q, P, A>) {
  // Documentation only: Fastify sends Buffers, strings with a non-JSON type and streams as they are.
  const binary = z.string().meta({ format: 'binary' });
  const schema = {
    description: `The file (${definition.produces.join(', ')})`,
    content: Object.fromEntries(definition.produces.map((type) => [type, { schema: binary }])),
  };
  const accepted = definition.acceptedStatus
    ? { 202: { description: definition.acceptedStatus, content: { 'text/plain': { schema: z.string().max(0) } } } }
    : {};
  registerRoute(app, definition, { statuses: [200], schema, also: accepted }, async (context) => {
    // A browser may show the file in a tab: it gets a document's headers (security.ts); set first,
    // so what the route sets itself wins.
    void context.reply.headers(documentOnlyHeaders);
    const file = await definition.handler(context);
    const reply = context.reply
      .code(file.status ?? 200)
      .header('content-type', file.contentType)
      .header('cache-control', file.cacheControl ?? 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (file.filename) void reply.header('content-disposition', contentDisposition(file.filename, file.inline));
    return reply.send(file.body);
  });
}

interface RedirectRouteDefinition<B extends Part, Q extends Part, P extends Part, A extends Access> extends RouteBase<
  B,
  Q,
  P,
  A
> {
  /** Where the browser goes next, for the OpenAPI document. */
  redirects: string;
  /** Answers the Location: an absolute URL, or a path of this server. */
  handler: (context: RouteContext<B, Q, P, A>) => Promise<string>;
}

/**
 * A route a browser navigates to (not one a script calls): it answers 302 to another page, also for
 * the failures it can name, which it reports in the next page's URL. Only what fails before the
 * handler (rate limit, malformed query) is answered in the JSON error shape.
 */
export function defineRedirectRoute<
  B extends Part = undefined,
  Q extends Part = undefined,
  P extends Part = undefined,
  A extends Access = Access,
>(app: FastifyInstance, definition: RedirectRouteDefinition<B, Q, P, A>) {
  const found = {
    description: `${definition.redirects} (in the Location header)`,
    content: { 'text/plain': { schema: z.string().max(0) } },
  };
  registerRoute(app, definition, { statuses: [], schema: null, also: { 302: found } }, async (context) => {
    // The browser follows it: a document's headers (Referrer-Policy above all), set before the handler's own.
    void context.reply.headers(documentOnlyHeaders);
    const location = await definition.handler(context);
    return context.reply
      .code(302)
      .header('location', location)
      .header('cache-control', 'no-store')
      .type('text/plain')
      .send('');
  });
}
