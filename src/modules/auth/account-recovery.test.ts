import { beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastEmailTo, registerOwner, uniqueEmail } from '../../../test/support/actors.js';
import type { TestApp } from '../../../test/support/app.js';
import { registration, signupTestApp } from '../../../test/support/signup.js';

const { clock, state, post, sendAndReadCode } = signupTestApp();
let t: TestApp;
beforeAll(() => ({ t } = state));

const login = (email: string, password: string) => post('/auth/login', { email, password });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('password reset by email code', () => {
  it('sets a new password, ends every other session, and lifts a sign-in pause', async () => {
    const owner = await registerOwner(t);
    const otherSession = (await login(owner.email, owner.password)).json().data.token;
    for (let attempt = 0; attempt < 10; attempt++) await login(owner.email, 'locked out by someone');
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);

    clock.advance(61_000);
    const sent = await post('/auth/send-otp', { email: owner.email, purpose: 'reset' });
    expect(sent.statusCode).toBe(200);
    const mail = await lastEmailTo(t, owner.email);
    expect(mail.subject).toContain('password reset');
    // What the reset ends, and what it leaves (API keys are credentials of their own).
    expect(mail.text).toContain(
      'your old password stops working and you are signed out in every browser and every desktop tracker',
    );
    expect(mail.text).toContain(
      'Your API keys keep working until you revoke them: once you sign in with the new password, Punchclock lists the keys you made in every organization',
    );
    const reset = await post('/auth/reset-password', {
      email: owner.email,
      otp: codeIn(mail.text),
      newPassword: 'a fresh passphrase',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toEqual({ passwordReset: true, email: owner.email });

    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(401);
    expect((await login(owner.email, 'a fresh passphrase')).statusCode).toBe(200);
    const reused = await post('/auth/reset-password', {
      email: owner.email,
      otp: codeIn(mail.text),
      newPassword: 'yet another one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_OTP');
  });

  it('answers the same for an unknown address and mails nothing there', async () => {
    const owner = await registerOwner(t);
    clock.advance(61_000);
    const nobody = uniqueEmail('nobody');
    const known = await post('/auth/send-otp', { email: owner.email, purpose: 'reset' });
    const unknown = await post('/auth/send-otp', { email: nobody, purpose: 'reset' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    await expect(lastEmailTo(t, nobody)).rejects.toThrow(/no email/);
    // The cooldown counts either way, so its 429 tells nothing about the account either.
    expect((await post('/auth/send-otp', { email: owner.email, purpose: 'reset' })).statusCode).toBe(429);
    expect((await post('/auth/send-otp', { email: nobody, purpose: 'reset' })).statusCode).toBe(429);
  });

  it('is described in GET /docs/auth', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/auth' });
    const flow = response.json().data.flows.find((candidate: { name: string }) => candidate.name === 'password-reset');
    expect(flow.steps.map((step: { path: string }) => step.path)).toEqual([
      '/api/v1/auth/send-otp',
      '/api/v1/auth/reset-password',
      '/api/v1/auth/login',
    ]);
  });

  it('binds codes to their purpose: a sign-up code cannot reset, a reset code cannot register', async () => {
    const owner = await registerOwner(t);
    clock.advance(61_000);
    const signupCode = await sendAndReadCode(owner.email);
    expect((await post('/auth/verify-otp', { email: owner.email, otp: signupCode })).statusCode).toBe(200);
    const withSignupCode = await post('/auth/reset-password', {
      email: owner.email,
      otp: signupCode,
      newPassword: 'hijacked password',
    });
    expect(withSignupCode.statusCode).toBe(400);
    expect(withSignupCode.json().code).toBe('INVALID_OTP');

    const email = uniqueEmail('pending');
    await inviteWithPassword(owner, email, 'inviter chose this');
    clock.advance(61_000);
    expect((await post('/auth/send-otp', { email, purpose: 'reset' })).statusCode).toBe(200);
    const resetCode = codeIn((await lastEmailTo(t, email)).text);
    expect((await post('/auth/verify-otp', { email, otp: resetCode })).statusCode).toBe(400);
    expect((await post('/auth/register', registration(email, resetCode))).statusCode).toBe(400);
    expect(
      (await post('/auth/reset-password', { email, otp: resetCode, newPassword: 'mine from now on' })).statusCode,
    ).toBe(200);
  });
});

async function inviteWithPassword(owner: Awaited<ReturnType<typeof registerOwner>>, email: string, password?: string) {
  const rbac = await t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: owner.headers });
  const roleId = rbac.json().data.roles.find((role: { builtInKey: string }) => role.builtInKey === 'MEMBER').id;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/members',
    headers: owner.headers,
    payload: { email, fullName: 'Chosen By Inviter', roleId, ...(password ? { password } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.member as { id: string };
}

describe('claiming an account nobody proved the inbox of', () => {
  it('lets the inbox owner register over a password an inviter chose, keeping the membership and revoking old tokens', async () => {
    const inviter = await registerOwner(t, { organizationName: 'Inviter Org' });
    const email = uniqueEmail('ceo');
    await inviteWithPassword(inviter, email, 'inviter chose this');
    const inviterSession = await login(email, 'inviter chose this');
    expect(inviterSession.statusCode).toBe(200);

    const otp = await sendAndReadCode(email);
    expect((await post('/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const claimed = await post(
      '/auth/register',
      registration(email, otp, { fullName: 'Real Owner', organizationName: 'Real Co' }),
    );
    expect(claimed.statusCode, claimed.body).toBe(201);
    const data = claimed.json().data;
    expect(data.user).toMatchObject({ email, fullName: 'Real Owner', role: 'Owner' });
    expect(data.organizations.map((org: { name: string }) => org.name).sort()).toEqual(['Inviter Org', 'Real Co']);

    expect((await me(inviterSession.json().data.token)).statusCode).toBe(401);
    expect((await login(email, 'inviter chose this')).statusCode).toBe(401);
    expect((await login(email, 'difference-engine')).statusCode).toBe(200);
  });

  it('lets the inbox owner register an address left behind by a removed password-less invitee', async () => {
    const inviter = await registerOwner(t);
    const email = uniqueEmail('removed');
    const member = await inviteWithPassword(inviter, email);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/members/${member.id}`,
      headers: inviter.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    clock.advance(61_000);
    const otp = await sendAndReadCode(email);
    await post('/auth/verify-otp', { email, otp });
    const registered = await post('/auth/register', registration(email, otp));
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data.organizations).toHaveLength(1);
  });

  it('answers 409 once the holder chose the password; changing an inviter-set one is not enough', async () => {
    const inviter = await registerOwner(t);
    const email = uniqueEmail('changed');
    await inviteWithPassword(inviter, email, 'inviter chose this');
    const session = (await login(email, 'inviter chose this')).json().data.token;
    // Knowing the current password proves no inbox, so changing it keeps the account claimable.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { authorization: `Bearer ${session}` },
      payload: { currentPassword: 'inviter chose this', newPassword: 'changed by whoever' },
    });
    expect(changed.statusCode).toBe(200);
    clock.advance(61_000);
    const otp = await sendAndReadCode(email);
    await post('/auth/verify-otp', { email, otp });
    expect((await post('/auth/register', registration(email, otp))).statusCode).toBe(201);

    clock.advance(61_000);
    const again = await sendAndReadCode(email);
    await post('/auth/verify-otp', { email, otp: again });
    const conflict = await post('/auth/register', registration(email, again));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(conflict.json().hint).toContain('reset');
  });
});
