import { afterAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  castOf,
  DEFAULT_PASSWORD,
  roleIdOf,
  uniqueEmail,
  type Actor,
  type Cast,
} from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { roleRequests, type RoleBody } from '../../../test/support/roles.js';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, IMPLIED_PERMISSIONS, PERMISSIONS, type Permission } from './permissions.js';

const t = await buildTestApp();
const cast: Cast = await castOf(t);
afterAll(() => t.close());

const MEMBER_PERMISSIONS = BUILT_IN_ROLES.find((role) => role.key === 'MEMBER')!.permissions;
const { freshName, getRbac, postRole, patchRole, deleteRole, createRole, assignRole, memberWithRole } = roleRequests(
  t,
  cast.owner,
);

const inviteAs = async (actor: Actor) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/members',
    headers: actor.headers,
    payload: {
      email: uniqueEmail('invitee'),
      fullName: 'Ivy Invitee',
      roleId: await roleIdOf(t, cast.owner, 'MEMBER'),
      password: DEFAULT_PASSWORD,
    },
  });

function expectError(response: { statusCode: number; json(): { code: string } }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().code).toBe(code);
}

describe('GET /rbac', () => {
  it.each(['owner', 'admin', 'manager', 'member'] as const)(
    'shows the %s the five built-in roles and the catalogue',
    async (who) => {
      const response = await getRbac(cast[who]);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.permissions).toEqual(
        Object.entries(PERMISSIONS).map(([key, description]) => ({
          key,
          description,
          implies: [...(IMPLIED_PERMISSIONS[key as Permission] ?? [])],
        })),
      );
      const builtIn = data.roles.filter((role: RoleBody) => role.builtIn);
      expect(builtIn).toEqual(
        BUILT_IN_ROLES.map((role) => ({
          id: expect.any(String),
          name: role.name,
          description: role.description,
          permissions: [...role.permissions],
          builtIn: true,
          builtInKey: role.key,
        })),
      );
    },
  );

  it("lists custom roles, and only this organization's", async () => {
    const role = await createRole(['members.read']);
    const own = (await getRbac(cast.member)).json().data.roles;
    expect(own).toContainEqual({ ...role, builtIn: false, builtInKey: null });
    const other = (await getRbac(cast.outsider)).json().data.roles;
    expect(other.map((candidate: RoleBody) => candidate.id)).not.toContain(role.id);
    expect(other).toHaveLength(BUILT_IN_ROLES.length);
  });
});

