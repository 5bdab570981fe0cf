import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { pageOf } from '../../platform/http/pagination.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import type { ClientProjects } from './client-projects.port.js';
import { clientParams, clientSchema, createClientBody, listClientsQuery, updateClientBody } from './clients.schemas.js';
import { createClientsService } from './clients.service.js';

const TAGS = ['Clients'] as const;
const VISIBILITY_NOTE =
  'Without projects.read.all a caller sees only the clients of projects they are assigned to; defaultBillRate is null without projects.manage or financials.read.';
const NAME_RULE = 'A name an active client of the organization has, ignoring case, is 409 ALREADY_EXISTS.';

export async function clientsRoutes(app: FastifyInstance, deps: ModuleDeps, projects: ClientProjects) {
  const service = createClientsService(deps.database.db, deps.clock, projects);

  defineRoute(app, {
    method: 'GET',
    url: '/clients',
    operationId: 'listClients',
    tags: TAGS,
    summary: 'Clients of the organization, by name',
    description: `Ordered by name ignoring case; archived clients only with status=ARCHIVED or ALL. ${VISIBILITY_NOTE}`,
    access: access.tenant('projects.read'),
    query: listClientsQuery,
    response: pageOf(clientSchema),
    handler: ({ query, tenant }) => service.list(tenant, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/clients',
    operationId: 'createClient',
    tags: TAGS,
    summary: 'Create a client',
    description: NAME_RULE,
    access: access.tenant('clients.manage'),
    body: createClientBody,
    successStatus: 201,
    errorStatuses: [409],
    response: clientSchema,
    handler: ({ body, tenant }) => service.create(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/clients/:clientId',
    operationId: 'getClient',
    tags: TAGS,
    summary: 'One client',
    description: VISIBILITY_NOTE,
    access: access.tenant('projects.read'),
    params: clientParams,
    errorStatuses: [404],
    response: clientSchema,
    handler: ({ params, tenant }) => service.get(tenant, params.clientId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/clients/:clientId',
    operationId: 'updateClient',
    tags: TAGS,
    summary: "Change a client's details",
    description: `Any subset of the create fields; null clears an optional one. A new name becomes the clientName of every project of the client. ${NAME_RULE}`,
    access: access.tenant('clients.manage'),
    params: clientParams,
    body: updateClientBody,
    errorStatuses: [404, 409],
    response: clientSchema,
    handler: ({ params, body, tenant }) => service.update(tenant, params.clientId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/clients/:clientId/archive',
    operationId: 'archiveClient',
    tags: TAGS,
    summary: 'Archive a client: hidden from the default list and the project form; its projects keep working',
    access: access.tenant('clients.manage'),
    params: clientParams,
    errorStatuses: [404],
    response: clientSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.clientId, true),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/clients/:clientId/unarchive',
    operationId: 'unarchiveClient',
    tags: TAGS,
    summary: 'Bring an archived client back',
    description: `409 ALREADY_EXISTS when an active client has taken its name meanwhile.`,
    access: access.tenant('clients.manage'),
    params: clientParams,
    errorStatuses: [404, 409],
    response: clientSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.clientId, false),
  });
}
