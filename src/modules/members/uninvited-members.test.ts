import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { uniqueEmail, type Actor } from '../../../test/support/actors.js';
import { outbox } from '../../platform/outbox/outbox.tables.js';
import { addUninvitedMember } from './index.js';

const { t, cast } = await castApp();

/** As the importer adds them: inside its own transaction, nothing sent. */
const addUninvited = (orgId: string, email: string, fullName = 'Nia Notyet', extra = {}) =>
  t.database.db.transaction((tx) => addUninvitedMember(tx, orgId, { email, fullName, ...extra }));
const getMember = (memberId: string, actor: Actor = cast.owner) =>
  t.app.inject({ method: 'GET', url: `/api/v1/organizations/members/${memberId}`, headers: actor.headers });
const post = (actor: Actor, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/organizations/members${url}`, headers: actor.headers, payload });
const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.topic, 'email'), sql`${outbox.payload}->>'to' = ${email}`))
  ).map((row) => row.payload as { text: string });
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('members who have not been invited', () => {
  it('are INVITED with no invitation sent, and nothing leaves until someone invites them', async () => {
    const email = uniqueEmail('nia');
    const added = await addUninvited(cast.owner.orgId, email, 'Nia Notyet', { weeklyCapacityHours: 20 });
    expect(added.created).toBe(true);
    const member = (await getMember(added.memberId)).json().data;
    expect(member).toMatchObject({
      status: 'INVITED',
      invitationSentAt: null,
      user: { email, fullName: 'Nia Notyet' },
      role: { builtInKey: 'MEMBER' },
      weeklyCapacityHours: 20,
    });
    expect(await mailsTo(email)).toEqual([]);

    // The same address again is the same member, unchanged.
    expect(await addUninvited(cast.owner.orgId, email.toUpperCase(), 'Someone Else')).toEqual({
      memberId: added.memberId,
      created: false,
    });
    expect(await addUninvited(cast.owner.orgId, cast.member.email)).toEqual({
      memberId: cast.member.memberId,
      created: false,
    });
  });

  it('cannot sign in: no password, and no sign-in code is sent', async () => {
    const email = uniqueEmail('nosign');
    await addUninvited(cast.owner.orgId, email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-otp',
      payload: { email, purpose: 'signin' },
    });
    expect(code.statusCode).toBeLessThan(300);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('are invited with resend-invite, and on accepting the member (and what was recorded on it) is theirs', async () => {
    const email = uniqueEmail('join');
    const { memberId } = await addUninvited(cast.owner.orgId, email, 'Jo Joiner');
    const sent = await post(cast.admin, `/${memberId}/resend-invite`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.member.invitationSentAt).not.toBeNull();
    const [mail] = await mailsTo(email);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/accept-invite',
      payload: { token: tokenIn(mail!.text), password: 'a-long-password', acceptedTerms: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await getMember(memberId)).json().data).toMatchObject({ id: memberId, status: 'ACTIVE' });
  });

  it('are invited several at once with send-invites: all of them, or none when one has joined', async () => {
    const [one, two] = [uniqueEmail('one'), uniqueEmail('two')];
    const first = await addUninvited(cast.owner.orgId, one);
    const second = await addUninvited(cast.owner.orgId, two);
    const refused = await post(cast.owner, '/send-invites', { memberIds: [first.memberId, cast.member.memberId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MEMBER_ALREADY_JOINED');
    expect(await mailsTo(one)).toEqual([]);

    const sent = await post(cast.owner, '/send-invites', {
      memberIds: [first.memberId, second.memberId, first.memberId],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sent).toBe(2);
    expect(await mailsTo(one)).toHaveLength(1);
    expect(await mailsTo(two)).toHaveLength(1);
  });

  it('become not invited again when their invitation is taken back, and its link stops working', async () => {
    const email = uniqueEmail('revoked');
    const { memberId } = await addUninvited(cast.owner.orgId, email);
    await post(cast.owner, `/${memberId}/resend-invite`);
    const [mail] = await mailsTo(email);
    const revoked = await post(cast.owner, `/${memberId}/revoke-invite`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'INVITED', invitationSentAt: null });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/accept-invite',
      payload: { token: tokenIn(mail!.text), password: 'a-long-password', acceptedTerms: true },
    });
    expect(accepted.json().code).toBe('INVALID_INVITE');
    // A repeat changes nothing; a member who has joined has no invitation to take back.
    expect((await post(cast.owner, `/${memberId}/revoke-invite`)).statusCode).toBe(200);
    expect((await post(cast.owner, `/${cast.member.memberId}/revoke-invite`)).json().code).toBe(
      'MEMBER_ALREADY_JOINED',
    );
  });

  it('are made only in the organization named, with its own roles', async () => {
    const email = uniqueEmail('scoped');
    const outsiderRole = await t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: cast.outsider.headers });
    const theirRoleId = outsiderRole.json().data.roles[0].id;
    await expect(addUninvited(cast.owner.orgId, email, 'Sco Ped', { roleId: theirRoleId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { memberId } = await addUninvited(cast.owner.orgId, email);
    expect((await getMember(memberId, cast.outsider)).statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/members',
      headers: cast.outsider.headers,
    });
    expect(theirs.body).not.toContain(email);
  });
});
