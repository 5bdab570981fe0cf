import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import {
  apiKeyParams,
  apiKeySchema,
  apiKeysPageSchema,
  createApiKeyBody,
  createdApiKeySchema,
  listApiKeysQuery,
  ownKeysEverywhereSchema,
} from './api-keys.schemas.js';
import { createApiKeysService } from './api-keys.service.js';

const TAGS = ['API keys'] as const;
/** Any member manages their own keys; organization.manage widens the scope to every key (docs/api-keys.md). */
const anyMember = access.tenant();

export async function apiKeysRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
  const service = createApiKeysService(database.db, clock);

  defineRoute(app, {
    method: 'GET',
    url: '/api-keys',
    operationId: 'listApiKeys',
    tags: TAGS,
    summary: 'API keys: your own, or every key of the organization with organization.manage',
    description: 'Newest first. Never shows a key itself or its hash, only its prefix.',
    access: anyMember,
    query: listApiKeysQuery,
    response: apiKeysPageSchema,
    handler: ({ query, tenant }) => service.list(tenant, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api-keys',
    operationId: 'createApiKey',
    tags: TAGS,
    summary: 'Create an API key; the answer shows the key once',
    description:
      'PERSONAL keys act as you, optionally limited to some of your permissions. SERVICE keys (organization.manage) act for the organization with the permissions listed, accounted to you. ' +
      'Listed permissions must be ones you hold (403 EXCEEDS_OWN_PERMISSIONS). At most 50 active keys of each kind per member (PERSONAL) or organization (SERVICE). ' +
      'Not with an API key (403): keys are made by a signed-in member.',
    access: anyMember,
    body: createApiKeyBody,
    successStatus: 201,
    response: createdApiKeySchema,
    handler: ({ body, tenant }) => service.create(tenant, body),
    headers: { 'cache-control': 'no-store' },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api-keys/:keyId',
    operationId: 'getApiKey',
    tags: TAGS,
    summary: 'One API key (your own, or any of the organization with organization.manage)',
    access: anyMember,
    params: apiKeyParams,
    errorStatuses: [404],
    response: apiKeySchema,
    handler: ({ params, tenant }) => service.get(tenant, params.keyId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api-keys/:keyId',
    operationId: 'revokeApiKey',
    tags: TAGS,
    summary: 'Revoke an API key: its very next request is refused (401)',
    description:
      'Your own keys, or any of the organization with organization.manage; another key is 404. Revoking a revoked key answers it unchanged.',
    access: anyMember,
    params: apiKeyParams,
    errorStatuses: [404],
    response: apiKeySchema,
    handler: ({ params, tenant }) => service.revoke(tenant, params.keyId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/me/api-keys',
    operationId: 'listMyApiKeysEverywhere',
    tags: TAGS,
    summary: 'Your API keys that still work, in every organization you belong to',
    description:
      'Newest first, each with its organization; at most 500. What to review after a password reset: a reset signs out every session, but keys keep working until revoked. ' +
      'Not with an API key (403).',
    access: access.bearer,
    response: ownKeysEverywhereSchema,
    handler: ({ auth }) => service.listOwnEverywhere(auth.userId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/auth/me/api-keys/:keyId',
    operationId: 'revokeMyApiKey',
    tags: TAGS,
    summary: 'Revoke one of your own API keys, in whichever organization it works',
    description:
      'A key someone else made, or one of an organization you no longer belong to, is 404. Revoking a revoked key answers it unchanged. Not with an API key (403).',
    access: access.bearer,
    params: apiKeyParams,
    errorStatuses: [404],
    response: apiKeySchema,
    handler: ({ params, auth }) => service.revokeOwn(auth.userId, params.keyId),
  });
}
