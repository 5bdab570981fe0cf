import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, uniqueEmail } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { startOidcIssuer, type MintOptions, type OidcIssuer } from '../../../test/support/oidc-issuer.js';
import { users } from '../users/index.js';

/**
 * The web app's sign-in with the identity provider (docs/oidc.md, "Web sign-in"): the browser goes
 * start → provider → callback; the provider here is a real one on loopback, visited over HTTP.
 */
const AUDIENCE = 'punchclock-api';
const CLIENT = { clientId: 'punchclock-web', clientSecret: 's3cret' };
const PUBLIC_URL = 'http://punchclock.test';
const FLOW_COOKIE = 'pc_oidc_flow';

let issuer: OidcIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startOidcIssuer({ audience: AUDIENCE, client: CLIENT });
  t = await buildTestApp({
    env: {
      OIDC_ISSUER: issuer.url,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_PROVIDER_NAME: 'Acme SSO',
    },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const newcomer = () => ({ sub: randomUUID(), email: uniqueEmail('web-idp'), email_verified: true, name: 'Wendy Web' });

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

function locationOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(302);
  return String(response.headers.location);
}

async function start(query: Record<string, string> = {}, app = t.app) {
  const search = new URLSearchParams(query).toString();
  return app.inject({ method: 'GET', url: `/api/v1/auth/oidc/start${search ? `?${search}` : ''}` });
}

/** What the browser does at the provider: follows the authorization URL, which sends it back. */
async function visitProvider(authorizationUrl: string): Promise<URL> {
  const answer = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

const callback = (back: URL, flowCookie: string | undefined, app = t.app) =>
  app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    ...(flowCookie === undefined ? {} : { cookies: { [FLOW_COOKIE]: flowCookie } }),
  });

/** The whole round trip for a person the provider signs in (or refuses). */
async function signInThroughProvider(
  person: { claims: Record<string, unknown>; mint?: MintOptions } | { error: string },
  query: Record<string, string> = {},
) {
  const started = await start(query);
  const flow = cookieOf(started, FLOW_COOKIE)?.value;
  issuer.signInNext(person);
  const back = await visitProvider(locationOf(started));
  return { started, flow, back, finished: await callback(back, flow) };
}

