import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  codeIn,
  lastEmailTo,
  registerOwner,
  uniqueEmail,
  type Actor,
} from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { deliverOutbox } from '../../../test/support/mail.js';
import { startOidcIssuer, type OidcIssuer } from '../../../test/support/oidc-issuer.js';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';

/** Sign-in with an emailed code: POST /auth/send-otp with purpose "signin", then POST /auth/login with otp. */
const AUDIENCE = 'punchclock';
const clock = testClock('2026-11-20T09:00:00Z');
let t: TestApp;
let sink: SmtpSink;
let issuer: OidcIssuer;
beforeAll(async () => {
  issuer = await startOidcIssuer({ audience: AUDIENCE });
  t = await buildTestApp({ clock, env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: AUDIENCE } });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await issuer.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const sendSignInCode = async (email: string) => {
  // One code a minute per address: every test starts past the cool-down of the one before.
  clock.advance(61_000);
  const sent = await post('/auth/send-otp', { email, purpose: 'signin' });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent;
};
const signInCodeFor = async (email: string) => {
  await sendSignInCode(email);
  const mail = await lastEmailTo(t, email);
  expect(mail.subject).toContain('sign-in code');
  return codeIn(mail.text);
};
const loginWithCode = (email: string, otp: string) => post('/auth/login', { email, otp });
/** What every failed sign-in by code answers, whatever failed (taken from an unknown address). */
const refusal = async () => (await loginWithCode(uniqueEmail('nobody'), '123456')).json();

describe('sign-in by emailed code', () => {
  it('mails a code through SMTP that signs in once, with the same session as password sign-in', async () => {
    const owner = await registerOwner(t, { organizationName: 'Code Sign-in Ltd' });
    await sendSignInCode(owner.email);
    sink.received.length = 0;
    await deliverOutbox(t, sink);
    // The outbox also held the sign-up code of registerOwner; delivery order is not defined.
    const delivered = sink.received.filter(
      (message) => message.to.includes(owner.email) && /sign-in/.test(message.subject),
    );
    expect(delivered.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^\d{6} is your Punchclock sign-in code$/),
    ]);
    const code = codeIn(delivered[0]!.text);

    const byCode = await loginWithCode(owner.email, code);
    expect(byCode.statusCode, byCode.body).toBe(200);
    const byPassword = await post('/auth/login', { email: owner.email, password: owner.password });
    const { token: codeToken, expiresAt: _a, ...codeSession } = byCode.json().data;
    const { token: _token, expiresAt: _b, ...passwordSession } = byPassword.json().data;
    expect(Object.keys(byCode.json().data).sort()).toEqual(Object.keys(byPassword.json().data).sort());
    expect(codeSession).toEqual(passwordSession);
    expect(codeSession.organization).toMatchObject({ id: owner.orgId, name: 'Code Sign-in Ltd' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${codeToken}` },
    });
    expect(me.statusCode).toBe(200);

    // Single use: the same code again is refused like anything else.
    const again = await loginWithCode(owner.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(await refusal());
  });

  it('answers an unknown address exactly as a known one and mails nothing there', async () => {
    const owner = await registerOwner(t);
    const nobody = uniqueEmail('nobody');
    const known = await sendSignInCode(owner.email);
    const unknown = await post('/auth/send-otp', { email: nobody, purpose: 'signin' });
    expect(unknown.statusCode).toBe(200);
    expect({ ...unknown.json().data, email: owner.email }).toEqual(known.json().data);
    await expect(lastEmailTo(t, nobody)).rejects.toThrow(/no email/);
    // The per-address limits count it either way.
    expect((await post('/auth/send-otp', { email: nobody, purpose: 'signin' })).statusCode).toBe(429);
    expect((await post('/auth/send-otp', { email: owner.email, purpose: 'signin' })).statusCode).toBe(429);

    const refused = await loginWithCode(nobody, '000000');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or code' });
  });

  it('allows 5 wrong codes, then not even the right one', async () => {
    const owner = await registerOwner(t);
    const code = await signInCodeFor(owner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Concurrent guesses are checked one after another under the code's row lock.
    const guesses = await Promise.all(Array.from({ length: 6 }, () => loginWithCode(owner.email, wrong)));
    expect(guesses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    const spent = await loginWithCode(owner.email, code);
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual(await refusal()); // no "too many tries" that would betray the account
    // A new code works again.
    expect((await loginWithCode(owner.email, await signInCodeFor(owner.email))).statusCode).toBe(200);
  });

  it('lets only one of two concurrent sign-ins use a code', async () => {
    const owner = await registerOwner(t);
    const code = await signInCodeFor(owner.email);
    const both = await Promise.all([loginWithCode(owner.email, code), loginWithCode(owner.email, code)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('binds codes to their purpose: a sign-up or reset code cannot sign in, a sign-in code neither registers nor resets', async () => {
    const owner = await registerOwner(t);
    clock.advance(61_000);
    expect((await post('/auth/send-otp', { email: owner.email })).statusCode).toBe(200);
    const signupCode = codeIn((await lastEmailTo(t, owner.email)).text);
    expect((await loginWithCode(owner.email, signupCode)).json()).toEqual(await refusal());
    clock.advance(61_000);
    expect((await post('/auth/send-otp', { email: owner.email, purpose: 'reset' })).statusCode).toBe(200);
    const resetCode = codeIn((await lastEmailTo(t, owner.email)).text);
    expect((await loginWithCode(owner.email, resetCode)).statusCode).toBe(401);

    const signinCode = await signInCodeFor(owner.email);
    const verified = await post('/auth/verify-otp', { email: owner.email, otp: signinCode });
    expect(verified.statusCode).toBe(400);
    expect(verified.json().code).toBe('INVALID_OTP');
    const reset = await post('/auth/reset-password', {
      email: owner.email,
      otp: signinCode,
      newPassword: 'taken over!',
    });
    expect(reset.json().code).toBe('INVALID_OTP');
    // None of that used the sign-in code up or counted against it.
    expect((await loginWithCode(owner.email, signinCode)).statusCode).toBe(200);
  });

  it('refuses a deactivated member: no code is mailed, and one mailed before no longer signs in', async () => {
    const owner = await registerOwner(t);
    const member: Actor = await addMember(t, owner, 'MEMBER');
    const code = await signInCodeFor(member.email);
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${member.memberId}/deactivate`,
      headers: owner.headers,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await loginWithCode(member.email, code);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(await refusal());

    const before = (await lastEmailTo(t, member.email)).text;
    await sendSignInCode(member.email);
    expect((await lastEmailTo(t, member.email)).text).toBe(before); // nothing new mailed
  });

  it('signs in an account that only uses the identity provider (it has no password)', async () => {
    const email = uniqueEmail('idp');
    const first = await post('/auth/oauth', {
      accessToken: await issuer.mint({ sub: randomUUID(), email, email_verified: true }),
      acceptedTerms: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const byCode = await loginWithCode(email, await signInCodeFor(email));
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('takes a password or a code, not both and not neither (400)', async () => {
    const owner = await registerOwner(t);
    for (const payload of [
      { email: owner.email },
      { email: owner.email, password: owner.password, otp: '123456' },
      { email: owner.email, otp: '12345' },
    ]) {
      const response = await post('/auth/login', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('is offered by GET /auth/methods and described in GET /docs/auth', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/methods' })).json().data.emailOtp).toBe(true);
    const docs = await t.app.inject({ method: 'GET', url: '/api/v1/docs/auth' });
    const flow = docs.json().data.flows.find((candidate: { name: string }) => candidate.name === 'sign-in-with-code');
    expect(flow.steps.map((step: { path: string }) => step.path)).toEqual([
      '/api/v1/auth/send-otp',
      '/api/v1/auth/login',
    ]);
  });
});
