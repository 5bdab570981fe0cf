import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { actorHeaders, castOf, roleIdOf, type Actor, type Cast } from '../../../test/support/actors.js';
import { sha256 } from '../../platform/auth/secrets.js';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await castOf(t);
});
afterAll(() => t.close());

interface CreatedKey {
  id: string;
  secret: string;
  prefix: string;
  kind: string;
  permissions: string[] | null;
}

async function createKey(actor: Actor, payload: Record<string, unknown> = {}): Promise<CreatedKey> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: actor.headers,
    payload: { name: 'Script', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatedKey;
}

/** A tenant request with the key in place of the actor's sign-in token. */
function withKey(secret: string, method: 'GET' | 'POST' | 'DELETE', url: string, orgId = cast.owner.orgId) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: actorHeaders(secret, orgId) });
}

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ success: false, code });
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(typeof body.hint).toBe('string');
}

describe('personal keys', () => {
  it('are shown once with their prefix, stored only as a hash, and act as their member', async () => {
    const key = await createKey(cast.member, { name: 'CLI' });
    expect(key.secret).toMatch(/^pck_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key).toMatchObject({ kind: 'PERSONAL', permissions: null });

    const me = await withKey(key.secret, 'GET', '/organizations/members');
    expect(me.statusCode, me.body).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: cast.member.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key.secret);
    const item = listed.json().data.items.find((row: { id: string }) => row.id === key.id);
    expect(item).toMatchObject({ name: 'CLI', prefix: key.prefix, status: 'ACTIVE' });
    expect(item.createdBy.memberId).toBe(cast.member.memberId);
    expect(item.lastUsedAt).not.toBeNull();
    expect(item).not.toHaveProperty('secret');
    expect(item).not.toHaveProperty('keyHash');

    const stored = await t.database.db.execute(sql`select * from api_keys where id = ${key.id}`);
    const row = (stored as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(JSON.stringify(row)).not.toContain(key.secret);
    expect(row.key_hash).toBe(sha256(key.secret));
  });

  it('restricted to some permissions, get 403 outside them', async () => {
    const key = await createKey(cast.admin, { permissions: ['time.track'] });
    // Stored with what tracking brings: listing the projects one tracks on (docs/rbac.md).
    expect(key.permissions).toEqual(['projects.read', 'time.track']);
    const refused = await withKey(key.secret, 'GET', '/organizations/members');
    expect(refused.statusCode).toBe(403);
    expectErrorShape(refused.json(), 'FORBIDDEN');
    expect((await withKey(key.secret, 'GET', '/tags')).statusCode).toBe(200);
  });

  it('cannot hold more than their creator: 403 EXCEEDS_OWN_PERMISSIONS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: cast.member.headers,
      payload: { name: 'Too much', permissions: ['time.track', 'financials.read'] },
    });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response.json(), 'EXCEEDS_OWN_PERMISSIONS');
  });

  it('lose a permission on the next request when their member is demoted, and stop when deactivated', async () => {
    const { addMember } = await import('../../../test/support/actors.js');
    const manager = await addMember(t, cast.owner, 'MANAGER');
    const key = await createKey(manager);
    expect((await withKey(key.secret, 'GET', '/time/live-team')).statusCode).toBe(200);

    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/members/${manager.memberId}`,
      headers: cast.owner.headers,
      payload: { roleId: await roleIdOf(t, cast.owner, 'MEMBER') },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await withKey(key.secret, 'GET', '/time/live-team')).statusCode).toBe(403);
    expect((await withKey(key.secret, 'GET', '/tags')).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${manager.memberId}/deactivate`,
      headers: cast.owner.headers,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await withKey(key.secret, 'GET', '/tags');
    expect(refused.statusCode).toBe(401);
    expectErrorShape(refused.json(), 'UNAUTHORIZED');
  });

  it('stop on the next request once revoked', async () => {
    const key = await createKey(cast.member);
    expect((await withKey(key.secret, 'GET', '/tags')).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${key.id}`,
      headers: cast.member.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'REVOKED' });
    const refused = await withKey(key.secret, 'GET', '/tags');
    expect(refused.statusCode).toBe(401);
    expectErrorShape(refused.json(), 'UNAUTHORIZED');
  });
});

describe('unknown and malformed keys', () => {
  it('are 401 in the error shape', async () => {
    for (const secret of [`pck_${'A'.repeat(43)}`, 'pck_short', 'pck_']) {
      const response = await withKey(secret, 'GET', '/tags');
      expect(response.statusCode, secret).toBe(401);
      expectErrorShape(response.json(), 'UNAUTHORIZED');
    }
  });
});

describe('service keys', () => {
  it('are created by Admins with explicit permissions and act with them', async () => {
    const key = await createKey(cast.admin, { kind: 'SERVICE', permissions: ['members.read', 'time.read.all'] });
    expect(key.kind).toBe('SERVICE');
    expect((await withKey(key.secret, 'GET', '/time/live-team')).statusCode).toBe(200);
    expect((await withKey(key.secret, 'GET', '/tags')).statusCode).toBe(403);

    // Every Owner and Admin sees and may revoke it; its creator's members do not.
    const ownerList = await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: cast.owner.headers });
    expect(ownerList.json().data.items.map((row: { id: string }) => row.id)).toContain(key.id);
    const memberView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/api-keys/${key.id}`,
      headers: cast.member.headers,
    });
    expect(memberView.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${key.id}`,
      headers: cast.owner.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await withKey(key.secret, 'GET', '/time/live-team')).statusCode).toBe(401);
  });

  it('need their permissions, and are refused to Members and Managers (403)', async () => {
    for (const actor of [cast.member, cast.manager]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys',
        headers: actor.headers,
        payload: { name: 'Integration', kind: 'SERVICE', permissions: ['time.track'] },
      });
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    const noList = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: cast.admin.headers,
      payload: { name: 'Integration', kind: 'SERVICE' },
    });
    expect(noList.statusCode).toBe(400);
    expectErrorShape(noList.json(), 'VALIDATION_ERROR');
  });

  it('stop working when their creator is deactivated', async () => {
    const { addMember } = await import('../../../test/support/actors.js');
    const admin = await addMember(t, cast.owner, 'ADMIN');
    const key = await createKey(admin, { kind: 'SERVICE', permissions: ['members.read'] });
    expect((await withKey(key.secret, 'GET', '/organizations/members')).statusCode).toBe(200);
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${admin.memberId}/deactivate`,
      headers: cast.owner.headers,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await withKey(key.secret, 'GET', '/organizations/members')).statusCode).toBe(401);
  });
});

