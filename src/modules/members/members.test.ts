import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { addMember, registerOwner, roleIdOf, uniqueEmail } from '../../../test/support/actors.js';

const { t, cast } = await castApp();

const members = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/organizations/members${query}`, headers });
const patch = (headers: Record<string, string>, memberId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/organizations/members/${memberId}`, headers, payload });

describe('GET /organizations/members', () => {
  it('lists every member with user, role, rates, capacity and status', async () => {
    const response = await members(cast.admin.headers);
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items;
    expect(items.map((item: { role: { builtInKey: string } }) => item.role.builtInKey)).toEqual([
      'OWNER',
      'ADMIN',
      'MANAGER',
      'MEMBER',
    ]);
    expect(items[0]).toMatchObject({ status: 'ACTIVE', user: { email: cast.owner.email }, roles: ['Owner'] });
    expect(response.body).not.toContain(cast.outsider.email);
  });

  it('shows rates only to roles allowed to see them', async () => {
    const rated = await addMember(t, cast.owner, 'MEMBER', {
      costRate: 40,
      billableRate: 95.5,
      weeklyCapacityHours: 32,
    });
    const find = async (headers: Record<string, string>) =>
      (await members(headers)).json().data.items.find((item: { id: string }) => item.id === rated.memberId);
    expect(await find(cast.manager.headers)).toMatchObject({
      costRate: 40,
      billableRate: 95.5,
      weeklyCapacityHours: 32,
    });
    expect(await find(cast.member.headers)).toMatchObject({
      costRate: null,
      billableRate: null,
      weeklyCapacityHours: 32,
    });
  });

  it('pages with a cursor and filters by status', async () => {
    const first = (await members(cast.owner.headers, '?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    const second = (await members(cast.owner.headers, `?limit=2&cursor=${first.nextCursor}`)).json().data;
    expect(second.items[0].id).not.toBe(first.items[1].id);
    expect(second.items[0].id > first.items[1].id).toBe(true);
    const invited = (await members(cast.owner.headers, '?status=INVITED')).json().data.items;
    expect(invited.every((item: { status: string }) => item.status === 'INVITED')).toBe(true);
    expect((await members(cast.owner.headers, '?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await members(cast.owner.headers, '?limit=500')).statusCode).toBe(400);
  });
});

describe('POST /organizations/members', () => {
  const invite = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/organizations/members', headers, payload });

  it('with a password makes the account usable at once', async () => {
    const email = uniqueEmail('direct');
    const response = await invite(cast.admin.headers, {
      email,
      fullName: 'Direct Hire',
      roleId: await roleIdOf(t, cast.owner, 'MEMBER'),
      password: 'ready to go now',
      weeklyCapacityHours: 40,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      member: { status: 'ACTIVE', weeklyCapacityHours: 40 },
      inviteUrl: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'ready to go now' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("validates the spec's limits", async () => {
    const roleId = await roleIdOf(t, cast.owner, 'MEMBER');
    const base = { email: uniqueEmail('limits'), fullName: 'Limit Tester', roleId };
    for (const bad of [
      { weeklyCapacityHours: 169 },
      { costRate: -1 },
      { billableRate: -0.01 },
      { email: 'nope' },
      { roleId: 'not-a-uuid' },
      { password: 'short' },
    ]) {
      const response = await invite(cast.owner.headers, { ...base, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const missing = await invite(cast.owner.headers, { email: uniqueEmail('x') });
    expect(
      missing
        .json()
        .details.map((problem: { field: string }) => problem.field)
        .sort(),
    ).toEqual(['body.fullName', 'body.roleId']);
  });

  it('refuses a role of another organization as unknown (404), and a duplicate member (409)', async () => {
    const foreignRole = await roleIdOf(t, cast.outsider, 'MEMBER');
    const foreign = await invite(cast.owner.headers, {
      email: uniqueEmail('foreign'),
      fullName: 'F',
      roleId: foreignRole,
    });
    expect(foreign.statusCode).toBe(404);
    const duplicate = await invite(cast.owner.headers, {
      email: cast.member.email,
      fullName: 'Again',
      roleId: await roleIdOf(t, cast.owner, 'MEMBER'),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('ALREADY_A_MEMBER');
  });

  it('lets nobody grant a role above their own', async () => {
    const ownerRole = await roleIdOf(t, cast.owner, 'OWNER');
    const byAdmin = await invite(cast.admin.headers, {
      email: uniqueEmail('usurper'),
      fullName: 'U',
      roleId: ownerRole,
    });
    expect(byAdmin.statusCode).toBe(403);
    const byOwner = await invite(cast.owner.headers, {
      email: uniqueEmail('co-owner'),
      fullName: 'Co Owner',
      roleId: ownerRole,
      password: 'co-owner password',
    });
    expect(byOwner.statusCode).toBe(201);
  });

  it('is for Admins and Owners only', async () => {
    const roleId = await roleIdOf(t, cast.owner, 'MEMBER');
    for (const actor of [cast.manager, cast.member]) {
      expect((await invite(actor.headers, { email: uniqueEmail('x'), fullName: 'X', roleId })).statusCode).toBe(403);
    }
  });
});

describe('PATCH, deactivate, reactivate and DELETE /organizations/members/:id', () => {
  it('changes role, rates and capacity', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const response = await patch(cast.admin.headers, person.memberId, {
      roleId: await roleIdOf(t, cast.owner, 'MANAGER'),
      costRate: 30.25,
      weeklyCapacityHours: 20,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role: { builtInKey: 'MANAGER' },
      costRate: 30.25,
      weeklyCapacityHours: 20,
    });
    const cleared = await patch(cast.admin.headers, person.memberId, { costRate: null });
    expect(cleared.json().data.costRate).toBeNull();
    expect((await patch(cast.admin.headers, person.memberId, {})).statusCode).toBe(400);
  });

  it('protects members who outrank the caller', async () => {
    const response = await patch(cast.admin.headers, cast.owner.memberId, {
      roleId: await roleIdOf(t, cast.owner, 'MEMBER'),
    });
    expect(response.statusCode).toBe(403);
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${cast.owner.memberId}/deactivate`,
      headers: cast.admin.headers,
    });
    expect(deactivate.statusCode).toBe(403);
  });

  it('never demotes, deactivates or removes the last Owner', async () => {
    const solo = await registerOwner(t);
    const memberRole = await roleIdOf(t, solo, 'MEMBER');
    const demote = await patch(solo.headers, solo.memberId, { roleId: memberRole });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_OWNER');
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${solo.memberId}/deactivate`,
      headers: solo.headers,
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().code).toBe('LAST_OWNER');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/members/${solo.memberId}`,
      headers: solo.headers,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('LAST_OWNER');

    const second = await addMember(t, solo, 'OWNER');
    expect((await patch(second.headers, solo.memberId, { roleId: memberRole })).statusCode).toBe(200);
    expect((await patch(second.headers, second.memberId, { roleId: memberRole })).json().code).toBe('LAST_OWNER');
  });

  it('deactivation ends access to the organization at once; reactivation restores it', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const url = `/api/v1/organizations/members/${person.memberId}`;
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/deactivate`, headers: cast.owner.headers })).json().data
        .status,
    ).toBe('DEACTIVATED');
    expect((await members(person.headers)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/reactivate`, headers: cast.owner.headers })).json().data
        .status,
    ).toBe('ACTIVE');
    expect((await members(person.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/reactivate`, headers: cast.owner.headers })).json().code,
    ).toBe('MEMBER_NOT_DEACTIVATED');
  });

  it('removes a member', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/members/${person.memberId}`,
      headers: cast.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/members/${person.memberId}`,
      headers: cast.admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("treats another organization's member as unknown", async () => {
    const target = cast.member.memberId;
    for (const request of [
      { method: 'GET' as const, url: `/api/v1/organizations/members/${target}` },
      { method: 'PATCH' as const, url: `/api/v1/organizations/members/${target}`, payload: { weeklyCapacityHours: 1 } },
      { method: 'POST' as const, url: `/api/v1/organizations/members/${target}/deactivate` },
      { method: 'DELETE' as const, url: `/api/v1/organizations/members/${target}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: cast.outsider.headers });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const still = (await members(cast.owner.headers))
      .json()
      .data.items.find((item: { id: string }) => item.id === target);
    expect(still).toMatchObject({ status: 'ACTIVE' });
  });
});
