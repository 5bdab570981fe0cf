import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { actorHeaders, registerOwner, uniqueEmail } from '../../../test/support/actors.js';
import { startOidcIssuer, unreachableUrl, type OidcIssuer } from '../../../test/support/oidc-issuer.js';
import { users } from '../users/index.js';

const AUDIENCE = 'punchclock';

const signIn = (t: TestApp, accessToken: string, acceptedTerms?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    payload: { accessToken, ...(acceptedTerms === undefined ? {} : { acceptedTerms }) },
  });

const userByEmail = async (t: TestApp, email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json()).toMatchObject({
    success: false,
    code,
    error: expect.any(String),
    message: expect.any(String),
    hint: expect.any(String),
  });
}

describe('POST /auth/oauth against a loopback OpenID provider', () => {
  let issuer: OidcIssuer;
  let t: TestApp;
  beforeAll(async () => {
    issuer = await startOidcIssuer({ audience: AUDIENCE });
    t = await buildTestApp({ env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: AUDIENCE } });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  /** A provider account with a verified email, unknown to Punchclock so far. */
  const newcomer = (claims: Record<string, unknown> = {}) => ({
    sub: randomUUID(),
    email: uniqueEmail('idp'),
    email_verified: true,
    ...claims,
  });

  it('GET /auth/methods shows identity-provider sign-in as enabled, naming the issuer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/methods' });
    // No OIDC_CLIENT_ID: tokens are accepted, the web sign-in (oidc-web.test.ts) is not offered.
    expect(response.json().data.oidc).toEqual({
      enabled: true,
      issuer: issuer.url,
      webSignIn: false,
      providerName: new URL(issuer.url).host,
    });
  });

  it('signs up a new user with their own organization; the token works on bearer and tenant routes', async () => {
    const claims = newcomer({ name: 'Ida Provider' });
    const response = await signIn(t, await issuer.mint(claims), true);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({
      email: claims.email,
      fullName: 'Ida Provider',
      role: 'Owner',
      needsLegalAcceptance: false,
    });
    expect(data.organization).toMatchObject({ name: "Ida Provider's organization", plan: 'TRIAL', role: 'Owner' });
    expect(data.token).toEqual(expect.any(String));

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(data.user.id);
    const rbac = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rbac',
      headers: actorHeaders(data.token, data.organization.id),
    });
    expect(rbac.statusCode, rbac.body).toBe(200);

    const stored = await userByEmail(t, claims.email);
    expect(stored).toMatchObject({ oidcSubject: `${issuer.url}|${claims.sub}`, passwordHash: null });
  });

  it('names a new user after the email address when the provider sends no name', async () => {
    const claims = newcomer();
    const response = await signIn(t, await issuer.mint(claims), true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.fullName).toBe(claims.email.split('@')[0]);
  });

  it('refuses a new user who has not accepted the terms, and creates nothing', async () => {
    for (const acceptedTerms of [undefined, false]) {
      const claims = newcomer();
      expectError(await signIn(t, await issuer.mint(claims), acceptedTerms), 400, 'TERMS_NOT_ACCEPTED');
      expect(await userByEmail(t, claims.email)).toBeUndefined();
    }
  });

  it('refuses a new user whose token carries no email address', async () => {
    const response = await signIn(t, await issuer.mint({ sub: randomUUID() }), true);
    expectError(response, 400, 'IDP_EMAIL_MISSING');
  });

  it('signs a returning user into the same account and organization, without asking for the terms again', async () => {
    const claims = newcomer();
    const first = (await signIn(t, await issuer.mint(claims), true)).json().data;
    // The provider may change the address; the subject identifies the account.
    const again = await signIn(t, await issuer.mint({ ...claims, email: uniqueEmail('changed') }));
    expect(again.statusCode, again.body).toBe(200);
    const data = again.json().data;
    expect(data.user.id).toBe(first.user.id);
    expect(data.organizations.map((organization: { id: string }) => organization.id)).toEqual([first.organization.id]);
  });

  it('creates one account when the same new user signs in several times at once', async () => {
    const token = await issuer.mint(newcomer());
    const responses = await Promise.all([1, 2, 3].map(() => signIn(t, token, true)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const accounts = responses.map(
      (response) => `${response.json().data.user.id}/${response.json().data.organization.id}`,
    );
    expect(new Set(accounts).size).toBe(1);
  });

  it('links a verified email to the existing password account, which keeps its password', async () => {
    const owner = await registerOwner(t);
    const sub = randomUUID();
    const response = await signIn(
      t,
      await issuer.mint({ sub, email: owner.email.toUpperCase(), email_verified: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.id).toBe(owner.userId);
    expect(response.json().data.organization.id).toBe(owner.orgId);
    expect((await userByEmail(t, owner.email))?.oidcSubject).toBe(`${issuer.url}|${sub}`);

    const bySubjectAlone = await signIn(t, await issuer.mint({ sub }));
    expect(bySubjectAlone.json().data.user.id).toBe(owner.userId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('neither links nor creates an account for an unverified email, and does not reveal whether it is taken', async () => {
    const owner = await registerOwner(t);
    const taken = await signIn(
      t,
      await issuer.mint({ sub: randomUUID(), email: owner.email, email_verified: false }),
      true,
    );
    const free = await signIn(
      t,
      await issuer.mint({ sub: randomUUID(), email: uniqueEmail('free'), email_verified: 'true' }),
      true,
    );
    expectError(taken, 400, 'IDP_EMAIL_UNVERIFIED');
    expect(taken.json()).toEqual(free.json());
    expect((await userByEmail(t, owner.email))?.oidcSubject).toBeNull();
  });

  it('refuses to re-link an account already linked to another provider account (409)', async () => {
    const claims = newcomer();
    expect((await signIn(t, await issuer.mint(claims), true)).statusCode).toBe(200);
    const impostor = await signIn(t, await issuer.mint({ ...claims, sub: randomUUID() }), true);
    expectError(impostor, 409, 'IDENTITY_ALREADY_LINKED');
  });

  it('refuses a deactivated account as password login does (401)', async () => {
    const claims = newcomer();
    expect((await signIn(t, await issuer.mint(claims), true)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.email, claims.email));
    const response = await signIn(t, await issuer.mint(claims));
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.json().message).toContain('no active organization');
  });

  describe('rejects tokens it must not trust (401)', () => {
    it('issued for another audience', async () => {
      const response = await signIn(t, await issuer.mint(newcomer(), { audience: 'someone-else' }), true);
      expectError(response, 401, 'UNAUTHORIZED');
      expect(response.json().hint).toContain(`'${AUDIENCE}'`);
    });

    it('expired', async () => {
      const response = await signIn(t, await issuer.mint(newcomer(), { expiresInSeconds: -3600 }), true);
      expectError(response, 401, 'UNAUTHORIZED');
      expect(response.json().message).toContain('expired');
    });

    it('signed by a key the issuer does not publish', async () => {
      const response = await signIn(t, await issuer.mint(newcomer(), { unpublishedKey: true }), true);
      expectError(response, 401, 'UNAUTHORIZED');
      expect(response.json().message).toContain('does not publish');
    });

    it('signed by another key under the id of a published one', async () => {
      const forged = await issuer.mint(newcomer(), { unpublishedKey: true, kid: issuer.publishedKid });
      expectError(await signIn(t, forged, true), 401, 'UNAUTHORIZED');
    });

    it('signed with HS256 and a guessable secret (the algorithm is pinned to asymmetric ones)', async () => {
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT(newcomer())
        .setProtectedHeader({ alg: 'HS256', kid: issuer.publishedKid })
        .setIssuer(issuer.url)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(new TextEncoder().encode(AUDIENCE));
      const response = await signIn(t, forged, true);
      expectError(response, 401, 'UNAUTHORIZED');
      expect(response.json().message).toContain('algorithm');
    });

    it('unsigned (alg none)', async () => {
      const unsigned = new UnsecuredJWT(newcomer())
        .setIssuer(issuer.url)
        .setAudience(AUDIENCE)
        .setExpirationTime('5m')
        .encode();
      expectError(await signIn(t, unsigned, true), 401, 'UNAUTHORIZED');
    });

    it('from another issuer', async () => {
      const stranger = await startOidcIssuer({ audience: AUDIENCE });
      try {
        expectError(await signIn(t, await stranger.mint(newcomer()), true), 401, 'UNAUTHORIZED');
      } finally {
        await stranger.close();
      }
    });

    it('that is not a JWT at all', async () => {
      expectError(await signIn(t, 'not-a-jwt', true), 401, 'UNAUTHORIZED');
    });
  });

  it('fetched discovery once for all of the sign-ins above', () => {
    expect(issuer.hits['/.well-known/openid-configuration']).toBe(1);
  });
});

describe('POST /auth/oauth when the provider is misconfigured or down', () => {
  it('answers 400 FEATURE_DISABLED when OIDC is not configured', async () => {
    const t = await buildTestApp();
    try {
      const response = await signIn(t, 'any-token', true);
      expectError(response, 400, 'FEATURE_DISABLED');
      expect(response.json().hint).toContain('GET /auth/methods');
    } finally {
      await t.close();
    }
  });

  it('answers 503 in the error shape when the issuer cannot be reached', async () => {
    const t = await buildTestApp({ env: { OIDC_ISSUER: await unreachableUrl(), OIDC_AUDIENCE: AUDIENCE } });
    try {
      const response = await signIn(t, 'any-token', true);
      expectError(response, 503, 'SERVICE_UNAVAILABLE');
      expect(response.json()).toMatchObject({
        error: 'Service Unavailable',
        message: expect.stringContaining('could not be reached'),
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when discovery names a different issuer than the configured one', async () => {
    const issuer = await startOidcIssuer({ audience: AUDIENCE, advertisedIssuer: 'https://elsewhere.example' });
    const t = await buildTestApp({ env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: AUDIENCE } });
    try {
      const response = await signIn(t, await issuer.mint({ sub: randomUUID() }), true);
      expectError(response, 503, 'SERVICE_UNAVAILABLE');
      expect(response.json().hint).toContain('OIDC_ISSUER');
    } finally {
      await t.close();
      await issuer.close();
    }
  });

  it('treats an issuer configured with a trailing slash as the same provider', async () => {
    const issuer = await startOidcIssuer({ audience: AUDIENCE });
    const t = await buildTestApp({ env: { OIDC_ISSUER: `${issuer.url}/`, OIDC_AUDIENCE: AUDIENCE } });
    try {
      const claims = { sub: randomUUID(), email: uniqueEmail('slash'), email_verified: true };
      const response = await signIn(t, await issuer.mint(claims), true);
      expect(response.statusCode, response.body).toBe(200);
      expect(issuer.hits['/.well-known/openid-configuration']).toBe(1);
      expect((await userByEmail(t, claims.email))?.oidcSubject).toBe(`${issuer.url}|${claims.sub}`);
    } finally {
      await t.close();
      await issuer.close();
    }
  });
});