describe('what a key may not do', () => {
  it('creates no keys and uses no account route', async () => {
    const key = await createKey(cast.owner);
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: actorHeaders(key.secret, cast.owner.orgId),
      payload: { name: 'Child' },
    });
    expect(minted.statusCode).toBe(403);
    expectErrorShape(minted.json(), 'FORBIDDEN');
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/v1/auth/change-password',
        payload: { currentPassword: 'x', newPassword: 'a-new-long-password' },
      },
      { method: 'GET' as const, url: '/api/v1/auth/me' },
      { method: 'DELETE' as const, url: '/api/v1/auth/session' },
      { method: 'GET' as const, url: '/api/v1/organizations' },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: { authorization: `Bearer ${key.secret}` } });
      expect(response.statusCode, attempt.url).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    // The key still works: refusing it changed nothing.
    expect((await withKey(key.secret, 'GET', '/tags')).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it('never reaches another organization, whose Owner can neither see nor revoke the key', async () => {
    const key = await createKey(cast.owner);
    const across = await withKey(key.secret, 'GET', '/tags', cast.outsider.orgId);
    expect(across.statusCode).toBe(403);
    expectErrorShape(across.json(), 'NOT_A_MEMBER');

    const theirList = await t.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: cast.outsider.headers });
    expect(theirList.json().data.items.map((row: { id: string }) => row.id)).not.toContain(key.id);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/api-keys/${key.id}`,
        headers: cast.outsider.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await withKey(key.secret, 'GET', '/tags')).statusCode).toBe(200);
  });

  it('shows a member only their own keys, an Admin every key', async () => {
    const mine = await createKey(cast.member, { name: 'Mine' });
    const theirs = await createKey(cast.manager, { name: 'Theirs' });
    const ids = async (actor: Actor) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/api-keys?limit=200', headers: actor.headers }))
        .json()
        .data.items.map((row: { id: string }) => row.id);
    expect(await ids(cast.member)).toContain(mine.id);
    expect(await ids(cast.member)).not.toContain(theirs.id);
    expect(await ids(cast.admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${theirs.id}`,
      headers: cast.member.headers,
    });
    expect(notMine.statusCode).toBe(404);
  });
});

describe('sign-in tokens', () => {
  it('keep working beside keys', async () => {
    await createKey(cast.member);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: cast.member.headers });
    expect(me.statusCode).toBe(200);
    const tags = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: cast.member.headers });
    expect(tags.statusCode).toBe(200);
  });
});
