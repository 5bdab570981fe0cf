import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { ACCESS_TOKEN_TTL_SECONDS, CLOCK_SKEW_SECONDS } from '../../platform/auth/tokens.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import type { AccountsService } from './accounts.service.js';
import type { OidcSignIn } from './oidc.service.js';
import { revokeSession } from './auth.repository.js';
import { loginBody, oauthBody, profileSchema } from './auth.schemas.js';
import type { WebSessionPolicy } from './web-session.js';

const TAGS = ['Auth'] as const;

const webSessionSchema = profileSchema.extend({
  csrfToken: z
    .string()
    .describe('Send it back as the x-csrf-token header on every request other than GET (also in the pc_csrf cookie)'),
  expiresAt: z.string().describe('When the session ends; sign in again then'),
});

/** The web app's sign-in and sign-out: the session lives in cookies, never in the page (docs/web-sessions.md). */
export function webSessionRoutes(
  app: FastifyInstance,
  { database, clock }: ModuleDeps,
  { accounts, oidc, web }: { accounts: AccountsService; oidc: OidcSignIn; web: WebSessionPolicy },
) {
  defineRoute(app, {
    method: 'POST',
    url: '/auth/session',
    operationId: 'createWebSession',
    tags: TAGS,
    summary: 'Sign in the web app: the session is set as an HttpOnly cookie',
    description:
      'Body: email and password or otp, with the same checks, limits and 401s as POST /auth/login; or accessToken (and acceptedTerms) of the identity provider, as POST /auth/oauth. No token in the answer: it is set as the HttpOnly cookie pc_session (Path=/api/v1, SameSite=Strict, Secure over https), ' +
      'and csrfToken (also in the readable cookie pc_csrf) must come back as the x-csrf-token header on every later request other than GET. ' +
      'For the web app on this server only: a request from another Origin is 403 CSRF_REJECTED. API clients use POST /auth/login and Bearer.',
    access: access.public,
    body: z.union([loginBody, oauthBody]),
    errorStatuses: [401, 403, 409, 503],
    response: webSessionSchema,
    handler: async ({ body, request, reply }) => {
      web.requireOwnOrigin(request);
      const { token, expiresAt, ...profile } =
        'accessToken' in body
          ? await oidc.signIn(body)
          : body.otp !== undefined
            ? await accounts.loginWithCode(body.email, body.otp, body.organizationId)
            : await accounts.login(body.email, body.password ?? '', body.organizationId);
      return { ...profile, csrfToken: await web.startSession(request, reply, token), expiresAt };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/auth/session',
    operationId: 'deleteWebSession',
    tags: TAGS,
    summary: 'Sign out: the session (cookie or Bearer token) stops working at once, everywhere',
    description:
      'Revokes the session the request is authenticated with, by its id: the cookie of the web app (which also needs x-csrf-token) or a Bearer token. ' +
      'Other sessions of the same user keep working. Both web cookies are cleared.',
    access: access.bearer,
    response: z.object({ signedOut: z.literal(true) }),
    handler: async ({ auth, request, reply }) => {
      const now = clock.now();
      // A token never outlives its TTL (plus the skew its issue time may have): the row is useless after.
      const expiresAt = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS) * 1000);
      await revokeSession(database.db, { sessionId: auth.sessionId, userId: auth.userId, expiresAt, now });
      web.clearCookies(request, reply);
      return { signedOut: true as const };
    },
  });
}
