import { expect } from 'vitest';
import type { Permission } from '../../src/modules/rbac/permissions.js';
import { addMember, type Actor } from './actors.js';
import type { TestApp } from './app.js';

export interface RoleBody {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  builtIn: boolean;
  builtInKey: string | null;
}

/** The role routes as `owner`'s organization uses them, for tests of roles and what they allow. */
export function roleRequests(t: TestApp, owner: Actor) {
  let nameCounter = 0;
  /** Every test works on roles of its own, so the order of tests does not matter. */
  const freshName = (label: string) => `${label} ${++nameCounter}`;

  const getRbac = (actor: Actor) => t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: actor.headers });
  const postRole = (actor: Actor, payload: object, headers = actor.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/rbac/roles', headers, payload });
  const patchRole = (actor: Actor, roleId: string, payload: object, headers = actor.headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/rbac/roles/${roleId}`, headers, payload });
  const deleteRole = (actor: Actor, roleId: string, headers = actor.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/rbac/roles/${roleId}`, headers });

  async function createRole(
    permissions: readonly Permission[],
    by: Actor = owner,
    name = freshName('Role'),
  ): Promise<RoleBody> {
    const response = await postRole(by, { name, permissions });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  async function assignRole(member: Actor, roleId: string, by: Actor = owner) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/members/${member.memberId}`,
      headers: by.headers,
      payload: { roleId },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** A fresh member of the owner's organization holding `roleId` (a custom role). */
  async function memberWithRole(roleId: string): Promise<Actor> {
    const member = await addMember(t, owner, 'MEMBER');
    await assignRole(member, roleId);
    return member;
  }

  return { freshName, getRbac, postRole, patchRole, deleteRole, createRole, assignRole, memberWithRole };
}
