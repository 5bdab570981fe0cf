import { z } from 'zod';
import { ALL_DELIVERED_TYPES, eventPayloadSchema } from './webhooks.schemas.js';

const HEADERS = {
  'webhook-id': {
    description: 'The event id: the same on every attempt, for de-duplication',
    schema: { type: 'string' },
  },
  'webhook-timestamp': { description: 'Unix seconds when this attempt was signed', schema: { type: 'string' } },
  'webhook-signature': {
    description: 'v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation',
    schema: { type: 'string' },
  },
};

/** The OpenAPI 3.1 `webhooks` section: one entry per event type, its payload as a JSON schema. */
export function webhookDocuments(): Record<string, unknown> {
  return Object.fromEntries(
    ALL_DELIVERED_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, '_')}`,
          summary: `${type} (docs/webhooks.md)`,
          tags: ['Webhooks'],
          parameters: Object.entries(HEADERS).map(([name, header]) => ({
            name,
            in: 'header',
            required: true,
            ...header,
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.toJSONSchema(eventPayloadSchema(type), { target: 'draft-2020-12' }) },
            },
          },
          responses: { '2XX': { description: 'Delivered. Any other answer, a redirect included, is retried.' } },
        },
      },
    ]),
  );
}