function expectSignInPage(response: LightMyRequestResponse, code: string) {
  const location = new URL(locationOf(response), PUBLIC_URL);
  expect(location.pathname).toBe('/sign-in');
  expect(location.searchParams.get('error')).toBe(code);
  expect(cookieOf(response, 'pc_session')).toBeUndefined();
  return location;
}

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /auth/oidc/start and /auth/oidc/callback', () => {
  it('GET /auth/methods says the web sign-in is available, with the name for the button', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/methods' });
    expect(response.json().data.oidc).toEqual({
      enabled: true,
      issuer: issuer.url,
      webSignIn: true,
      providerName: 'Acme SSO',
    });
  });

  it('sends the browser to the provider with the client, our callback, state and an S256 PKCE challenge', async () => {
    const response = await start({ redirect: '/timesheet' });
    const target = new URL(locationOf(response));
    expect(`${target.origin}${target.pathname}`).toBe(`${issuer.url}/authorize`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: `${PUBLIC_URL}/api/v1/auth/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{32}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const flow = cookieOf(response, FLOW_COOKIE);
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/oidc', maxAge: 600 });
    // The verifier stays with the browser and the server: the provider sees only its hash.
    expect(flow!.value).not.toContain(target.searchParams.get('code_challenge'));
  });

  it('signs up a new person who accepted the terms, sets the web session cookies and lands on the page asked for', async () => {
    const claims = newcomer();
    const { finished } = await signInThroughProvider(
      { claims },
      { redirect: '/timesheet?week=2026-W47', acceptedTerms: 'true' },
    );
    expect(locationOf(finished)).toBe('/timesheet?week=2026-W47');
    expect(cookieOf(finished, 'pc_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    expect(cookieOf(finished, 'pc_csrf')).toMatchObject({ sameSite: 'Strict', path: '/' });
    // The flow is spent: its cookie is cleared.
    expect(cookieOf(finished, FLOW_COOKIE)).toMatchObject({ value: '', path: '/api/v1/auth/oidc' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { pc_session: cookieOf(finished, 'pc_session')!.value },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.user).toMatchObject({ email: claims.email, fullName: 'Wendy Web', role: 'Owner' });
    expect((await userByEmail(claims.email))?.oidcSubject).toBe(`${issuer.url}|${claims.sub}`);
  });

  it('signs in a returning person without asking for the terms, in the organization they belong to', async () => {
    const owner = await registerOwner(t);
    const { finished } = await signInThroughProvider({
      claims: { sub: randomUUID(), email: owner.email, email_verified: true },
    });
    expect(locationOf(finished)).toBe('/');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { pc_session: cookieOf(finished, 'pc_session')!.value },
    });
    expect(me.json().data.user.id).toBe(owner.userId);
    expect(me.json().data.organizations.map((organization: { id: string }) => organization.id)).toEqual([owner.orgId]);

    // The session is the person's own: their organization, and no other.
    const outsider = await registerOwner(t, { organizationName: 'Other Org' });
    const inOrganization = (orgId: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/rbac',
        headers: { 'x-organization-id': orgId },
        cookies: { pc_session: cookieOf(finished, 'pc_session')!.value },
      });
    expect((await inOrganization(owner.orgId)).statusCode).toBe(200);
    expect((await inOrganization(outsider.orgId)).statusCode).toBe(403);
  });

  it('sends a new person who has not accepted the terms back to the sign-in page, and creates nothing', async () => {
    const claims = newcomer();
    const { finished } = await signInThroughProvider({ claims }, { redirect: '/approvals' });
    const location = expectSignInPage(finished, 'TERMS_NOT_ACCEPTED');
    expect(location.searchParams.get('redirect')).toBe('/approvals');
    expect(await userByEmail(claims.email)).toBeUndefined();
  });

  it('refuses a callback whose state is not the one of this browser', async () => {
    const started = await start();
    issuer.signInNext({ claims: newcomer() });
    const back = await visitProvider(locationOf(started));
    back.searchParams.set('state', 'forged-state');
    expectSignInPage(await callback(back, cookieOf(started, FLOW_COOKIE)?.value), 'IDP_STATE_INVALID');
  });

  it('refuses a callback without the flow cookie (no PKCE verifier), or with a forged one', async () => {
    const started = await start({ acceptedTerms: 'true' });
    issuer.signInNext({ claims: newcomer() });
    const back = await visitProvider(locationOf(started));
    expectSignInPage(await callback(back, undefined), 'IDP_STATE_INVALID');
    const [payload, signature] = cookieOf(started, FLOW_COOKIE)!.value.split('.');
    const tampered = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...tampered, redirect: '/elsewhere' })).toString('base64url');
    expectSignInPage(await callback(back, `${forged}.${signature}`), 'IDP_STATE_INVALID');
  });

  it('reports the provider refusing the sign-in (the person cancelled)', async () => {
    const { finished } = await signInThroughProvider({ error: 'access_denied' });
    const location = expectSignInPage(finished, 'IDP_DENIED');
    expect(location.searchParams.get('redirect')).toBeNull();
  });

  it('accepts a code once: a replayed callback is refused by the token endpoint', async () => {
    const { back, flow, finished } = await signInThroughProvider({ claims: newcomer() }, { acceptedTerms: 'true' });
    expect(locationOf(finished)).toBe('/');
    expectSignInPage(await callback(back, flow), 'IDP_CODE_REJECTED');
  });

  it('refuses a token the provider issued for another audience, as POST /auth/oauth does', async () => {
    const claims = newcomer();
    const { finished } = await signInThroughProvider(
      { claims, mint: { audience: 'someone-else' } },
      { acceptedTerms: 'true' },
    );
    expectSignInPage(finished, 'UNAUTHORIZED');
    expect(await userByEmail(claims.email)).toBeUndefined();
  });

  it('never sends the browser off this app after signing in, whatever redirect the link carried', async () => {
    const owner = await registerOwner(t);
    for (const redirect of [
      '//evil.example/steal',
      'https://evil.example/',
      '/\\evil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'timesheet',
    ]) {
      const { finished } = await signInThroughProvider(
        { claims: { sub: randomUUID(), email: owner.email, email_verified: true } },
        { redirect },
      );
      const location = locationOf(finished);
      expect(location, redirect).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, PUBLIC_URL).origin, redirect).toBe(PUBLIC_URL);
    }
  });
});

describe('web sign-in when it is not configured or the client is refused', () => {
  it('sends the browser back to the sign-in page with FEATURE_DISABLED without OIDC_CLIENT_ID', async () => {
    const apiOnly = await buildTestApp({ env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: AUDIENCE } });
    try {
      const methods = await apiOnly.app.inject({ method: 'GET', url: '/api/v1/auth/methods' });
      expect(methods.json().data.oidc).toMatchObject({ enabled: true, webSignIn: false });
      expectSignInPage(await start({ redirect: '/timesheet' }, apiOnly.app), 'FEATURE_DISABLED');
    } finally {
      await apiOnly.close();
    }
  });

  it('reports IDP_CODE_REJECTED when the token endpoint refuses the client secret', async () => {
    const wrongSecret = await buildTestApp({
      env: {
        OIDC_ISSUER: issuer.url,
        OIDC_AUDIENCE: AUDIENCE,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: 'not-the-secret',
      },
    });
    try {
      const started = await start({}, wrongSecret.app);
      issuer.signInNext({ claims: newcomer() });
      const back = await visitProvider(locationOf(started));
      expectSignInPage(
        await callback(back, cookieOf(started, FLOW_COOKIE)?.value, wrongSecret.app),
        'IDP_CODE_REJECTED',
      );
    } finally {
      await wrongSecret.close();
    }
  });
});
