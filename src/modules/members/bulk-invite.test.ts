import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { uniqueEmail, type Actor } from '../../../test/support/actors.js';
import { outbox } from '../../platform/outbox/outbox.tables.js';
import { members } from './members.tables.js';

// Batches of 2 a minute, so three invitations show the spreading.
const { t, cast } = await castApp({ env: { MAIL_BATCH_SIZE: '2', MAIL_BATCH_INTERVAL_SECONDS: '60' } });

const post = (actor: Actor, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/members${url}`,
    headers: { ...actor.headers, ...headers },
    payload,
  });
const preview = (actor: Actor, payload: object) => post(actor, '/bulk-invite/preview', payload);
const commit = (actor: Actor, payload: object, headers?: Record<string, string>) =>
  post(actor, '/bulk-invite', payload, headers);
const csv = (text: string) => ({ csv: Buffer.from(text).toString('base64') });

const memberCount = async (orgId: string) =>
  (await t.database.db.select({ id: members.id }).from(members).where(eq(members.orgId, orgId))).length;
const mailsTo = async (email: string) =>
  t.database.db
    .select({ availableAt: outbox.availableAt })
    .from(outbox)
    .where(and(eq(outbox.topic, 'email'), sql`${outbox.payload}->>'to' = ${email}`));

describe('POST /organizations/members/bulk-invite/preview', () => {
  it('answers every row: who will be invited, who is a member already, and what is wrong with the others', async () => {
    const ava = uniqueEmail('ava');
    const text = [
      `Ava Alvarez <${ava}>`,
      '',
      `${cast.member.email}, Already Here`,
      'not-an-address, Nobody',
      `${ava.toUpperCase()}, Ava Again`,
      `bo@example.com, Bo, Boss`,
      `oli@example.com, Oli, Owner`,
    ].join('\n');
    const before = await memberCount(cast.owner.orgId);
    const response = await preview(cast.admin, { text });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer).toMatchObject({ committed: false, summary: { rows: 6, invite: 1, alreadyMembers: 1, invalid: 4 } });
    expect(answer.rows.map((row: { line: number; outcome: string }) => [row.line, row.outcome])).toEqual([
      [1, 'WILL_INVITE'],
      [3, 'ALREADY_MEMBER'],
      [4, 'INVALID'],
      [5, 'INVALID'],
      [6, 'INVALID'],
      [7, 'INVALID'],
    ]);
    expect(answer.rows[0]).toMatchObject({ email: ava, fullName: 'Ava Alvarez', role: 'Member', memberId: null });
    expect(answer.rows[1].memberId).toBe(cast.member.memberId);
    const codes = answer.rows.slice(2).map((row: { problems: Array<{ code: string }> }) => row.problems[0]!.code);
    // An Admin cannot make anyone an Owner.
    expect(codes).toEqual(['EMAIL_INVALID', 'DUPLICATE_IN_LIST', 'ROLE_UNKNOWN', 'ROLE_NOT_GRANTABLE']);
    expect(answer.rows[3].problems[0].message).toBe('This address is already on line 1');
    expect(await memberCount(cast.owner.orgId)).toBe(before);
    expect(await mailsTo(ava)).toEqual([]);
  });

  it('refuses an empty list, a file without an email column and more than 500 people', async () => {
    expect((await preview(cast.owner, { text: ' \n ' })).json().code).toBe('INVITE_LIST_EMPTY');
    expect((await preview(cast.owner, csv('name,role\nAva,Member\n'))).json().code).toBe('INVITE_LIST_UNREADABLE');
    const many = Array.from({ length: 501 }, (_, index) => `person${index}@example.com`).join('\n');
    const tooMany = await preview(cast.owner, { text: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'TOO_MANY_INVITE_ROWS', details: { rows: 501, max: 500 } });
    const both = await preview(cast.owner, { text: 'a@example.com', ...csv('email\nb@example.com\n') });
    expect(both.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /organizations/members/bulk-invite', () => {
  it('invites a CSV of people with their terms, spreading the emails over the mail batches', async () => {
    const [ana, ben, cy] = [uniqueEmail('ana'), uniqueEmail('ben'), uniqueEmail('cy')];
    const file = [
      'Time zone;EMAIL;Name;Role;Cost rate;Bill rate;Weekly capacity;Team',
      `Europe/Berlin;${ana};Ana Alba;manager;40,50;95;32;North`,
      `;${ben};Ben Berg;;;;;South`,
      `Asia/Tokyo;${cy};Cy Cole;Member;30;;40;`,
      `;${cast.manager.email};Already There;;;;;`,
    ].join('\r\n');
    const response = await commit(cast.owner, csv(file));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().data;
    expect(answer).toMatchObject({
      committed: true,
      summary: { rows: 4, invite: 3, alreadyMembers: 1, invalid: 0 },
      ignoredColumns: ['Team'],
      emailsSpreadOverSeconds: 60,
    });
    expect(answer.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'INVITED',
      'INVITED',
      'INVITED',
      'ALREADY_MEMBER',
    ]);
    const anaId = answer.rows[0].memberId;
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/members/${anaId}`,
      headers: cast.owner.headers,
    });
    expect(got.json().data).toMatchObject({
      status: 'INVITED',
      user: { email: ana, fullName: 'Ana Alba' },
      role: { builtInKey: 'MANAGER' },
      costRate: 40.5,
      billableRate: 95,
      weeklyCapacityHours: 32,
    });
    expect(got.json().data.invitationSentAt).not.toBeNull();
    const [stored] = await t.database.db
      .select({ timeZone: members.timeZone })
      .from(members)
      .where(eq(members.id, anaId));
    expect(stored!.timeZone).toBe('Europe/Berlin');

    // Two leave at once, the third a batch interval later.
    const [first, second, third] = [(await mailsTo(ana))[0]!, (await mailsTo(ben))[0]!, (await mailsTo(cy))[0]!];
    expect(Math.abs(second.availableAt.getTime() - first.availableAt.getTime())).toBeLessThan(5_000);
    const gap = third.availableAt.getTime() - first.availableAt.getTime();
    expect(gap).toBeGreaterThan(55_000);
    expect(gap).toBeLessThan(65_000);
  });

  it('invites nobody while any row is invalid, and says which rows and why', async () => {
    const good = uniqueEmail('good');
    const before = await memberCount(cast.owner.orgId);
    const response = await commit(cast.owner, {
      text: `${good}, Good Person\nbad@example.com, Bad Person, Member, extra\nzed@, Zed`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INVITE_ROWS_INVALID',
      message: '1 of 3 rows cannot be invited; nobody was invited',
      details: { rows: [{ line: 3, outcome: 'INVALID', problems: [{ field: 'email', code: 'EMAIL_INVALID' }] }] },
    });
    expect(await memberCount(cast.owner.orgId)).toBe(before);
    expect(await mailsTo(good)).toEqual([]);
  });

  it('answers a repeat with the same Idempotency-Key from the first time, inviting once', async () => {
    const dee = uniqueEmail('dee');
    const headers = { 'idempotency-key': `bulk-${dee}` };
    const first = await commit(cast.owner, { text: `Dee Dunn <${dee}>` }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await commit(cast.owner, { text: `Dee Dunn <${dee}>` }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await mailsTo(dee)).toHaveLength(1);
    const otherList = await commit(cast.owner, { text: `Someone Else <${uniqueEmail('else')}>` }, headers);
    expect(otherList.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('is refused to a Member and a Manager, who may not invite', async () => {
    for (const actor of [cast.member, cast.manager]) {
      expect((await preview(actor, { text: 'x@example.com' })).statusCode).toBe(403);
      expect((await commit(actor, { text: 'x@example.com' })).statusCode).toBe(403);
      expect((await post(actor, '/send-invites', { memberIds: [cast.member.memberId] })).statusCode).toBe(403);
      expect((await post(actor, `/${cast.member.memberId}/revoke-invite`, {})).statusCode).toBe(403);
    }
  });

  it("never matches another organization's roles or members, nor touches them", async () => {
    const outsiderRole = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rbac/roles',
      headers: cast.outsider.headers,
      payload: { name: 'Designers', permissions: ['time.track'] },
    });
    expect(outsiderRole.statusCode, outsiderRole.body).toBe(201);
    const outsiderMembers = await memberCount(cast.outsider.orgId);
    const answer = (
      await preview(cast.owner, { text: `${cast.outsider.email}, Olga\nnew@example.com, New, Designers` })
    ).json().data;
    // The outsider's address is nobody here yet: invited as any other account would be.
    expect(answer.rows[0]).toMatchObject({ outcome: 'WILL_INVITE', memberId: null });
    expect(answer.rows[1].problems[0].code).toBe('ROLE_UNKNOWN');

    const invited = await commit(cast.owner, { text: `${cast.outsider.email}, Olga` });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await memberCount(cast.outsider.orgId)).toBe(outsiderMembers);
    const outsiderSelf = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/members',
      headers: cast.outsider.headers,
    });
    expect(outsiderSelf.json().data.items[0]).toMatchObject({ status: 'ACTIVE', role: { builtInKey: 'OWNER' } });

    // Nor can their members be sent invitations or have them taken back from here.
    const theirs = outsiderSelf.json().data.items[0].id;
    expect((await post(cast.owner, '/send-invites', { memberIds: [theirs] })).statusCode).toBe(404);
    expect((await post(cast.owner, `/${theirs}/revoke-invite`, {})).statusCode).toBe(404);
  });
});
