import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { registerOwner, roleIdOf, uniqueEmail, type Actor } from '../../../test/support/actors.js';
import { deliverOutbox } from '../../../test/support/mail.js';
import { multipartBody, screenImage } from '../../../test/support/screenshots.js';
import { startSmtpSink, type SmtpSink, type ReceivedEmail } from '../../../test/support/smtp-sink.js';

let t: TestApp;
let sink: SmtpSink;
let branded: Actor;
let plain: Actor;

async function uploadLogo(actor: Actor, width: number, height: number) {
  const { payload, contentType } = multipartBody({}, [
    { name: 'logo', body: await screenImage(width, height), filename: 'logo.png' },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/current/billing-profile/logo',
    headers: { ...actor.headers, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
}

async function invite(actor: Actor, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/members',
    headers: actor.headers,
    payload: { email, fullName: 'Ivy Invitee', roleId: await roleIdOf(t, actor, 'MEMBER') },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Delivers the outbox and returns what reached `to`. */
async function deliveredTo(to: string): Promise<ReceivedEmail> {
  sink.received.length = 0;
  await deliverOutbox(t, sink);
  const message = sink.received.find((received) => received.to.includes(to));
  if (!message) throw new Error(`nothing delivered to ${to}`);
  return message;
}

beforeAll(async () => {
  t = await buildTestApp();
  sink = await startSmtpSink();
  branded = await registerOwner(t, { fullName: 'Bea Brand', organizationName: 'Harbour Studio' });
  plain = await registerOwner(t, { fullName: 'Paul Plain', organizationName: 'Plain Works' });
  await uploadLogo(branded, 320, 80);
  const accent = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: branded.headers,
    payload: { accentColor: '#0F766E' },
  });
  expect(accent.statusCode, accent.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe("an organization's emails carry its name, logo and accent", () => {
  it('sends the invitation from the organization with its logo inline above a bar in its accent', async () => {
    const email = uniqueEmail('invitee');
    await invite(branded, email);
    const delivered = await deliveredTo(email);

    expect(delivered.fromHeader).toBe('"Harbour Studio via Punchclock" <no-reply@punchclock.test>');
    const logo = delivered.attachments.find((attachment) => attachment.cid === 'organization-logo');
    expect(logo).toMatchObject({ contentType: 'image/png', inline: true });
    expect(logo!.size).toBeGreaterThan(100);
    // 320×80 drawn 48 px high; the parser has put the inline part in place of its Content-ID.
    expect(delivered.html).toMatch(
      /<img src="data:image\/png;base64,[^"]+" width="192" height="48" alt="Harbour Studio"/,
    );
    expect(delivered.html).toContain('background:#0f766e;color:#ffffff;padding:16px 24px');
    expect(delivered.html).toMatch(
      /<a href="http:\/\/punchclock\.test\/accept-invite\?token=[^"]+" style="[^"]*background:#0f766e/,
    );
    expect(delivered.html).toContain('>Accept the invitation</a>');
    // The plain text says the same as the HTML.
    expect(delivered.text).toContain('Harbour Studio would like you on its team.');
  });

  it('brands the emails an organization sends its own people too (here the weekly digest)', async () => {
    const digest = await t.app.inject({ method: 'POST', url: '/api/v1/time/weekly-digest', headers: branded.headers });
    expect(digest.statusCode, digest.body).toBe(200);
    const delivered = await deliveredTo(branded.email);

    expect(delivered.fromHeader).toBe('"Harbour Studio via Punchclock" <no-reply@punchclock.test>');
    expect(delivered.subject).toMatch(/^Your Punchclock hours for /);
    expect(delivered.attachments.map((attachment) => attachment.cid)).toEqual(['organization-logo']);
    expect(delivered.html).toContain('background:#0f766e;color:#ffffff');
    expect(delivered.html).toContain('>Harbour Studio</td>');
  });

  it("uses Punchclock's colour and no image for an organization with neither, and never another's brand", async () => {
    const email = uniqueEmail('plain-invitee');
    await invite(plain, email);
    const delivered = await deliveredTo(email);

    expect(delivered.fromHeader).toBe('"Plain Works via Punchclock" <no-reply@punchclock.test>');
    expect(delivered.attachments).toEqual([]);
    expect(delivered.html).not.toContain('<img');
    expect(delivered.html).toContain('background:#1f4e79;color:#ffffff');
    expect(delivered.html).not.toContain('Harbour Studio');
    expect(delivered.html).not.toContain('0f766e');
  });

  it('keeps sign-in codes Punchclock’s own: they belong to the account, not to an organization', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-otp',
      payload: { email: branded.email, purpose: 'signin' },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const delivered = await deliveredTo(branded.email);

    expect(delivered.fromHeader).toBe('"Punchclock" <no-reply@punchclock.test>');
    expect(delivered.html).toBeNull();
    expect(delivered.attachments).toEqual([]);
  });
});
