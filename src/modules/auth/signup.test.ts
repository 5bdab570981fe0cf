import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeIn, registerOwner, uniqueEmail } from '../../../test/support/actors.js';
import { deliverOutbox } from '../../../test/support/mail.js';
import { otpCodes } from './auth.tables.js';
import type { TestApp } from '../../../test/support/app.js';
import type { SmtpSink } from '../../../test/support/smtp-sink.js';
import { registration, signupTestApp } from '../../../test/support/signup.js';

const { clock, state, post, sendAndReadCode } = signupTestApp();
let t: TestApp;
let sink: SmtpSink;
beforeAll(() => ({ t, sink } = state));

describe('POST /auth/send-otp', () => {
  it('emails a 6-digit code through SMTP and stores only its hash', async () => {
    const email = uniqueEmail('otp');
    const response = await post('/auth/send-otp', { email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ sent: true, email, expiresInSeconds: 600 });

    sink.received.length = 0;
    await deliverOutbox(t, sink);
    const delivered = sink.received.find((message) => message.to.includes(email))!;
    const code = codeIn(delivered.text);
    expect(delivered.subject).toContain(code);

    const stored = await t.database.db.select().from(otpCodes);
    expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);
    expect(stored.filter((row) => row.email === email)).toHaveLength(1);
  });

  it('answers the same for an address that already has an account', async () => {
    const owner = await registerOwner(t);
    clock.advance(61_000);
    const existing = await post('/auth/send-otp', { email: owner.email });
    const fresh = await post('/auth/send-otp', { email: uniqueEmail('fresh') });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(existing.json().data)).toEqual(Object.keys(fresh.json().data));
  });

  it('throttles one address: a cooldown between codes and a daily cap', async () => {
    const email = uniqueEmail('flood');
    expect((await post('/auth/send-otp', { email })).statusCode).toBe(200);
    const tooSoon = await post('/auth/send-otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('RATE_LIMITED');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    for (let sent = 1; sent < 10; sent++) {
      clock.advance(61_000);
      expect((await post('/auth/send-otp', { email })).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const overCap = await post('/auth/send-otp', { email });
    expect(overCap.statusCode).toBe(429);
    expect(overCap.json().message).toContain('today');
    clock.advance(24 * 60 * 60 * 1000);
    expect((await post('/auth/send-otp', { email })).statusCode).toBe(200);
  });

  it('rejects an invalid address with 400', async () => {
    const response = await post('/auth/send-otp', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /auth/verify-otp', () => {
  it('accepts the emailed code', async () => {
    const email = uniqueEmail('verify');
    const otp = await sendAndReadCode(email);
    const response = await post('/auth/verify-otp', { email, otp });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ verified: true, email });
  });

  it('refuses a wrong code, and after five wrong tries the right one too', async () => {
    const email = uniqueEmail('guess');
    const otp = await sendAndReadCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post('/auth/verify-otp', { email, otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_OTP');
    }
    const locked = await post('/auth/verify-otp', { email, otp });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().hint).toContain('Too many wrong tries');
  });

  it('refuses a code after ten minutes', async () => {
    const email = uniqueEmail('late');
    const otp = await sendAndReadCode(email);
    clock.advance(10 * 60 * 1000 + 1);
    expect((await post('/auth/verify-otp', { email, otp })).statusCode).toBe(400);
  });

  it('refuses an older code once a newer one was sent', async () => {
    const email = uniqueEmail('older');
    const first = await sendAndReadCode(email);
    clock.advance(61_000);
    const second = await sendAndReadCode(email);
    if (first !== second) expect((await post('/auth/verify-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await post('/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });
});

describe('POST /auth/register', () => {
  it('creates the account and an organization on a 14-day trial with the caller as Owner', async () => {
    const email = uniqueEmail('ada');
    const otp = await sendAndReadCode(email);
    await post('/auth/verify-otp', { email, otp });
    const response = await post('/auth/register', registration(email, otp));
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      name: 'Ada Lovelace',
      email,
      role: 'Owner',
      termsVersion: '2026-11-01',
      needsLegalAcceptance: false,
    });
    expect(data.organization).toMatchObject({
      id: expect.any(String),
      name: 'Analytical Engines',
      plan: 'TRIAL',
      role: 'Owner',
    });
    expect(data.activeOrganization.id).toBe(data.organization.id);
    const trialDays = (Date.parse(data.organization.trialEndsAt) - clock.now().getTime()) / 86_400_000;
    expect(trialDays).toBe(14);
    expect(response.body).not.toContain('passwordHash');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(email);
  });

  it('requires a verified code for the same email', async () => {
    const email = uniqueEmail('unverified');
    const otp = await sendAndReadCode(email);
    const unverified = await post('/auth/register', registration(email, otp));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().code).toBe('INVALID_OTP');

    await post('/auth/verify-otp', { email, otp });
    const otherEmail = await post('/auth/register', registration(uniqueEmail('someone-else'), otp));
    expect(otherEmail.statusCode).toBe(400);
  });

  it('uses a code once', async () => {
    const email = uniqueEmail('once');
    const otp = await sendAndReadCode(email);
    await post('/auth/verify-otp', { email, otp });
    expect((await post('/auth/register', registration(email, otp))).statusCode).toBe(201);
    const again = await post('/auth/register', registration(email, otp));
    expect(again.statusCode).toBe(400);
  });

  it('requires acceptance of the terms and a password of 8 characters, creating nothing otherwise', async () => {
    const email = uniqueEmail('terms');
    const otp = await sendAndReadCode(email);
    await post('/auth/verify-otp', { email, otp });
    const noTerms = await post('/auth/register', registration(email, otp, { acceptedTerms: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().code).toBe('TERMS_NOT_ACCEPTED');
    const shortPassword = await post('/auth/register', registration(email, otp, { password: 'short' }));
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().details[0].field).toBe('body.password');
    expect((await post('/auth/register', registration(email, otp))).statusCode).toBe(201);
  });

  it('answers 409 for a second account with the same email', async () => {
    const owner = await registerOwner(t);
    clock.advance(61_000);
    const otp = await sendAndReadCode(owner.email);
    await post('/auth/verify-otp', { email: owner.email, otp });
    const response = await post('/auth/register', registration(owner.email.toUpperCase(), otp));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_ALREADY_REGISTERED');
  });
});

describe('limits under a parallel burst', () => {
  it('send-otp: one code per address however many requests race', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/auth/send-otp', { email })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(19);
    const queued = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(queued).toHaveLength(1);
  });

  it('verify-otp: at most five wrong tries are checked, then the right code is refused', async () => {
    const email = uniqueEmail('verify-burst');
    const otp = await sendAndReadCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/auth/verify-otp', { email, otp: wrong })),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row!.failedAttempts).toBe(5);
    expect((await post('/auth/verify-otp', { email, otp })).statusCode).toBe(400);
  });

  it('register: wrong codes count against the same five tries as verify-otp', async () => {
    const email = uniqueEmail('register-guess');
    const otp = await sendAndReadCode(email);
    expect((await post('/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/auth/register', registration(email, wrong))),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const withRightCode = await post('/auth/register', registration(email, otp));
    expect(withRightCode.statusCode).toBe(400);
    expect(withRightCode.json().code).toBe('INVALID_OTP');
  });
});
