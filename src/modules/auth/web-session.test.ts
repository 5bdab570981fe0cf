import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastEmailTo, registerOwner, uniqueEmail, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { startOidcIssuer } from '../../../test/support/oidc-issuer.js';

/**
 * Web sessions (docs/web-sessions.md): POST/DELETE /auth/session, the pc_session cookie accepted by
 * the guards, the CSRF check on cookie-authenticated writes, revocation, and no credentialed CORS.
 */
const OWN_ORIGIN = 'http://punchclock.test';
const PROJECT = { totalBudget: 1000, screenshotIntervalMins: 10 };
const clock = testClock('2026-11-20T09:00:00Z');
let t: TestApp;
let owner: Actor;
let outsider: Actor;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  owner = await registerOwner(t);
  outsider = await registerOwner(t, { organizationName: 'Other Org' });
});
afterAll(() => t.close());

interface WebSession {
  cookie: string;
  csrf: string;
  response: LightMyRequestResponse;
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

async function signIn(actor: Actor, headers: Record<string, string> = {}, app = t.app): Promise<WebSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/session',
    headers,
    payload: { email: actor.email, password: actor.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const jar = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return { cookie: `pc_session=${jar.pc_session}; pc_csrf=${jar.pc_csrf}`, csrf: jar.pc_csrf!, response };
}

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

/** A cookie-authenticated tenant write: creating a project. */
const createProject = (session: WebSession, orgId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: { cookie: session.cookie, 'x-organization-id': orgId, ...headers },
    payload: { name: 'Web', clientName: 'Client Co', code: `W-${Math.random().toString(36).slice(2, 8)}`, ...PROJECT },
  });

