import { parseCookie, stringifySetCookie, type Cookies, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies read when a route asks for them and written as Set-Cookie headers, without a plugin:
 * @fastify/cookie parsed the Cookie header in a hook on every request and passed every answer
 * through an onSend hook, though only the web session's routes and guard read or set a cookie
 * (docs/performance-history.md, "One hook per request").
 */
const parsed = new WeakMap<FastifyRequest, Cookies>();
/** What a request without a Cookie header has: nothing is kept for it (the rate limiter asks on every request). */
const NO_COOKIES: Cookies = Object.freeze({});

/** The request's cookies by name, parsed once on first use. */
export function cookiesOf(request: FastifyRequest): Cookies {
  const header = request.headers.cookie;
  if (!header) return NO_COOKIES;
  let cookies = parsed.get(request);
  if (cookies === undefined) {
    cookies = parseCookie(header);
    parsed.set(request, cookies);
  }
  return cookies;
}

/** Adds one Set-Cookie header (Fastify sends each of several as a header of its own). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: SerializeOptions) {
  void reply.header('set-cookie', stringifySetCookie({ ...options, name, value }));
}

/** Tells the browser to drop the cookie: empty, expired, with the path and domain it was set with. */
export function clearCookie(reply: FastifyReply, name: string, options: SerializeOptions) {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
