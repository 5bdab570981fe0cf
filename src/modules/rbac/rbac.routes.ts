import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import { access } from '../../platform/auth/access.js';
import { tenantOf } from '../../platform/auth/context.js';
import { defineRoute } from '../../platform/http/route.js';
import { PERMISSIONS } from './permissions.js';
import { rbacSchema } from './rbac.schemas.js';
import { listRoles } from './roles.repository.js';
import { roleView } from './roles.view.js';

const TAGS = ['Roles'] as const;

export async function rbacRoutes(app: FastifyInstance, { database }: ModuleDeps) {
  const db = database.db;

  defineRoute(app, {
    method: 'GET',
    url: '/rbac',
    operationId: 'getRbac',
    tags: TAGS,
    summary: 'The organization\'s roles and the permission catalogue',
    access: access.tenant(),
    response: rbacSchema,
    handler: async ({ request }) => ({
      roles: (await listRoles(db, tenantOf(request).orgId)).map(roleView),
      permissions: Object.entries(PERMISSIONS).map(([key, description]) => ({ key, description })),
    }),
  });
}
