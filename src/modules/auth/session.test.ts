import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/support/app.js';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { testClock } from '../../../test/support/clock.js';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    clock,
    env: { LEGAL_TERMS_VERSION: '2026-11-01', LEGAL_TERMS_URL: 'https://punchclock.test/terms' },
  });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /auth/login', () => {
  it('signs in with the right password', async () => {
    const owner = await registerOwner(t);
    const response = await login(owner.email.toUpperCase(), owner.password);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ email: owner.email, role: 'Owner', needsLegalAcceptance: false });
    expect(data.organization.id).toBe(owner.orgId);
    expect((await me(data.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const owner = await registerOwner(t);
    const wrongPassword = await login(owner.email, 'not the password');
    const unknownEmail = await login('nobody@example.com', 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body });
    expect(strip(wrongPassword.json())).toEqual(strip(unknownEmail.json()));
  });

  it('pauses sign-in for an account after 10 failures, then lets it in again', async () => {
    const owner = await registerOwner(t);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(owner.email, 'wrong password')).statusCode).toBe(401);
    const paused = await login(owner.email, owner.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('RATE_LIMITED');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('checks at most 10 passwords of a parallel burst, so the right one after 10 wrong ones gets 429', async () => {
    const owner = await registerOwner(t);
    const passwords = Array.from({ length: 30 }, (_, index) =>
      index === 17 ? owner.password : `wrong guess ${index}`,
    );
    const answers = await Promise.all(passwords.map((password) => login(owner.email, password)));
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().code).toBe('RATE_LIMITED');

    const wrongOnly = await registerOwner(t);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(wrongOnly.email, `guess ${index}`)),
    );
    expect(burst.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(90);
    const right = await login(wrongOnly.email, wrongOnly.password);
    expect(right.statusCode).toBe(429);
    expect(right.body).not.toContain('token');
  });

  it('does not let successful sign-ins wipe the failures counted beside them', async () => {
    const owner = await registerOwner(t);
    for (let attempt = 0; attempt < 9; attempt++)
      expect((await login(owner.email, 'wrong password')).statusCode).toBe(401);
    // Right passwords give back only their own attempt, so any number of them leaves one guess.
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(owner.email, 'wrong password')).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
  });

  it('answers the right password of an account that cannot sign in exactly like a wrong one', async () => {
    const owner = await registerOwner(t);
    const member = await addMember(t, owner, 'MEMBER');
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${member.memberId}/deactivate`,
      headers: owner.headers,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const rightPassword = await login(member.email, member.password);
    const wrongPassword = await login(member.email, 'not the password');
    expect(rightPassword.statusCode).toBe(401);
    expect(rightPassword.json()).toEqual(wrongPassword.json());
  });

  it('refuses an invited member who has not joined yet', async () => {
    const owner = await registerOwner(t);
    const rbac = await t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: owner.headers });
    const memberRole = rbac.json().data.roles.find((role: { builtInKey: string }) => role.builtInKey === 'MEMBER');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/members',
      headers: owner.headers,
      payload: { email: 'pending@example.com', fullName: 'Pending Person', roleId: memberRole.id },
    });
    expect((await login('pending@example.com', 'anything at all')).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  let owner: Actor;
  beforeAll(async () => {
    owner = await registerOwner(t);
  });

  it('are HS256 JWTs with issuer, audience, 7-day expiry and no role', () => {
    expect(decodeProtectedHeader(owner.token).alg).toBe('HS256');
    const claims = decodeJwt(owner.token);
    expect(claims).toMatchObject({ sub: owner.userId, iss: 'punchclock', aud: 'punchclock-api' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(JSON.stringify(claims)).not.toMatch(/owner|admin|role/i);
  });

  it('expire after 7 days', async () => {
    const fresh = (await login(owner.email, owner.password)).json().data.token;
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await me(fresh)).statusCode).toBe(401);
    clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1000));
  });

  it('refuse a token signed with the real key that claims a longer life than issued, or a future issue time', async () => {
    const claims = decodeJwt(owner.token);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(clock.now().getTime() / 1000);
    const sign = (payload: object) =>
      new SignJWT({ ...claims, jti: randomUUID(), ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(key);
    expect((await me(await sign({ iat: now, exp: now + 7 * 24 * 60 * 60 }))).statusCode).toBe(200);
    expect((await me(await sign({ iat: now, exp: now + 100 * 365 * 24 * 60 * 60 }))).statusCode).toBe(401);
    expect((await me(await sign({ iat: now + 3600, exp: now + 3600 + 60 }))).statusCode).toBe(401);
  });

  it('refuse the "none" algorithm, another key, and another audience', async () => {
    const claims = decodeJwt(owner.token);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await me(otherKey)).statusCode).toBe(401);
    const otherAudience = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(otherAudience)).statusCode).toBe(401);
    const sameKeyOtherAlg = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(sameKeyOtherAlg)).statusCode).toBe(401);
  });

  it('stop working at once when the password changes', async () => {
    const user = await registerOwner(t);
    const other = (await login(user.email, user.password)).json().data.token;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(changed.json().data.token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuse a wrong current password when changing it', async () => {
    const user = await registerOwner(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WRONG_PASSWORD');
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('limit wrong current passwords with the same budget as failed sign-ins', async () => {
    const user = await registerOwner(t);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { currentPassword, newPassword: 'a brand new passphrase' },
      });
    const wrong = await Promise.all(Array.from({ length: 15 }, (_, i) => change(`wrong guess ${i}`)));
    expect(wrong.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(wrong.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const right = await change(user.password);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await change(user.password)).statusCode).toBe(200);
  });

  it('stop working when the user is deactivated in, or removed from, every organization', async () => {
    const deactivated = await addMember(t, owner, 'MEMBER');
    const removed = await addMember(t, owner, 'MEMBER');
    expect((await me(deactivated.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${deactivated.memberId}/deactivate`,
      headers: owner.headers,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/members/${removed.memberId}`,
      headers: owner.headers,
    });
    expect((await me(deactivated.token)).statusCode).toBe(401);
    expect((await me(removed.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: deactivated.headers })).statusCode).toBe(
      401,
    );
  });
});

describe('legal acceptance', () => {
  it('publishes the current terms', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/legal' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      termsVersion: '2026-11-01',
      effectiveDate: '2026-11-01',
      termsUrl: 'https://punchclock.test/terms',
      privacyUrl: 'http://punchclock.test/legal/privacy',
    });
  });

  it('asks a member who never accepted, and accepts only the current version', async () => {
    const owner = await registerOwner(t);
    const member = await addMember(t, owner, 'MEMBER');
    expect((await me(member.token)).json().data.user.needsLegalAcceptance).toBe(true);
    const accept = (termsVersion: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/accept-terms',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { termsVersion },
      });
    const stale = await accept('2025-01-01');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('STALE_TERMS_VERSION');
    expect((await me(member.token)).json().data.user.needsLegalAcceptance).toBe(true);
    expect((await accept('2026-11-01')).statusCode).toBe(200);
    expect((await me(member.token)).json().data.user).toMatchObject({
      needsLegalAcceptance: false,
      termsVersion: '2026-11-01',
    });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/accept-terms',
      payload: { termsVersion: '2026-11-01' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /auth/me and /auth/methods', () => {
  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
  });

  it('lists the sign-in methods', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/methods' });
    expect(response.json().data).toEqual({
      password: true,
      emailOtp: true,
      oidc: { enabled: false, issuer: null, webSignIn: false, providerName: null },
    });
  });
});
