import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import {
  acceptInviteBody,
  acceptTermsBody,
  changePasswordBody,
  legalSchema,
  loginBody,
  methodsSchema,
  profileSchema,
  registerBody,
  resetPasswordBody,
  sendOtpBody,
  sessionSchema,
  verifyOtpBody,
} from './auth.schemas.js';
import { createAccountsService } from './accounts.service.js';
import { createOtpService } from './otp.service.js';
import { createOidcProvider } from './oidc.provider.js';
import { oidcRoutes } from './oidc.routes.js';
import { oidcWebRoutes } from './oidc-web.routes.js';
import { createOidcSignIn } from './oidc.service.js';
import { loadProfile } from './session.js';
import { createWebSessionPolicy } from './web-session.js';
import { webSessionRoutes } from './web-session.routes.js';

const TAGS = ['Auth'] as const;

/** The organization a signed-in caller is looking at, when they send the header on a bearer route. */
function preferredOrg(headers: Record<string, unknown>): string | undefined {
  const value = headers['x-organization-id'];
  return typeof value === 'string' && z.uuid().safeParse(value).success ? value : undefined;
}

export async function authRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { config, database, clock, tokens } = deps;
  const db = database.db;
  const otp = createOtpService(db, config.jwtSecret, clock, config.mail.cooldownSeconds);
  const newOrganizationPlan = config.plans.newOrganization;
  const accounts = createAccountsService({ db, tokens, otp, legal: config.legal, newOrganizationPlan, clock });
  const web = createWebSessionPolicy(config, tokens);
  // One provider (and its discovery and key cache) for every identity-provider sign-in: Bearer, web session, web flow.
  const provider = config.oidc ? createOidcProvider(config.oidc, clock) : null;
  const oidc = createOidcSignIn({ db, tokens, provider, legal: config.legal, newOrganizationPlan, clock });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/send-otp',
    operationId: 'sendOtp',
    tags: TAGS,
    summary: 'Email a 6-digit sign-up, password-reset or sign-in code',
    description:
      'purpose "signup" (default) mails a code for /auth/register; "reset" mails a code for /auth/reset-password, only to an existing account; "signin" mails a code to send as otp to /auth/login, only to an account that may sign in. ' +
      'A code only works for the purpose it was sent for. ' +
      'The answer is the same whether or not an account exists. Per address: one code a minute, and 10 emails of any kind a day (429 beyond).',
    access: access.public,
    body: sendOtpBody,
    response: z.object({ sent: z.literal(true), email: z.string(), expiresInSeconds: z.number() }),
    handler: async ({ body }) => ({
      sent: true as const,
      email: body.email,
      ...(await otp.send(body.email, body.purpose)),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/verify-otp',
    operationId: 'verifyOtp',
    tags: TAGS,
    summary: 'Check a sign-up code',
    description: 'Codes expire after 10 minutes and allow 5 wrong tries.',
    access: access.public,
    body: verifyOtpBody,
    response: z.object({ verified: z.literal(true), email: z.string(), expiresAt: z.string() }),
    handler: async ({ body }) => {
      const { expiresAt } = await otp.verify(body.email, body.otp);
      return { verified: true as const, email: body.email, expiresAt: expiresAt.toISOString() };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/register',
    operationId: 'register',
    tags: TAGS,
    summary: 'Create an account and its organization',
    description:
      'Needs a code verified with /auth/verify-otp for the same email. The caller becomes the Owner of a new organization on a 14-day trial. ' +
      "An existing account with no password, or one an inviter chose, is completed instead (memberships kept, old tokens revoked); one with its holder's password is 409.",
    access: access.public,
    body: registerBody,
    successStatus: 201,
    errorStatuses: [409],
    response: sessionSchema,
    handler: ({ body }) => accounts.register(body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    operationId: 'login',
    tags: TAGS,
    summary: 'Sign in with email and password, or with an emailed code',
    description:
      'Send password, or otp: a code from POST /auth/send-otp with purpose "signin" (single use, 10 minutes, 5 wrong tries). Both answer the same session. ' +
      'An unknown account, a wrong password or code, and an account that may not sign in (deactivated, no active organization) are the same 401. ' +
      'Password sign-in pauses for 15 minutes after 10 failures for one account (429).',
    access: access.public,
    body: loginBody,
    errorStatuses: [401],
    response: sessionSchema,
    handler: ({ body }) =>
      body.otp !== undefined
        ? accounts.loginWithCode(body.email, body.otp, body.organizationId)
        : accounts.login(body.email, body.password ?? '', body.organizationId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/reset-password',
    operationId: 'resetPassword',
    tags: TAGS,
    summary: 'Set a new password with an emailed reset code',
    description:
      'Send the code from POST /auth/send-otp with purpose "reset". Every existing token of the account stops working; sign in again with POST /auth/login. ' +
      'Codes expire after 10 minutes and allow 5 wrong tries.',
    access: access.public,
    body: resetPasswordBody,
    response: z.object({ passwordReset: z.literal(true), email: z.string() }),
    handler: ({ body }) => accounts.resetPassword(body.email, body.otp, body.newPassword),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/methods',
    operationId: 'getAuthMethods',
    tags: TAGS,
    summary: 'Which sign-in methods are enabled',
    access: access.public,
    response: methodsSchema,
    handler: async () => ({
      password: true,
      emailOtp: true,
      oidc: {
        enabled: config.oidc !== null,
        issuer: config.oidc?.issuer ?? null,
        webSignIn: config.oidc?.webClient != null,
        providerName: config.oidc?.providerName ?? null,
      },
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/me',
    operationId: 'getMe',
    tags: TAGS,
    summary: 'The signed-in user and their organizations',
    description:
      'user.role is the role in the organization named by x-organization-id, if sent, else in the oldest membership.',
    access: access.bearer,
    response: profileSchema,
    handler: async ({ request, auth }) => {
      const { tokenVersion: _tokenVersion, ...profile } = await loadProfile(
        db,
        config.legal,
        auth.userId,
        preferredOrg(request.headers),
      );
      return profile;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/legal',
    operationId: 'getLegal',
    tags: TAGS,
    summary: 'Current Terms of Service and Privacy Policy',
    access: access.public,
    response: legalSchema,
    handler: async () => ({ ...config.legal }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/accept-terms',
    operationId: 'acceptTerms',
    tags: TAGS,
    summary: 'Accept the current terms',
    description: "termsVersion must equal GET /auth/legal's termsVersion; a stale one is 400 STALE_TERMS_VERSION.",
    access: access.bearer,
    body: acceptTermsBody,
    response: z.object({ termsVersion: z.string(), acceptedAt: z.string(), needsLegalAcceptance: z.boolean() }),
    handler: ({ body, auth }) => accounts.acceptTerms(auth.userId, body.termsVersion),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/change-password',
    operationId: 'changePassword',
    tags: TAGS,
    summary: 'Change the password; every existing token stops working',
    description:
      "Answers a new session. Called with the web app's session cookie, the cookies move to the new session, so the browser stays signed in (read the new pc_csrf cookie).",
    access: access.bearer,
    body: changePasswordBody,
    response: sessionSchema,
    handler: async ({ body, request, reply, auth }) => {
      const session = await accounts.changePassword(
        auth.userId,
        body.currentPassword,
        body.newPassword,
        preferredOrg(request.headers),
      );
      if (web.credentialOf(request)?.viaCookie) await web.startSession(request, reply, session.token);
      return session;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/accept-invite',
    operationId: 'acceptInvite',
    tags: TAGS,
    summary: 'Join an organization with an invitation token',
    description: 'New accounts set their password here; existing accounts confirm with their current password.',
    access: access.public,
    body: acceptInviteBody,
    response: sessionSchema,
    handler: ({ body }) => accounts.acceptInvite(body),
  });

  webSessionRoutes(app, deps, { accounts, oidc, web });
  oidcRoutes(app, oidc);
  oidcWebRoutes(app, { config, clock, provider, signIn: oidc, web });
}
