import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import { oauthBody, sessionSchema } from './auth.schemas.js';
import type { OidcSignIn } from './oidc.service.js';

export function oidcRoutes(app: FastifyInstance, signIn: OidcSignIn) {
  defineRoute(app, {
    method: 'POST',
    url: '/auth/oauth',
    operationId: 'signInWithOidc',
    tags: ['Auth'],
    summary: "Sign in with an identity provider's token",
    description:
      "accessToken is a JWT from OIDC_ISSUER for the audience OIDC_AUDIENCE, checked against the provider's published keys. " +
      'A provider account is matched by subject, else linked to the account with the same verified email; otherwise a new account ' +
      'and organization are created, which needs acceptedTerms: true and a verified email. 400 FEATURE_DISABLED when not configured; ' +
      '503 when the provider cannot be reached.',
    access: access.public,
    body: oauthBody,
    errorStatuses: [401, 409, 503],
    response: sessionSchema,
    handler: ({ body }) => signIn.signIn(body),
  });
}
