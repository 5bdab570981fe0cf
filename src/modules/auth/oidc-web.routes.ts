import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/index.js';
import { access } from '../../platform/auth/access.js';
import { constantTimeEqual } from '../../platform/auth/secrets.js';
import type { Clock } from '../../platform/clock.js';
import { clearCookie, cookiesOf, setCookie } from '../../platform/http/cookies.js';
import { AppError } from '../../platform/http/errors.js';
import { API_PREFIX } from '../../platform/http/openapi.js';
import { defineRedirectRoute } from '../../platform/http/route.js';
import {
  createFlowSeal,
  exchangeCode,
  FLOW_TTL_SECONDS,
  newFlowSecrets,
  providerDenied,
  safeAppPath,
  stateInvalid,
} from './oidc-web.flow.js';
import type { OidcProvider } from './oidc.provider.js';
import type { OidcSignIn } from './oidc.service.js';
import type { WebSessionPolicy } from './web-session.js';

const TAGS = ['Auth'] as const;
/** Only these two routes ever receive it. */
const FLOW_COOKIE = 'pc_oidc_flow';
const FLOW_COOKIE_PATH = `${API_PREFIX}/auth/oidc`;
const SIGN_IN_PAGE = '/sign-in';

interface OidcWebDeps {
  config: Pick<Config, 'jwtSecret' | 'server' | 'oidc'>;
  clock: Clock;
  provider: OidcProvider | null;
  signIn: OidcSignIn;
  web: WebSessionPolicy;
}

const startQuery = z.object({
  redirect: z.string().max(2048).optional().describe('A path of this app to open after signing in (default /)'),
  acceptedTerms: z
    .enum(['true', 'false'])
    .optional()
    .describe('true when the person ticked the terms on the sign-in page: needed to create a new account'),
});

const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

/**
 * The web app's sign-in with the identity provider: an authorization-code flow with PKCE run by
 * the server, so no provider token ever reaches a page script (docs/oidc.md, "Web sign-in").
 */
export function oidcWebRoutes(app: FastifyInstance, { config, clock, provider, signIn, web }: OidcWebDeps) {
  const seal = createFlowSeal(config.jwtSecret);
  const redirectUri = `${config.server.publicUrl}${FLOW_COOKIE_PATH}/callback`;
  const client = config.oidc?.webClient ?? null;

  const signInPage = (code: string, redirect: string) => {
    const search = new URLSearchParams({ error: code });
    if (redirect !== '/') search.set('redirect', redirect);
    return `${SIGN_IN_PAGE}?${search.toString()}`;
  };

  const flowCookie = (request: FastifyRequest) =>
    ({
      httpOnly: true,
      // Lax, not Strict: the provider sends the browser back with a cross-site top-level GET.
      sameSite: 'lax',
      secure: config.server.publicUrl.startsWith('https:') || request.protocol === 'https',
      path: FLOW_COOKIE_PATH,
    }) as const;

  /** What the handler can name goes back to the sign-in page; the operator sees provider outages in the log. */
  function failed(request: FastifyRequest, error: unknown, redirect: string): string {
    if (!(error instanceof AppError)) throw error;
    if (error.statusCode >= 500)
      request.log.warn({ err: error, cause: error.cause }, 'identity-provider sign-in failed');
    return signInPage(error.code, redirect);
  }

  defineRedirectRoute(app, {
    method: 'GET',
    url: '/auth/oidc/start',
    operationId: 'startOidcWebSignIn',
    tags: TAGS,
    summary: 'Web sign-in with the identity provider: go to the provider',
    description:
      "For the web app's sign-in button (a navigation, not a fetch). Redirects to the provider's authorization_endpoint with state and PKCE (S256), " +
      'kept in the HttpOnly cookie pc_oidc_flow (10 minutes). When web sign-in is not configured (GET /auth/methods, oidc.webSignIn): to /sign-in?error=FEATURE_DISABLED.',
    access: access.public,
    query: startQuery,
    redirects: "The provider's sign-in page; or /sign-in?error=<code>",
    handler: async ({ query, request, reply }) => {
      const redirect = safeAppPath(query.redirect, config.server.publicUrl);
      if (!provider || !client) return signInPage('FEATURE_DISABLED', redirect);
      try {
        const { authorization } = await provider.endpoints();
        const { state, verifier, challenge } = newFlowSecrets();
        const expires = Math.floor(clock.now().getTime() / 1000) + FLOW_TTL_SECONDS;
        const flow = { state, verifier, redirect, acceptedTerms: query.acceptedTerms === 'true', expires };
        setCookie(reply, FLOW_COOKIE, seal.seal(flow), { ...flowCookie(request), maxAge: FLOW_TTL_SECONDS });
        const target = new URL(authorization);
        for (const [name, value] of Object.entries({
          response_type: 'code',
          client_id: client.clientId,
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }))
          target.searchParams.set(name, value);
        return target.href;
      } catch (error) {
        return failed(request, error, redirect);
      }
    },
  });

  defineRedirectRoute(app, {
    method: 'GET',
    url: '/auth/oidc/callback',
    operationId: 'finishOidcWebSignIn',
    tags: TAGS,
    summary: 'Web sign-in with the identity provider: back from the provider',
    description:
      'The redirect_uri registered at the provider (PUBLIC_URL/api/v1/auth/oidc/callback). Checks state against pc_oidc_flow, trades the code (with the PKCE verifier) at the token_endpoint, ' +
      'verifies the token and signs in exactly as POST /auth/oauth, sets the web session cookies as POST /auth/session, and redirects to the page the sign-in started from. ' +
      'Failures redirect to /sign-in?error=<code>: IDP_STATE_INVALID, IDP_DENIED, IDP_CODE_REJECTED, TERMS_NOT_ACCEPTED, UNAUTHORIZED, IDP_EMAIL_MISSING, IDP_EMAIL_UNVERIFIED, IDENTITY_ALREADY_LINKED, SERVICE_UNAVAILABLE, FEATURE_DISABLED.',
    access: access.public,
    query: callbackQuery,
    redirects: 'The app (a path of this server); or /sign-in?error=<code>',
    handler: async ({ query, request, reply }) => {
      const flow = seal.open(cookiesOf(request)[FLOW_COOKIE], clock.now());
      // One use: whatever happens next, a replay of this callback finds no flow.
      clearCookie(reply, FLOW_COOKIE, flowCookie(request));
      const redirect = flow?.redirect ?? '/';
      try {
        if (!provider || !client) return signInPage('FEATURE_DISABLED', redirect);
        if (!flow || query.state === undefined || !constantTimeEqual(query.state, flow.state)) throw stateInvalid();
        if (query.error !== undefined) throw providerDenied(query.error);
        if (query.code === undefined) throw providerDenied('no code');
        const { token: tokenEndpoint } = await provider.endpoints();
        const token = await exchangeCode({
          tokenEndpoint,
          code: query.code,
          redirectUri,
          verifier: flow.verifier,
          clientId: client.clientId,
          clientSecret: client.clientSecret,
        });
        const session = await signIn.signIn({ accessToken: token, acceptedTerms: flow.acceptedTerms });
        await web.startSession(request, reply, session.token);
        return redirect;
      } catch (error) {
        return failed(request, error, redirect);
      }
    },
  });
}
