import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';

/**
 * Web sessions as clients other than inject see them (docs/web-sessions.md): the OpenAPI document
 * and the wire, where cookies, Origin and CORS headers are real. The guards' behaviour is in
 * web-session.test.ts.
 */
const OWN_ORIGIN = 'http://punchclock.test';
const PROJECT = { totalBudget: 1000, screenshotIntervalMins: 10 };
let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock('2026-11-20T09:00:00Z') });
  owner = await registerOwner(t);
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('describes the session routes and the cookie as an alternative to Bearer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'pc_session',
    });
    const session = document.paths['/api/v1/auth/session'];
    expect(session.post.operationId).toBe('createWebSession');
    expect(session.post.responses['200']).toBeDefined();
    expect(session.delete.operationId).toBe('deleteWebSession');
    expect(session.delete.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(Object.keys(session.delete.responses)).toContain('403');
  });
});

describe('over real HTTP', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });

  it('never answers a cross-origin request or preflight with Access-Control-Allow-Credentials', async () => {
    const preflight = await fetch(`${base}/api/v1/projects`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-csrf-token, x-organization-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await fetch(`${base}/api/v1/auth/me`, { headers: { origin: 'http://evil.example' } });
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sets both cookies on the wire and refuses them on a write from a foreign Origin', async () => {
    const signIn = await fetch(`${base}/api/v1/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['pc_csrf', 'pc_session']);
    const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
    const csrf = ((await signIn.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const write = (origin: string) =>
      fetch(`${base}/api/v1/projects`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie,
          origin,
          'x-csrf-token': csrf,
          'x-organization-id': owner.orgId,
        },
        body: JSON.stringify({ name: 'Wire', clientName: 'Client Co', code: 'WIRE-1', ...PROJECT }),
      });
    const foreign = await write('http://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    expect(((await foreign.json()) as { code: string }).code).toBe('CSRF_REJECTED');
    expect((await write(OWN_ORIGIN)).status).toBe(201);
  });
});
