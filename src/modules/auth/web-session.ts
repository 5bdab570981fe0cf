import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.js';
import { constantTimeEqual } from '../../platform/auth/secrets.js';
import { ACCESS_TOKEN_TTL_SECONDS, type TokenService } from '../../platform/auth/tokens.js';
import { clearCookie, cookiesOf, setCookie } from '../../platform/http/cookies.js';
import { errors } from '../../platform/http/errors.js';
import { API_PREFIX } from '../../platform/http/openapi.js';

/** The web app's session: the access token in a cookie page scripts cannot read (docs/web-sessions.md). */
const SESSION_COOKIE = 'pc_session';
/** Readable by the page, which echoes it in CSRF_HEADER: a foreign page can neither read it nor set the header. */
const CSRF_COOKIE = 'pc_csrf';
const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Credential {
  token: string;
  /** Sent by the browser on its own, so a write must also prove it comes from our page. */
  viaCookie: boolean;
}

const csrfRejected = (message: string) =>
  errors.forbidden(
    'CSRF_REJECTED',
    message,
    'Reload the page and retry; requests authenticated by the session cookie must come from the web app itself.',
  );

/**
 * Cookie sessions for the web app beside Bearer for API clients: which credential a request
 * carries, the CSRF check on cookie-authenticated writes, and the cookies themselves.
 */
export function createWebSessionPolicy(config: Pick<Config, 'jwtSecret' | 'server'>, tokens: TokenService) {
  const publicOrigin = new URL(config.server.publicUrl).origin;
  const publicIsHttps = publicOrigin.startsWith('https:');

  /** An Origin header, when the browser sent one, must be our own. */
  function requireOwnOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin)
      throw csrfRejected(`Requests from another origin than ${publicOrigin} may not use the session cookie`);
  }

  const secureFor = (request: FastifyRequest) => publicIsHttps || request.protocol === 'https';

  /**
   * Bound to the session (an HMAC of its id), so a cookie planted by a sibling subdomain cannot
   * be paired with a header of the attacker's choosing: the signed double-submit pattern.
   */
  const csrfTokenFor = (sessionId: string) =>
    createHmac('sha256', config.jwtSecret).update(`csrf:${sessionId}`, 'utf8').digest('base64url');

  return {
    csrfTokenFor,

    /** The Authorization header when sent (Bearer only, as ever); else the session cookie; else none. */
    credentialOf(request: FastifyRequest): Credential | null {
      const header = request.headers.authorization;
      if (header !== undefined) {
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        return match?.[1] ? { token: match[1], viaCookie: false } : null;
      }
      const cookie = cookiesOf(request)[SESSION_COOKIE];
      return cookie ? { token: cookie, viaCookie: true } : null;
    },

    /** For a cookie-authenticated request: writes need the CSRF token of this session and our Origin. */
    requireCsrf(request: FastifyRequest, sessionId: string) {
      if (SAFE_METHODS.has(request.method)) return;
      requireOwnOrigin(request);
      const header = request.headers[CSRF_HEADER];
      const cookie = cookiesOf(request)[CSRF_COOKIE];
      const expected = csrfTokenFor(sessionId);
      if (
        typeof header !== 'string' ||
        !cookie ||
        !constantTimeEqual(header, cookie) ||
        !constantTimeEqual(header, expected)
      )
        throw csrfRejected('The request lacks a valid CSRF token (x-csrf-token header equal to the pc_csrf cookie)');
    },

    requireOwnOrigin,

    /** Sets both cookies for a token just issued; answers the CSRF token the page must echo. */
    async startSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<string> {
      const claims = await tokens.verify(token);
      if (!claims) throw new Error('A token just issued does not verify');
      const csrfToken = csrfTokenFor(claims.sessionId);
      const common = { sameSite: 'strict', secure: secureFor(request), maxAge: ACCESS_TOKEN_TTL_SECONDS } as const;
      setCookie(reply, SESSION_COOKIE, token, { ...common, httpOnly: true, path: API_PREFIX });
      setCookie(reply, CSRF_COOKIE, csrfToken, { ...common, httpOnly: false, path: '/' });
      return csrfToken;
    },

    clearCookies(request: FastifyRequest, reply: FastifyReply) {
      const common = { sameSite: 'strict', secure: secureFor(request) } as const;
      clearCookie(reply, SESSION_COOKIE, { ...common, httpOnly: true, path: API_PREFIX });
      clearCookie(reply, CSRF_COOKIE, { ...common, path: '/' });
    },
  };
}

export type WebSessionPolicy = ReturnType<typeof createWebSessionPolicy>;