describe('POST /rbac/roles', () => {
  it('creates a custom role: trimmed name, permissions deduplicated in catalogue order', async () => {
    const response = await postRole(cast.owner, {
      name: '  Reviewer  ',
      description: 'Approves time',
      permissions: ['time.approve', 'members.read', 'time.approve'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      name: 'Reviewer',
      description: 'Approves time',
      // With what approving brings: seeing the time, the team and the projects it is on.
      permissions: ['members.read', 'projects.read', 'time.read.all', 'time.approve'],
      builtIn: false,
      builtInKey: null,
    });
  });

  it('lets an Admin create a role within their own permissions', async () => {
    const role = await createRole(['members.read', 'financials.read', 'invoices.manage'], cast.admin);
    expect(role.permissions).toEqual(['members.read', 'financials.read', 'invoices.manage']);
  });

  it('accepts a role without permissions', async () => {
    expect((await createRole([])).permissions).toEqual([]);
  });

  it('names an unknown permission (400)', async () => {
    const response = await postRole(cast.owner, {
      name: freshName('Bad'),
      permissions: ['members.read', 'time.teleport'],
    });
    expectError(response, 400, 'VALIDATION_ERROR');
    expect(response.json().message).toContain('time.teleport');
    expect(response.json().details).toContainEqual({
      field: 'body.permissions.1',
      message: expect.stringContaining("'time.teleport'"),
    });
  });

  it.each([
    ['an empty name', { name: '', permissions: [] }],
    ['a blank name', { name: '   ', permissions: [] }],
    ['a name over 60 characters', { name: 'x'.repeat(61), permissions: [] }],
    ['a description over 500 characters', { name: 'Long', description: 'x'.repeat(501), permissions: [] }],
    ['no permissions field', { name: 'No set' }],
  ])('refuses %s (400)', async (_case, payload) => {
    expectError(await postRole(cast.owner, payload), 400, 'VALIDATION_ERROR');
  });

  it('refuses a name taken by another role, ignoring case (409)', async () => {
    const name = freshName('Auditor');
    await createRole(['members.read'], cast.owner, name);
    expectError(await postRole(cast.owner, { name: name.toUpperCase(), permissions: [] }), 409, 'ROLE_NAME_TAKEN');
  });

  it.each(['Owner', 'admin', ' MANAGER ', 'member'])('refuses the built-in name %j (409)', async (name) => {
    expectError(await postRole(cast.owner, { name, permissions: [] }), 409, 'ROLE_NAME_TAKEN');
  });

  it('lets only one of two concurrent requests take a name', async () => {
    const name = freshName('Racer');
    const responses = await Promise.all([
      postRole(cast.owner, { name, permissions: [] }),
      postRole(cast.admin, { name: name.toLowerCase(), permissions: [] }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('allows the same name in another organization', async () => {
    const name = freshName('Shared');
    await createRole([], cast.owner, name);
    await createRole([], cast.outsider, name);
  });

  it('refuses an Admin a role with organization.transfer, which Admin lacks (403)', async () => {
    const response = await postRole(cast.admin, {
      name: freshName('Heir'),
      permissions: ['members.read', 'organization.transfer'],
    });
    expectError(response, 403, 'EXCEEDS_OWN_PERMISSIONS');
    expect(response.json().message).toContain('organization.transfer');
  });

  it('keeps organization.transfer for the built-in Owner role, even when an Owner asks (400)', async () => {
    const response = await postRole(cast.owner, { name: freshName('Co-owner'), permissions: ALL_PERMISSIONS });
    expectError(response, 400, 'VALIDATION_ERROR');
    expect(response.json().message).toContain('organization.transfer');
  });

  it.each(['manager', 'member'] as const)('refuses a %s, who lacks roles.manage (403)', async (who) => {
    expectError(await postRole(cast[who], { name: freshName('Nope'), permissions: [] }), 403, 'FORBIDDEN');
  });
});

describe('PATCH /rbac/roles/:roleId', () => {
  it('renames, redescribes and replaces the permissions', async () => {
    const role = await createRole(['members.read']);
    const name = freshName('Renamed');
    const response = await patchRole(cast.owner, role.id, {
      name,
      description: 'Now with rates',
      permissions: ['members.rates.read', 'members.read'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      ...role,
      name,
      description: 'Now with rates',
      permissions: ['members.read', 'members.rates.read'],
    });
  });

  it('changes only what is sent, and clears the description with null', async () => {
    const role = await createRole(['members.read']);
    await patchRole(cast.owner, role.id, { description: 'temporary' });
    const response = await patchRole(cast.owner, role.id, { description: null });
    expect(response.json().data).toEqual({ ...role, description: null });
  });

  it("allows re-casing the role's own name, not taking another's (409)", async () => {
    const role = await createRole([], cast.owner, freshName('casing'));
    expect((await patchRole(cast.owner, role.id, { name: role.name.toUpperCase() })).statusCode).toBe(200);
    expectError(await patchRole(cast.owner, role.id, { name: 'admin' }), 409, 'ROLE_NAME_TAKEN');
  });

  it('refuses an empty change or an unknown permission (400)', async () => {
    const role = await createRole([]);
    expectError(await patchRole(cast.owner, role.id, {}), 400, 'VALIDATION_ERROR');
    expectError(await patchRole(cast.owner, role.id, { permissions: ['nope'] }), 400, 'VALIDATION_ERROR');
    expectError(await patchRole(cast.owner, role.id, { name: ' ' }), 400, 'VALIDATION_ERROR');
  });

  it.each(BUILT_IN_ROLES.map((role) => role.key))('refuses to change the built-in %s role (409)', async (key) => {
    const roleId = await roleIdOf(t, cast.owner, key);
    expectError(await patchRole(cast.owner, roleId, { permissions: ['members.read'] }), 409, 'BUILT_IN_ROLE_READ_ONLY');
  });

  it('refuses an Admin adding organization.transfer (403)', async () => {
    const role = await createRole(['members.read'], cast.admin);
    expectError(
      await patchRole(cast.admin, role.id, { permissions: ['organization.transfer'] }),
      403,
      'EXCEEDS_OWN_PERMISSIONS',
    );
  });

  it.each(['manager', 'member'] as const)('refuses a %s, who lacks roles.manage (403)', async (who) => {
    const role = await createRole([]);
    expectError(await patchRole(cast[who], role.id, { name: freshName('Nope') }), 403, 'FORBIDDEN');
  });

  it('answers 404 for an unknown role', async () => {
    expectError(
      await patchRole(cast.owner, '00000000-0000-4000-8000-000000000000', { name: 'Ghost' }),
      404,
      'NOT_FOUND',
    );
  });

  it("changes a member's access on their next request, both ways", async () => {
    const recruiter = await createRole(MEMBER_PERMISSIONS);
    const member = await memberWithRole(recruiter.id);
    expectError(await inviteAs(member), 403, 'FORBIDDEN');

    await patchRole(cast.owner, recruiter.id, { permissions: [...MEMBER_PERMISSIONS, 'members.invite'] });
    expect((await inviteAs(member)).statusCode).toBe(201);

    await patchRole(cast.owner, recruiter.id, { permissions: MEMBER_PERMISSIONS });
    expectError(await inviteAs(member), 403, 'FORBIDDEN');
  });
});

describe('a custom role with roles.manage', () => {
  it('can hand out only permissions it holds, and cannot raise its own', async () => {
    const steward = await createRole(['members.read', 'roles.manage']);
    const holder = await memberWithRole(steward.id);

    expect((await postRole(holder, { name: freshName('Reader'), permissions: ['members.read'] })).statusCode).toBe(201);
    expectError(
      await postRole(holder, { name: freshName('Approver'), permissions: ['time.approve'] }),
      403,
      'EXCEEDS_OWN_PERMISSIONS',
    );
    expectError(
      await patchRole(holder, steward.id, { permissions: ['members.read', 'roles.manage', 'time.approve'] }),
      403,
      'EXCEEDS_OWN_PERMISSIONS',
    );
  });

  it('cannot change or delete a role holding permissions it lacks, even keeping them (403)', async () => {
    const steward = await createRole(['roles.manage']);
    const holder = await memberWithRole(steward.id);
    const approver = await createRole(['time.approve']);
    expectError(await patchRole(holder, approver.id, { name: freshName('Renamed') }), 403, 'EXCEEDS_OWN_PERMISSIONS');
    expectError(await deleteRole(holder, approver.id), 403, 'EXCEEDS_OWN_PERMISSIONS');
  });
});

describe('DELETE /rbac/roles/:roleId', () => {
  it('deletes an unassigned custom role', async () => {
    const role = await createRole(['members.read']);
    const response = await deleteRole(cast.admin, role.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: role.id, deleted: true });
    const roles = (await getRbac(cast.owner)).json().data.roles;
    expect(roles.map((candidate: RoleBody) => candidate.id)).not.toContain(role.id);
    expectError(await deleteRole(cast.admin, role.id), 404, 'NOT_FOUND');
  });

  it('refuses while a member holds the role (409), then deletes once they are reassigned', async () => {
    const role = await createRole(MEMBER_PERMISSIONS);
    const member = await memberWithRole(role.id);
    const refused = await deleteRole(cast.owner, role.id);
    expectError(refused, 409, 'ROLE_IN_USE');
    expect(refused.json().hint).toContain('PATCH /organizations/members/{memberId}');

    await assignRole(member, await roleIdOf(t, cast.owner, 'MEMBER'));
    expect((await deleteRole(cast.owner, role.id)).statusCode).toBe(200);
  });

  it.each(BUILT_IN_ROLES.map((role) => role.key))('refuses to delete the built-in %s role (409)', async (key) => {
    expectError(await deleteRole(cast.owner, await roleIdOf(t, cast.owner, key)), 409, 'BUILT_IN_ROLE_READ_ONLY');
  });

  it.each(['manager', 'member'] as const)('refuses a %s, who lacks roles.manage (403)', async (who) => {
    const role = await createRole([]);
    expectError(await deleteRole(cast[who], role.id), 403, 'FORBIDDEN');
  });
});

describe('tenancy and input on role ids', () => {
  it("hides another organization's role as not found (404 with the caller's own org header)", async () => {
    const role = await createRole(['members.read']);
    expectError(await patchRole(cast.outsider, role.id, { name: freshName('Stolen') }), 404, 'NOT_FOUND');
    expectError(await deleteRole(cast.outsider, role.id), 404, 'NOT_FOUND');
    const still = (await getRbac(cast.owner)).json().data.roles.find((candidate: RoleBody) => candidate.id === role.id);
    expect(still).toEqual(role);
  });

  it("refuses an outsider sending this organization's header (403)", async () => {
    const role = await createRole([]);
    const foreignHeaders = actorHeaders(cast.outsider.token, cast.owner.orgId);
    expectError(
      await patchRole(cast.outsider, role.id, { name: freshName('Stolen') }, foreignHeaders),
      403,
      'NOT_A_MEMBER',
    );
    expectError(await deleteRole(cast.outsider, role.id, foreignHeaders), 403, 'NOT_A_MEMBER');
    expectError(
      await postRole(cast.outsider, { name: freshName('Planted'), permissions: [] }, foreignHeaders),
      403,
      'NOT_A_MEMBER',
    );
  });

  it('refuses requests without a token (401)', async () => {
    const role = await createRole([]);
    const headers = { 'x-organization-id': cast.owner.orgId };
    expectError(await postRole(cast.owner, { name: freshName('Anon'), permissions: [] }, headers), 401, 'UNAUTHORIZED');
    expectError(await patchRole(cast.owner, role.id, { name: freshName('Anon') }, headers), 401, 'UNAUTHORIZED');
    expectError(await deleteRole(cast.owner, role.id, headers), 401, 'UNAUTHORIZED');
  });

  it('refuses a malformed role id (400)', async () => {
    expectError(await patchRole(cast.owner, 'not-a-uuid', { name: freshName('Any') }), 400, 'VALIDATION_ERROR');
    expectError(await deleteRole(cast.owner, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
  });
});
