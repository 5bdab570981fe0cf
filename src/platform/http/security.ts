import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './openapi.js';

const HELMET_OPTIONS: HelmetOptions = {
  // The API serves JSON only; the reference page under /docs sets its own policy.
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets with these options, worked out once at startup by running it against a
 * stand-in response: without a nonce policy they are the same on every answer, so a request pays
 * for copying them, not for helmet's dozen middlewares (@fastify/helmet runs them per request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Every header helmet sets: what a page of the web app, the API reference or a file opened in a tab carries. */
const documentHeaders: Readonly<Record<string, string>> = Object.freeze(helmetHeaders(HELMET_OPTIONS));

/**
 * The ones a JSON answer of the API needs (OWASP's REST Security Cheat Sheet): HSTS, no type
 * sniffing, no framing, and CORP so another site's page cannot load the answer. The others
 * (COOP, Origin-Agent-Cluster, Referrer-Policy, DNS prefetch, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) only act on a document a browser renders;
 * each costs every API answer its bytes and Node's header checks
 * (docs/decisions/platform/api-security-headers.md). API routes whose answer a browser shows or
 * follows add them back: files (`documentOnlyHeaders`), redirects and the portal/pay links (their
 * own Referrer-Policy).
 */
const API_HEADER_NAMES = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
] as const;

const apiHeaders: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    API_HEADER_NAMES.map((name) => {
      const value = documentHeaders[name];
      if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
      return [name, value];
    }),
  ),
);

/** The document headers an API answer leaves out, for API routes whose answer a browser may render. */
export const documentOnlyHeaders: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => !(API_HEADER_NAMES as readonly string[]).includes(name)),
  ),
);

/**
 * The security headers an answer carries (errors and 404s included; a route may still override
 * or add one): the API set under `apiPrefix`, the document set everywhere else. Set by the app's
 * first onRequest hook, with the request id (src/app.ts, `frontHook`).
 */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return isApiPath(url) ? apiHeaders : documentHeaders;
}

/** What a cross-origin caller may send and read (never credentials: the web app's cookie is same-origin only). */
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_ALLOWED_HEADERS =
  'authorization, content-type, x-organization-id, x-request-id, x-portal-password, idempotency-key';
const CORS_EXPOSED_HEADERS = 'x-request-id, retry-after, content-disposition, idempotent-replayed';
/** How long a browser may reuse a preflight's answer, in seconds. */
const CORS_PREFLIGHT_MAX_AGE = '600';

/** Sets a request's CORS headers; true when it answered the request itself (a preflight). */
type CorsPolicy = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * CORS for API clients of other origins (`CORS_ORIGINS`: any origin, a list, or none), applied in
 * the app's one onRequest hook (src/app.ts, `frontHook`). Only a request that names an allowed
 * Origin gets CORS headers (the exposed-headers list was once sent on every answer); every answer
 * carries `Vary: Origin`, which caches need to tell the two apart. A preflight (OPTIONS with
 * Access-Control-Request-Method) is answered 204 here, before any guard, since a browser sends it
 * without credentials. @fastify/cors did the same in a hook of its own that copied its options
 * object on every request, Origin or not: 3% of a small route's time.
 */
export function corsPolicy(corsOrigins: boolean | string[]): CorsPolicy | null {
  if (corsOrigins === false) return null;
  const allowed = corsOrigins === true ? null : new Set(corsOrigins);
  return (request, reply) => {
    void reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || (allowed !== null && !allowed.has(origin))) return false;
    void reply
      .header('access-control-allow-origin', origin)
      .header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return false;
    void reply
      .code(204)
      .headers({
        'access-control-allow-methods': CORS_ALLOWED_METHODS,
        'access-control-allow-headers': CORS_ALLOWED_HEADERS,
        'access-control-max-age': CORS_PREFLIGHT_MAX_AGE,
        'content-length': '0',
      })
      .send();
    return true;
  };
}
