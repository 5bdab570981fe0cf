import { z } from 'zod';
import { pageOf, pageQuery } from '../../platform/http/pagination.js';
import { TEST_EVENT, WEBHOOK_EVENT_TYPES } from '../webhook-outbox/index.js';

const MAX_URL_LENGTH = 2048;

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type)))
  .describe('The events to receive, at least one (docs/webhooks.md lists them)');

const urlField = z
  .string()
  .trim()
  .min(1)
  .max(MAX_URL_LENGTH)
  .describe(
    'Where deliveries are POSTed: https://, resolving only to public addresses (http:// and internal addresses only with WEBHOOK_ALLOW_PRIVATE_TARGETS)',
  );

const descriptionField = z.string().trim().max(500).nullable().optional().describe('What the subscription is for');

export const createWebhookBody = z.object({ url: urlField, events: eventList, description: descriptionField });
export type CreateWebhookInput = z.output<typeof createWebhookBody>;

export const updateWebhookBody = z
  .object({
    url: urlField.optional(),
    events: eventList.optional(),
    description: descriptionField,
    status: z
      .enum(['ACTIVE', 'DISABLED'])
      .optional()
      .describe('DISABLED stops deliveries; ACTIVE enables a subscription again (also one disabled for failing)'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'name at least one field to change',
  });
export type UpdateWebhookInput = z.output<typeof updateWebhookBody>;

export const rotateSecretBody = z
  .object({
    overlapHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .default(24)
      .describe(
        'How long the old secret still signs alongside the new one (default 24, at most 168; 0 retires it at once)',
      ),
  })
  .default({ overlapHours: 24 });

export const webhookParams = z.object({ webhookId: z.uuid() });
export const deliveryParams = z.object({ webhookId: z.uuid(), deliveryId: z.uuid() });
export const listDeliveriesQuery = z.object({ ...pageQuery });
export type ListDeliveriesQuery = z.output<typeof listDeliveriesQuery>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  status: z.enum(['ACTIVE', 'DISABLED']),
  disabledReason: z.string().nullable().describe('Why it was disabled when the system did it for failing'),
  consecutiveFailures: z.int(),
  failingSince: z.string().nullable(),
  previousSecretExpiresAt: z
    .string()
    .nullable()
    .describe('Until then the previous secret signs alongside the current one (a rotation in progress)'),
  createdByMemberId: z.uuid().describe('Payloads show the data as the API shows it to this member'),
  createdByApiKeyId: z
    .uuid()
    .nullable()
    .describe(
      'The API key it was created with: payloads then show only what this key may see, and stop when it is revoked or expires',
    ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const webhooksListSchema = z.object({ items: z.array(webhookSchema) });

export const webhookWithSecretSchema = webhookSchema.extend({
  secret: z
    .string()
    .describe('The signing secret (whsec_…), for a Standard Webhooks library. Shown only in this answer.'),
});

export const deliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid().describe('Also the webhook-id header: the same on every attempt and re-delivery of the event'),
  eventType: z.string(),
  status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED', 'SKIPPED']),
  attempts: z.int().describe('Attempts made so far'),
  responseStatus: z.int().nullable().describe("The receiver's HTTP status on the last attempt; null: no answer"),
  durationMs: z.int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe('When a PENDING delivery is tried next'),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});

export const deliveriesPageSchema = pageOf(deliverySchema);

/** The event envelope; `data` is filled in by webhooks.openapi.ts from the route that shows the object. */
export function eventPayloadSchema(type: string, data: z.ZodType) {
  return z.object({
    id: z.uuid().describe('The event id, also sent as the webhook-id header'),
    type: z.literal(type),
    timestamp: z.string().describe('When the change happened (ISO-8601)'),
    organizationId: z.uuid(),
    data,
  });
}

export const budgetCrossingSchema = z.object({
  projectId: z.uuid(),
  projectName: z.string(),
  budgetType: z.enum(['FIXED', 'HOURLY']),
  threshold: z.int().describe('The per cent of the budget reached: 80 or 100'),
  usedPercent: z.number(),
});

export const testEventSchema = z.object({ subscriptionId: z.uuid(), message: z.string() });

export const ALL_DELIVERED_TYPES = [...WEBHOOK_EVENT_TYPES, TEST_EVENT];
