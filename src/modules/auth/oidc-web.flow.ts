import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { constantTimeEqual, randomToken } from '../../platform/auth/secrets.js';
import { type AppError, errors } from '../../platform/http/errors.js';

/** How long a person may spend at the identity provider between leaving our page and coming back. */
export const FLOW_TTL_SECONDS = 600;
const TOKEN_FETCH_TIMEOUT_MS = 5_000;

/** What the browser carries, sealed, from /auth/oidc/start to /auth/oidc/callback. */
const flowSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  /** A path of this app to land on afterwards (already checked by safeAppPath). */
  redirect: z.string(),
  acceptedTerms: z.boolean(),
  /** Seconds since the epoch after which the flow is void, whatever the cookie's own Max-Age says. */
  expires: z.number(),
});
type OidcFlow = z.infer<typeof flowSchema>;

/**
 * Signed, not encrypted: the cookie goes to the person's own browser only (HttpOnly), and what it
 * holds is theirs (a PKCE verifier of their own sign-in). The signature stops a planted cookie from
 * choosing the landing page or the terms acceptance, and bounds the flow's life.
 */
export function createFlowSeal(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`oidc-flow:${payload}`, 'utf8').digest('base64url');
  return {
    seal(flow: OidcFlow): string {
      const payload = Buffer.from(JSON.stringify(flow), 'utf8').toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    /** The flow, or null when the value is absent, forged, malformed or expired. */
    open(value: string | undefined, now: Date): OidcFlow | null {
      const [payload, signature, ...rest] = (value ?? '').split('.');
      if (!payload || !signature || rest.length > 0 || !constantTimeEqual(signature, mac(payload))) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const flow = flowSchema.safeParse(parsed);
      return flow.success && flow.data.expires * 1000 > now.getTime() ? flow.data : null;
    },
  };
}

/** A fresh state and PKCE pair (RFC 7636, S256). */
export function newFlowSecrets() {
  const verifier = randomToken(32);
  const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
  return { state: randomToken(24), verifier, challenge };
}

/**
 * Where to land after signing in: a path of this app only, else `/`. Resolving it against our own
 * origin catches every trick (`//evil`, `/\evil`, `https:…`, encoded or control characters) that
 * a prefix check could miss: whatever does not stay on the origin is refused.
 */
export function safeAppPath(value: string | undefined, publicUrl: string): string {
  if (value === undefined || !value.startsWith('/') || /[\\\p{Cc}]/u.test(value)) return '/';
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

export const stateInvalid = () =>
  errors.badRequest(
    'IDP_STATE_INVALID',
    'The sign-in with the identity provider could not be matched to one started in this browser',
    'Start again from the sign-in page, in the same browser, within 10 minutes.',
  );

const codeRejected = (reason: string): AppError =>
  errors.badRequest(
    'IDP_CODE_REJECTED',
    `The identity provider did not confirm the sign-in: ${reason}`,
    'Start again from the sign-in page; if it keeps failing, the operator should check OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and the redirect URI registered at the provider.',
  );

export const providerDenied = (error: string) =>
  errors.badRequest(
    'IDP_DENIED',
    `The identity provider did not sign you in (${error.slice(0, 100)})`,
    'Sign in at the identity provider and allow access to Punchclock, or sign in another way.',
  );

const tokenAnswer = z.object({
  access_token: z.string().max(8192).optional(),
  id_token: z.string().max(8192).optional(),
});

const looksLikeJwt = (value: string | undefined): value is string =>
  value !== undefined && /^[\w-]+\.[\w-]+\.[\w-]*$/.test(value);

interface CodeExchange {
  tokenEndpoint: URL;
  code: string;
  redirectUri: string;
  verifier: string;
  clientId: string;
  clientSecret: string | undefined;
}

/**
 * Trades the code at the token endpoint (RFC 6749 §4.1.3 with the PKCE verifier) and answers the
 * JWT to verify: the access token when it is one, else the ID token. A confidential client
 * authenticates with HTTP Basic (client_secret_basic, the default method of OpenID Connect).
 */
export async function exchangeCode(exchange: CodeExchange): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.verifier,
    client_id: exchange.clientId,
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (exchange.clientSecret !== undefined) {
    const encode = (value: string) => encodeURIComponent(value);
    const basic = `${encode(exchange.clientId)}:${encode(exchange.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(basic, 'utf8').toString('base64')}`;
  }
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(exchange.tokenEndpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TOKEN_FETCH_TIMEOUT_MS),
    });
    answer = await response.json().catch(() => null);
  } catch (cause) {
    const error = errors.unavailable(
      `The identity provider's token endpoint could not be reached at ${exchange.tokenEndpoint.href}`,
      'Retry in a moment; if it persists, the operator should check the provider.',
    );
    error.cause = cause;
    throw error;
  }
  if (!response.ok) {
    const providerError = z.object({ error: z.string() }).safeParse(answer);
    throw codeRejected(providerError.success ? providerError.data.error.slice(0, 100) : `HTTP ${response.status}`);
  }
  const tokens = tokenAnswer.safeParse(answer);
  if (!tokens.success) throw codeRejected('its answer carries no token');
  const { access_token: accessToken, id_token: idToken } = tokens.data;
  // An opaque access token (not a JWT) cannot be verified offline; the ID token then speaks for the person.
  const token = looksLikeJwt(accessToken) ? accessToken : looksLikeJwt(idToken) ? idToken : null;
  if (token === null) throw codeRejected('its answer carries no JWT to verify');
  return token;
}
