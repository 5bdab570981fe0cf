import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import { ALL_PERMISSIONS, IMPLIED_PERMISSIONS, PERMISSIONS } from './permissions.js';
import {
  createRoleBody,
  deletedRoleSchema,
  rbacSchema,
  roleParams,
  roleSchema,
  updateRoleBody,
} from './rbac.schemas.js';
import { listRoles } from './roles.repository.js';
import { createRolesService } from './roles.service.js';
import { roleView } from './roles.view.js';

const TAGS = ['Roles'] as const;

export async function rbacRoutes(app: FastifyInstance, { database }: ModuleDeps) {
  const db = database.db;
  const rolesService = createRolesService(db);

  defineRoute(app, {
    method: 'GET',
    url: '/rbac',
    operationId: 'getRbac',
    tags: TAGS,
    summary: "The organization's roles and the permission catalogue",
    description: 'Open to every active member, so clients can show what each role may do.',
    access: access.tenant(),
    response: rbacSchema,
    handler: async ({ tenant }) => ({
      roles: (await listRoles(db, tenant.orgId)).map(roleView),
      permissions: ALL_PERMISSIONS.map((key) => ({
        key,
        description: PERMISSIONS[key],
        implies: [...(IMPLIED_PERMISSIONS[key] ?? [])],
      })),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/rbac/roles',
    operationId: 'createRole',
    tags: TAGS,
    summary: 'Create a custom role',
    description:
      'Only with permissions the caller holds (403 otherwise); organization.transfer stays with the built-in Owner role (400). ' +
      'Names are unique ignoring case, built-in names included (409).',
    access: access.tenant('roles.manage'),
    body: createRoleBody,
    successStatus: 201,
    errorStatuses: [409],
    response: roleSchema,
    handler: ({ body, tenant }) => rolesService.create(tenant, body),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/rbac/roles/:roleId',
    operationId: 'updateRole',
    tags: TAGS,
    summary: 'Rename a custom role or replace its permissions',
    description:
      'Takes effect on the next request of every member holding the role. The caller must hold every permission of the old and the new set (403). ' +
      'Built-in roles cannot be changed (409).',
    access: access.tenant('roles.manage'),
    params: roleParams,
    body: updateRoleBody,
    errorStatuses: [404, 409],
    response: roleSchema,
    handler: ({ params, body, tenant }) => rolesService.update(tenant, params.roleId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/rbac/roles/:roleId',
    operationId: 'deleteRole',
    tags: TAGS,
    summary: 'Delete a custom role no member holds',
    description:
      'Built-in roles, and roles still assigned to any member (invited and deactivated included), cannot be deleted (409).',
    access: access.tenant('roles.manage'),
    params: roleParams,
    errorStatuses: [404, 409],
    response: deletedRoleSchema,
    handler: ({ params, tenant }) => rolesService.remove(tenant, params.roleId),
  });
}
