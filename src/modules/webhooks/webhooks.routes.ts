import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import {
  createWebhookBody,
  deliveriesPageSchema,
  deliveryParams,
  deliverySchema,
  listDeliveriesQuery,
  rotateSecretBody,
  updateWebhookBody,
  webhookParams,
  webhookSchema,
  webhooksListSchema,
  webhookWithSecretSchema,
} from './webhooks.schemas.js';
import { createWebhookSecrets } from './webhooks.secrets.js';
import { createWebhooksService } from './webhooks.service.js';

const TAGS = ['Webhooks'] as const;
/** Owners and Admins (docs/webhooks.md): a subscription sends the organization's data outside. */
const manage = access.tenant('organization.manage');

export async function webhooksRoutes(app: FastifyInstance, { database, clock, config }: ModuleDeps) {
  const service = createWebhooksService(
    database.db,
    clock,
    config.webhooks.allowPrivateTargets,
    createWebhookSecrets(config.jwtSecret),
  );

  defineRoute(app, {
    method: 'POST',
    url: '/webhooks',
    operationId: 'createWebhook',
    tags: TAGS,
    summary: 'Subscribe an HTTPS URL to events; the answer shows the signing secret once',
    description:
      'Deliveries are signed per Standard Webhooks (docs/webhooks.md). The URL must be https:// and resolve only to public addresses (400 otherwise, checked again at each delivery). ' +
      'Invoice events need financials.read (403). At most 20 webhooks per organization.',
    access: manage,
    body: createWebhookBody,
    successStatus: 201,
    response: webhookWithSecretSchema,
    handler: ({ body, tenant }) => service.create(tenant, body),
    headers: { 'cache-control': 'no-store' },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/webhooks',
    operationId: 'listWebhooks',
    tags: TAGS,
    summary: "The organization's webhooks, newest first (never their secrets)",
    access: manage,
    response: webhooksListSchema,
    handler: ({ tenant }) => service.list(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/webhooks/:webhookId',
    operationId: 'getWebhook',
    tags: TAGS,
    summary: 'One webhook',
    access: manage,
    params: webhookParams,
    errorStatuses: [404],
    response: webhookSchema,
    handler: ({ params, tenant }) => service.get(tenant, params.webhookId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/webhooks/:webhookId',
    operationId: 'updateWebhook',
    tags: TAGS,
    summary: 'Change the URL, events or description; disable or enable again',
    description:
      'Enabling a webhook the system disabled for failing resets its failure count. Changing the URL needs every permission its payloads use (403 otherwise).',
    access: manage,
    params: webhookParams,
    body: updateWebhookBody,
    errorStatuses: [404],
    response: webhookSchema,
    handler: ({ params, body, tenant }) => service.update(tenant, params.webhookId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/webhooks/:webhookId',
    operationId: 'deleteWebhook',
    tags: TAGS,
    summary: 'Delete a webhook with its delivery log; nothing more is sent to it',
    access: manage,
    params: webhookParams,
    errorStatuses: [404],
    response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
    handler: ({ params, tenant }) => service.remove(tenant, params.webhookId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/webhooks/:webhookId/rotate-secret',
    operationId: 'rotateWebhookSecret',
    tags: TAGS,
    summary: 'A new signing secret, shown once; the old one still signs alongside it for the overlap',
    description:
      'During the overlap each delivery carries two signatures (webhook-signature, space-separated), so a receiver verifies with either secret and switches without a gap.',
    access: manage,
    params: webhookParams,
    body: rotateSecretBody,
    errorStatuses: [404],
    response: webhookWithSecretSchema,
    // A retry whose answer was lost must not rotate again: the first new secret is the one in force.
    idempotency: true,
    handler: ({ params, body, tenant }) => service.rotateSecret(tenant, params.webhookId, body.overlapHours),
    headers: { 'cache-control': 'no-store' },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/webhooks/:webhookId/deliveries',
    operationId: 'listWebhookDeliveries',
    tags: TAGS,
    summary: "The webhook's delivery log, newest first",
    description:
      'Each delivery: its event, status, attempts, the last response status, duration and error, and when it is tried next.',
    access: manage,
    params: webhookParams,
    query: listDeliveriesQuery,
    errorStatuses: [404],
    response: deliveriesPageSchema,
    handler: ({ params, query, tenant }) => service.deliveries(tenant, params.webhookId, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    operationId: 'redeliverWebhook',
    tags: TAGS,
    summary: 'Send a delivered or failed event again, as a new delivery with the same webhook-id',
    access: manage,
    params: deliveryParams,
    errorStatuses: [404],
    successStatus: 202,
    response: deliverySchema,
    // Each call queues a delivery: a retry with the key queues none more.
    idempotency: true,
    handler: ({ params, tenant }) => service.redeliver(tenant, params.webhookId, params.deliveryId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/webhooks/:webhookId/test',
    operationId: 'testWebhook',
    tags: TAGS,
    summary: 'Send a webhook.test event to this webhook alone',
    access: manage,
    params: webhookParams,
    errorStatuses: [404],
    successStatus: 202,
    response: deliverySchema,
    idempotency: true,
    handler: ({ params, tenant }) => service.sendTest(tenant, params.webhookId),
  });
}
