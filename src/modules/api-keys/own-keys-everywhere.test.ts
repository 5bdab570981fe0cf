import { beforeAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  castOf,
  codeIn,
  joinOrganization,
  lastEmailTo,
  type Actor,
  type Cast,
} from '../../../test/support/actors.js';
import type { TestApp } from '../../../test/support/app.js';
import { signupTestApp } from '../../../test/support/signup.js';

// A password reset ends every session but not the API keys a stolen session may have made: the
// person reviews their keys in every organization at once and revokes what they do not trust.
const { clock, state, post } = signupTestApp();
let t: TestApp;
let cast: Cast;
/** The owner as a member of the outsider's organization too. */
let ownerElsewhere: Actor;
beforeAll(async () => {
  ({ t } = state);
  cast = await castOf(t);
  ownerElsewhere = await joinOrganization(t, cast.owner, cast.outsider);
});

interface ListedKey {
  id: string;
  name: string;
  kind: string;
  status: string;
  organization: { id: string; name: string };
}

async function createKey(actor: Actor, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; secret: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const listOwn = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me/api-keys', headers });
const revokeOwn = (headers: Record<string, string>, keyId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/auth/me/api-keys/${keyId}`, headers });
const keyCall = (secret: string, orgId: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: actorHeaders(secret, orgId) });

async function resetPassword(email: string, newPassword: string): Promise<string> {
  clock.advance(61_000);
  expect((await post('/auth/send-otp', { email, purpose: 'reset' })).statusCode).toBe(200);
  const otp = codeIn((await lastEmailTo(t, email)).text);
  expect((await post('/auth/reset-password', { email, otp, newPassword })).statusCode).toBe(200);
  const signedIn = await post('/auth/login', { email, password: newPassword });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return signedIn.json().data.token as string;
}

describe('your API keys in every organization', () => {
  it('after a password reset lists the keys still working where you belong, and revokes one at once', async () => {
    const home = await createKey(cast.owner, { name: 'Payroll export' });
    const service = await createKey(cast.owner, {
      name: 'Nightly sync',
      kind: 'SERVICE',
      permissions: ['projects.read'],
    });
    const elsewhere = await createKey(ownerElsewhere, { name: 'Stolen-session key' });
    const revoked = await createKey(cast.owner, { name: 'Old script' });
    await t.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${revoked.id}`, headers: cast.owner.headers });
    await createKey(cast.outsider, { name: "The outsider's own" });
    await createKey(cast.member, { name: "A colleague's" });

    const token = await resetPassword(cast.owner.email, 'a fresh passphrase');
    // The reset ended the sessions, not the keys.
    expect((await keyCall(elsewhere.secret, cast.outsider.orgId)).statusCode).toBe(200);

    const listed = await listOwn(bearer(token));
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().data.items as ListedKey[];
    expect(items.map((key) => [key.name, key.kind, key.status, key.organization.name])).toEqual([
      ['Stolen-session key', 'PERSONAL', 'ACTIVE', 'Other Org'],
      ['Nightly sync', 'SERVICE', 'ACTIVE', 'Acme Agency'],
      ['Payroll export', 'PERSONAL', 'ACTIVE', 'Acme Agency'],
    ]);
    expect(JSON.stringify(items)).not.toContain(elsewhere.secret);

    const revokedNow = await revokeOwn(bearer(token), elsewhere.id);
    expect(revokedNow.statusCode, revokedNow.body).toBe(200);
    expect(revokedNow.json().data).toMatchObject({ id: elsewhere.id, status: 'REVOKED' });
    expect((await keyCall(elsewhere.secret, cast.outsider.orgId)).statusCode).toBe(401);
    expect((await keyCall(home.secret, cast.owner.orgId)).statusCode).toBe(200);
    const after = (await listOwn(bearer(token))).json().data.items as ListedKey[];
    expect(after.map((key) => key.id)).toEqual([service.id, home.id]);
    // Revoking it again answers it unchanged.
    expect((await revokeOwn(bearer(token), elsewhere.id)).json().data.status).toBe('REVOKED');
  });

  it("never lists or revokes another person's key, even in an organization both belong to", async () => {
    const adminElsewhere = await joinOrganization(t, cast.admin, cast.outsider);
    const outsidersKey = await createKey(cast.outsider, { name: 'Outsider automation' });
    const adminsKey = await createKey(adminElsewhere, { name: 'Admin in the other org' });

    const outsidersList = (await listOwn(bearer(cast.outsider.token))).json().data.items as ListedKey[];
    expect(outsidersList.map((key) => key.id)).toContain(outsidersKey.id);
    expect(outsidersList.map((key) => key.id)).not.toContain(adminsKey.id);
    const adminsList = (await listOwn(bearer(cast.admin.token))).json().data.items as ListedKey[];
    expect(adminsList.map((key) => key.id)).toEqual([adminsKey.id]);

    // The outsider owns the organization the key works in, but this route is about one's own keys.
    const refused = await revokeOwn(bearer(cast.outsider.token), adminsKey.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await revokeOwn(bearer(cast.member.token), adminsKey.id)).statusCode).toBe(404);
    expect((await keyCall(adminsKey.secret, cast.outsider.orgId)).statusCode).toBe(200);
  });

  it('refuses an API key, a missing sign-in and a malformed id with the error shape', async () => {
    const key = await createKey(cast.member, { name: 'Cannot list its siblings' });
    const byKey = await listOwn(bearer(key.secret));
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().success).toBe(false);
    expect((await revokeOwn(bearer(key.secret), key.id)).statusCode).toBe(403);

    expect((await listOwn({})).statusCode).toBe(401);
    const malformed = await revokeOwn(bearer(cast.member.token), 'not-a-key');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect((await keyCall(key.secret, cast.owner.orgId)).statusCode).toBe(200);
  });
});
