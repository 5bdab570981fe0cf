import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import { createTagsService } from './tags.service.js';
import { createTagBody, listTagsQuery, tagParams, tagSchema, updateTagBody } from './tasks.schemas.js';

const TAGS = ['Tags'] as const;
/** Tags are the organization's vocabulary: managed by those who run projects (Managers and up). */
const manage = access.tenant('projects.manage');

export async function tagsRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
  const service = createTagsService(database.db, clock);

  defineRoute(app, {
    method: 'GET',
    url: '/tags',
    operationId: 'listTags',
    tags: TAGS,
    summary: "The organization's tags, by name",
    description: 'Every member who tracks time may read them. status: ACTIVE (default), ARCHIVED or ALL.',
    access: access.tenant('time.track'),
    query: listTagsQuery,
    response: z.object({ items: z.array(tagSchema) }),
    handler: ({ query, tenant }) => service.list(tenant, query.status),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tags',
    operationId: 'createTag',
    tags: TAGS,
    summary: 'Create a tag',
    description: 'Names are unique among active tags, ignoring case (409).',
    access: manage,
    body: createTagBody,
    successStatus: 201,
    errorStatuses: [409],
    response: tagSchema,
    handler: ({ body, tenant }) => service.create(tenant, body.name),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/tags/:tagId',
    operationId: 'renameTag',
    tags: TAGS,
    summary: 'Rename a tag (every entry carrying it shows the new name)',
    access: manage,
    params: tagParams,
    body: updateTagBody,
    errorStatuses: [404, 409],
    response: tagSchema,
    handler: ({ params, body, tenant }) => service.rename(tenant, params.tagId, body.name),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tags/:tagId/archive',
    operationId: 'archiveTag',
    tags: TAGS,
    summary: 'Archive a tag: it stays on its entries but cannot be added to more',
    access: manage,
    params: tagParams,
    errorStatuses: [404],
    response: tagSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.tagId, true),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tags/:tagId/unarchive',
    operationId: 'unarchiveTag',
    tags: TAGS,
    summary: 'Bring an archived tag back',
    description: '409 when an active tag has its name meanwhile.',
    access: manage,
    params: tagParams,
    errorStatuses: [404, 409],
    response: tagSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.tagId, false),
  });
}
