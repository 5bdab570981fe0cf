import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../../test/support/actors.js';
import { buildLoggedApp, type LoggedApp } from '../../../test/support/logged-app.js';
import { createProject } from '../../../test/support/projects.js';

let t: LoggedApp;
beforeAll(async () => {
  t = await buildLoggedApp();
});
afterAll(() => t?.close());

describe('portal secrets in logs', () => {
  it('never logs the token or the password, whatever the answer', async () => {
    const owner = await registerOwner(t);
    const project = await createProject(t, owner);
    const password = 'a password to keep';
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: owner.headers,
      payload: { sharePassword: password },
    });
    const token = new URL(shared.json().data.portalUrl as string).pathname.split('/').pop()!;

    const url = `/api/v1/projects/portal/${token}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?password=${encodeURIComponent(password)}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url}?password=wrong-password` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The page of the web app a client opens, and the API call it makes.
    expect(new URL(shared.json().data.portalUrl as string).pathname).toBe(`/portal/${token}`);
    await t.app.inject({ method: 'GET', url: `/portal/${token}`, headers: { accept: 'text/html' } });
    // The web app's way: the password in a header.
    const viaHeader = (value: string) => t.app.inject({ method: 'GET', url, headers: { 'x-portal-password': value } });
    expect((await viaHeader(password)).statusCode).toBe(200);
    expect((await viaHeader('header-wrong-password')).statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: owner.headers,
      payload: { isPublicShared: false },
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const log = t.lines.join('\n');
    expect(log).toContain('/api/v1/projects/portal/[REDACTED]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(password);
    expect(log).not.toContain('wrong-password');
  });

  it('never logs the web session cookie or its CSRF token', async () => {
    const owner = await registerOwner(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    const jar = Object.fromEntries(signIn.cookies.map((c) => [c.name, c.value]));
    const cookie = `pc_session=${jar.pc_session}; pc_csrf=${jar.pc_csrf}`;
    // A refused write logs its error; an accepted one its request and answer.
    for (const csrf of ['wrong-csrf-token', jar.pc_csrf!])
      await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: { cookie, 'x-csrf-token': csrf } });

    const log = t.lines.join('\n');
    expect(log).toContain('/api/v1/auth/session');
    expect(log).not.toContain(jar.pc_session!);
    expect(log).not.toContain(jar.pc_csrf!);
    expect(log).not.toContain('wrong-csrf-token');
  });
});