describe('POST /auth/session', () => {
  it('sets the session as an HttpOnly SameSite=Strict cookie on the API path, and never answers the token', async () => {
    const { response, csrf } = await signIn(owner);
    const data = response.json().data;
    expect(data.token).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/eyJ/);
    expect(data.user.email).toBe(owner.email);
    expect(data.organizations.map((o: { id: string }) => o.id)).toEqual([owner.orgId]);
    expect(data.csrfToken).toBe(csrf);
    const [session, csrfCookie] = ['pc_session', 'pc_csrf'].map((name) =>
      setCookies(response).find((line) => line.startsWith(`${name}=`)),
    );
    expect(session).toMatch(/; Max-Age=604800/);
    expect(session).toMatch(/; Path=\/api\/v1/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    expect(session).not.toMatch(/Secure/);
    expect(csrfCookie).toMatch(/; Path=\//);
    expect(csrfCookie).toMatch(/; SameSite=Strict/);
    expect(csrfCookie).not.toMatch(/HttpOnly/);
  });

  it('marks the cookies Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await buildTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    try {
      const { response } = await signIn(owner, { 'x-forwarded-proto': 'https' }, proxied.app);
      for (const line of setCookies(response)) expect(line).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers the same 401 as /auth/login for a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email: owner.email, password: 'wrong password!' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect(setCookies(response)).toEqual([]);
  });

  it('signs in with an emailed sign-in code', async () => {
    // One code a minute per address: past the cool-down of the sign-up code.
    clock.advance(61_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-otp',
      payload: { email: outsider.email, purpose: 'signin' },
    });
    expect(sent.statusCode).toBe(200);
    const otp = codeIn((await lastEmailTo(t, outsider.email)).text);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email: outsider.email, otp },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['pc_csrf', 'pc_session']);
  });

  it('signs in with the identity provider token, as POST /auth/oauth does', async () => {
    const issuer = await startOidcIssuer({ audience: 'punchclock' });
    // The provider's tokens are minted on the real clock: an app of its own on the same database.
    const withIdp = await buildTestApp({
      database: t.database,
      env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: 'punchclock' },
    });
    try {
      const accessToken = await issuer.mint({ sub: randomUUID(), email: uniqueEmail('idp'), email_verified: true });
      const response = await withIdp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/session',
        payload: { accessToken, acceptedTerms: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.token).toBeUndefined();
      const jar = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
      const profile = await withIdp.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { cookie: `pc_session=${jar.pc_session}` },
      });
      expect(profile.statusCode).toBe(200);
    } finally {
      await withIdp.close();
      await issuer.close();
    }
  });

  it('refuses a sign-in posted from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session',
      headers: { origin: 'http://evil.example' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('the session cookie', () => {
  it('authenticates reads on bearer and tenant routes without Authorization', async () => {
    const session = await signIn(owner);
    expect((await me({ cookie: session.cookie })).statusCode).toBe(200);
    const projects = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { cookie: session.cookie, 'x-organization-id': owner.orgId },
    });
    expect(projects.statusCode, projects.body).toBe(200);
  });

  it('gives no access to another organization (cross-tenant)', async () => {
    const session = await signIn(outsider);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { cookie: session.cookie, 'x-organization-id': owner.orgId },
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('NOT_A_MEMBER');
    const write = await createProject(session, owner.orgId, { 'x-csrf-token': session.csrf });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('NOT_A_MEMBER');
  });

  it('is ignored when an Authorization header is sent: the header alone decides', async () => {
    const session = await signIn(owner);
    const response = await me({ cookie: session.cookie, authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });

  it('needs x-csrf-token equal to the pc_csrf cookie of this session on writes', async () => {
    const session = await signIn(owner);
    const other = await signIn(owner);
    const refusals = [
      await createProject(session, owner.orgId),
      await createProject(session, owner.orgId, { 'x-csrf-token': 'guess' }),
      // Another session's token, echoed as both cookie and header: bound to its own session only.
      await createProject(
        { ...session, cookie: session.cookie.replace(/pc_csrf=[^;]+/, `pc_csrf=${other.csrf}`) },
        owner.orgId,
        { 'x-csrf-token': other.csrf },
      ),
      // The right header without the cookie.
      await createProject({ ...session, cookie: session.cookie.replace(/; pc_csrf=[^;]+/, '') }, owner.orgId, {
        'x-csrf-token': session.csrf,
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'CSRF_REJECTED' });
      expect(response.json().hint).toMatch(/Reload/);
    }
    const accepted = await createProject(session, owner.orgId, { 'x-csrf-token': session.csrf, origin: OWN_ORIGIN });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses a write from a foreign Origin even with the right CSRF token', async () => {
    const session = await signIn(owner);
    const response = await createProject(session, owner.orgId, {
      'x-csrf-token': session.csrf,
      origin: 'http://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
  });

  it('leaves Bearer clients as they were: no CSRF token needed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: { ...owner.headers, origin: 'http://evil.example' },
      payload: { name: 'Api', clientName: 'Client Co', code: 'API-1', ...PROJECT },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('changing the password from the web app', () => {
  it('moves the cookies to the new session: the browser stays signed in, older sessions end', async () => {
    const user = await registerOwner(t);
    const session = await signIn(user);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const jar = Object.fromEntries(changed.cookies.map((c) => [c.name, c.value]));
    expect(jar.pc_session).toBeDefined();
    expect(jar.pc_csrf).not.toBe(session.csrf);
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: `pc_session=${jar.pc_session}` })).statusCode).toBe(200);
  });

  it('sets no cookie for a Bearer caller', async () => {
    const user = await registerOwner(t);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(setCookies(changed)).toEqual([]);
  });
});

describe('DELETE /auth/session', () => {
  it('revokes the cookie session server-side and clears both cookies; other sessions keep working', async () => {
    const session = await signIn(owner);
    const other = await signIn(owner);
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/session',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect(signOut.json().data).toEqual({ signedOut: true });
    const cleared = setCookies(signOut);
    expect(cleared.find((line) => line.startsWith('pc_session=;'))).toMatch(/Path=\/api\/v1/);
    expect(cleared.find((line) => line.startsWith('pc_csrf=;'))).toMatch(/Path=\//);
    // The cookie, replayed after sign-out (a copy kept by anyone), no longer works.
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: other.cookie })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${owner.token}` })).statusCode).toBe(200);
  });

  it('needs the CSRF token like any cookie write (no forced sign-out)', async () => {
    const session = await signIn(owner);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/session',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
    expect((await me({ cookie: session.cookie })).statusCode).toBe(200);
  });

  it('signs out a Bearer token too, and only that one', async () => {
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: outsider.email, password: outsider.password },
        })
      ).json().data.token as string;
    const [token, kept] = [await login(), await login()];
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.statusCode).toBe(200);
    const tenantRead = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { authorization: `Bearer ${token}`, 'x-organization-id': outsider.orgId },
    });
    expect(tenantRead.statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${kept}` })).statusCode).toBe(200);
    // Another user's (and organization's) sessions are untouched.
    expect((await me({ authorization: `Bearer ${owner.token}` })).statusCode).toBe(200);
  });

  it('refuses a caller without a session (401)', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session' });
    expect(response.statusCode).toBe(401);
  });
});
