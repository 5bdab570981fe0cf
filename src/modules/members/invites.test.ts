import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { lastEmailTo, registerOwner, roleIdOf, uniqueEmail, type Actor } from '../../../test/support/actors.js';
import { testClock } from '../../../test/support/clock.js';
import { deliverOutbox } from '../../../test/support/mail.js';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { multipartBody, screenImage } from '../../../test/support/screenshots.js';
import { outbox } from '../../platform/outbox/outbox.tables.js';
import { invites } from './members.tables.js';

const clock = testClock();
let t: TestApp;
let sink: SmtpSink;
let owner: Actor;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  sink = await startSmtpSink();
  owner = await registerOwner(t, { fullName: 'Olivia Owner', organizationName: 'Acme Agency' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function invite(email: string, inviter = owner, role: 'MEMBER' | 'MANAGER' = 'MEMBER') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/members',
    headers: inviter.headers,
    payload: { email, fullName: 'Ivy Invitee', roleId: await roleIdOf(t, inviter, role) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { member: { id: string; status: string }; inviteUrl: string };
}

const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email}`)
  ).length;

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).searchParams.get('token')!;
const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/accept-invite', payload });

describe('invitations', () => {
  it('emails a single-use link of at least 128 bits, stored only as a hash', async () => {
    const email = uniqueEmail('ivy');
    const invited = await invite(email);
    expect(invited.member.status).toBe('INVITED');
    expect(invited.inviteUrl).toMatch(/^http:\/\/punchclock\.test\/accept-invite\?token=[A-Za-z0-9_-]{43}$/);

    sink.received.length = 0;
    await deliverOutbox(t, sink);
    const delivered = sink.received.find((message) => message.to.includes(email))!;
    expect(delivered.subject).toBe('Olivia Owner invited you to Acme Agency on Punchclock');
    expect(delivered.text).toContain(invited.inviteUrl);

    const token = tokenOf(invited.inviteUrl);
    const stored = await t.database.db.select({ tokenHash: invites.tokenHash }).from(invites);
    expect(stored.some((row) => row.tokenHash === token || row.tokenHash.includes(token))).toBe(false);
  });

  it('is sent on behalf of the organization: its name as the sender, in the greeting, its accent in the HTML header', async () => {
    const plain = uniqueEmail('plain');
    await invite(plain);
    const queued = await lastEmailTo(t, plain);
    expect(queued).toMatchObject({ organizationId: owner.orgId });
    expect(queued.text.split('\n')[0]).toBe('Hello Ivy Invitee, Acme Agency would like you on its team.');
    sink.received.length = 0;
    await deliverOutbox(t, sink);
    // Without an accent the header is Punchclock's own colour.
    const before = sink.received.find((message) => message.to.includes(plain))!;
    expect(before.html).toContain('background:#1f4e79;color:#ffffff');

    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/settings',
      headers: owner.headers,
      payload: { accentColor: '#FACC15' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const branded = uniqueEmail('branded');
    await invite(branded);

    sink.received.length = 0;
    await deliverOutbox(t, sink);
    const delivered = sink.received.find((message) => message.to.includes(branded))!;
    expect(delivered.fromHeader).toBe('"Acme Agency via Punchclock" <no-reply@punchclock.test>');
    expect(delivered.from).toBe('no-reply@punchclock.test');
    expect(delivered.subject).toBe('Olivia Owner invited you to Acme Agency on Punchclock');
    expect(delivered.text).toContain('Acme Agency would like you on its team');
    // The header in the accent, its text near-black (yellow is light); the button too.
    expect(delivered.html).toContain('background:#facc15;color:#050505;padding:16px 24px');
    expect(delivered.html).toContain('>Acme Agency</td>');
    expect(delivered.html).toMatch(
      /<a href="http:\/\/punchclock\.test\/accept-invite\?token=[A-Za-z0-9_-]{43}" style="display:inline-block;background:#facc15;color:#050505/,
    );

    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/settings',
      headers: owner.headers,
      payload: { accentColor: null },
    });
  });

  it('escapes the organization’s name in the HTML and keeps line breaks out of the sender', async () => {
    const other = await registerOwner(t, { organizationName: 'Ben & <Jerry>\r\nBcc: x@evil.test' });
    const email = uniqueEmail('escaped');
    await invite(email, other);
    sink.received.length = 0;
    await deliverOutbox(t, sink);
    const delivered = sink.received.find((message) => message.to.includes(email))!;
    expect(delivered.html).toContain('Ben &#38; &#60;Jerry&#62;');
    expect(delivered.html).not.toContain('<Jerry>');
    expect(delivered.fromHeader).toContain('Ben & <Jerry> Bcc: x@evil.test via Punchclock');
    expect(delivered.fromHeader).not.toMatch(/[\r\n]/);
    expect(delivered.to).toEqual([email]);
  });

  it('accepting activates the membership and signs the person in', async () => {
    const email = uniqueEmail('joiner');
    const invited = await invite(email);
    const response = await accept({
      token: tokenOf(invited.inviteUrl),
      password: 'my own password',
      acceptedTerms: true,
      fullName: 'Ivy Joiner',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ email, fullName: 'Ivy Joiner', role: 'Member', needsLegalAcceptance: false });
    expect(data.organization.id).toBe(owner.orgId);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/members', headers: owner.headers });
    expect(list.json().data.items.find((item: { id: string }) => item.id === invited.member.id).status).toBe('ACTIVE');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'my own password' },
    });
    expect(login.statusCode).toBe(200);

    const reused = await accept({
      token: tokenOf(invited.inviteUrl),
      password: 'another password',
      acceptedTerms: true,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_INVITE');
  });

  it('requires acceptance of the terms and a password of 8 characters', async () => {
    const invited = await invite(uniqueEmail('careful'));
    const token = tokenOf(invited.inviteUrl);
    const noTerms = await accept({ token, password: 'long enough', acceptedTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().code).toBe('TERMS_NOT_ACCEPTED');
    expect((await accept({ token, password: 'short', acceptedTerms: true })).statusCode).toBe(400);
    expect((await accept({ token, password: 'long enough', acceptedTerms: true })).statusCode).toBe(200);
  });

  it('expires after 7 days, and a resent link replaces the old one', async () => {
    const invited = await invite(uniqueEmail('slow'));
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await accept({ token: tokenOf(invited.inviteUrl), password: 'long enough', acceptedTerms: true });
    expect(expired.statusCode).toBe(400);
    // Back to the present, where the owner's token is still valid, past the per-address cooldown.
    clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1000) + 61_000);

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${invited.member.id}/resend-invite`,
      headers: owner.headers,
    });
    expect(resent.statusCode).toBe(200);
    const fresh = resent.json().data.inviteUrl as string;
    expect(fresh).not.toBe(invited.inviteUrl);
    expect((await accept({ token: tokenOf(fresh), password: 'long enough', acceptedTerms: true })).statusCode).toBe(
      200,
    );
  });

  it('lets only someone who could grant the role resend an invitation', async () => {
    const admin = await registerOwner(t, { organizationName: 'Resend Org' });
    const ownerRole = await roleIdOf(t, admin, 'OWNER');
    const adminRole = await roleIdOf(t, admin, 'ADMIN');
    const addedAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/members',
      headers: admin.headers,
      payload: { email: uniqueEmail('adm'), fullName: 'Ad Min', roleId: adminRole, password: 'admin password' },
    });
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: addedAdmin.json().data.member.user.email, password: 'admin password' },
    });
    const adminHeaders = { authorization: `Bearer ${adminLogin.json().data.token}`, 'x-organization-id': admin.orgId };
    const ownerInvite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/members',
      headers: admin.headers,
      payload: { email: uniqueEmail('future-owner'), fullName: 'Future Owner', roleId: ownerRole },
    });
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${ownerInvite.json().data.member.id}/resend-invite`,
      headers: adminHeaders,
    });
    expect(resend.statusCode).toBe(403);
  });

  it('refuses an unknown token without saying more', async () => {
    const response = await accept({ token: 'x'.repeat(43), password: 'long enough', acceptedTerms: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_INVITE' });
  });

  it('lets one person belong to several organizations, confirming with their existing password', async () => {
    const other = await registerOwner(t, { organizationName: 'Second Org' });
    const invited = await invite(other.email);
    expect((await lastEmailTo(t, other.email)).text).toContain(invited.inviteUrl);
    const wrong = await accept({
      token: tokenOf(invited.inviteUrl),
      password: 'not their password',
      acceptedTerms: true,
    });
    expect(wrong.statusCode).toBe(400);
    const joined = await accept({ token: tokenOf(invited.inviteUrl), password: other.password, acceptedTerms: true });
    expect(joined.statusCode).toBe(200);
    const token = joined.json().data.token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}`, 'x-organization-id': owner.orgId },
    });
    expect(
      me
        .json()
        .data.organizations.map((org: { name: string }) => org.name)
        .sort(),
    ).toEqual(['Acme Agency', 'Second Org']);
    expect(me.json().data.user.role).toBe('Member');
    for (const orgId of [owner.orgId, other.orgId]) {
      const rbac = await t.app.inject({
        method: 'GET',
        url: '/api/v1/rbac',
        headers: { authorization: `Bearer ${token}`, 'x-organization-id': orgId },
      });
      expect(rbac.statusCode).toBe(200);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json().data).toHaveLength(2);
  });

  it('never lets an inviter set the password of an existing account', async () => {
    const existing = await registerOwner(t, { organizationName: 'Mine Alone' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/members',
      headers: owner.headers,
      payload: {
        email: existing.email,
        fullName: 'Taken Over',
        roleId: await roleIdOf(t, owner, 'MEMBER'),
        password: 'attacker chosen',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.member.status).toBe('INVITED');
    const hijack = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: existing.email, password: 'attacker chosen' },
    });
    expect(hijack.statusCode).toBe(401);
  });

  it('mails one address at most once a minute and 10 times a day, however the invitations are sent', async () => {
    const email = uniqueEmail('flooded');
    const invited = await invite(email);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/members/${invited.member.id}/resend-invite`,
        headers: owner.headers,
      });
    const burst = await Promise.all(Array.from({ length: 30 }, resend));
    expect(burst.map((answer) => answer.statusCode)).toEqual(Array(30).fill(429));
    const limited = burst[0]!;
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      hint: expect.stringMatching(/^Wait \d+ seconds?/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toBe(1);

    for (let sent = 1; sent < 10; sent++) {
      clock.advance(61_000);
      expect((await resend()).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const overCap = await resend();
    expect(overCap.statusCode).toBe(429);
    expect(overCap.json().message).toContain('today');
    expect(await mailsTo(email)).toBe(10);
    // The daily cap is per address across kinds: a sign-up code for it is refused too.
    const code = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { email } });
    expect(code.statusCode).toBe(429);
  });

  it('refuses an invitation it cannot mail, creating no member', async () => {
    const email = uniqueEmail('twice');
    await invite(email);
    const other = await registerOwner(t, { organizationName: 'Second Inviter' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/members',
      headers: other.headers,
      payload: { email, fullName: 'Ivy Invitee', roleId: await roleIdOf(t, other, 'MEMBER') },
    });
    expect(second.statusCode).toBe(429);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/members', headers: other.headers });
    expect(list.json().data.items.map((item: { user: { email: string } }) => item.user.email)).not.toContain(email);
    clock.advance(61_000);
  });

  describe('the invitation page’s lookup', () => {
    const lookup = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/invitations/${token}` });

    it('names the organization, its accent and logo, and nothing of the invitee', async () => {
      const owner2 = await registerOwner(t, { organizationName: 'Beacon Works' });
      const { payload, contentType } = multipartBody({}, [
        { name: 'logo', body: await screenImage(320, 80), filename: 'logo.png' },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/v1/organizations/current/billing-profile/logo',
        headers: { ...owner2.headers, 'content-type': contentType },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/organizations/current/settings',
        headers: owner2.headers,
        payload: { accentColor: '#0F766E' },
      });
      const email = uniqueEmail('looked-up');
      const token = tokenOf((await invite(email, owner2)).inviteUrl);

      const response = await lookup(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { organization } = response.json().data;
      expect(organization).toMatchObject({ name: 'Beacon Works', accentColor: '#0f766e', accentTextColor: '#ffffff' });
      expect(organization.logoUrl).toMatch(new RegExp(`^/api/v1/auth/invitations/${token}/logo\\?v=\\d+$`));
      expect(response.body).not.toContain(email);
      const logo = await t.app.inject({ method: 'GET', url: organization.logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['cache-control']).toBe('private, max-age=3600');

      // Each invitation shows its own organization only.
      const ours = tokenOf((await invite(uniqueEmail('ours'))).inviteUrl);
      const ourView = (await lookup(ours)).json().data.organization;
      expect(ourView).toMatchObject({ name: 'Acme Agency', logoUrl: null });
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/invitations/${ours}/logo` })).statusCode).toBe(
        404,
      );
    });

    it('is 404 for an unknown or used invitation, and so is its logo', async () => {
      for (const unknown of ['nope', 'A'.repeat(43)]) {
        expect((await lookup(unknown)).statusCode).toBe(404);
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/v1/auth/invitations/${unknown}/logo` })).statusCode,
        ).toBe(404);
      }
      const token = tokenOf((await invite(uniqueEmail('used'))).inviteUrl);
      expect((await lookup(token)).statusCode).toBe(200);
      const accepted = await accept({ token, password: 'my own password', acceptedTerms: true });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await lookup(token)).statusCode).toBe(404);
    });
  });
});
