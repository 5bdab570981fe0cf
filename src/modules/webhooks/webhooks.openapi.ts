import { z } from 'zod';
import { TEST_EVENT, WEBHOOK_EVENTS } from '../webhook-outbox/index.js';
import { ALL_DELIVERED_TYPES, budgetCrossingSchema, eventPayloadSchema, testEventSchema } from './webhooks.schemas.js';

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

type Json = Record<string, unknown>;

const NARROWED =
  "As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read.";

/**
 * The schema of `data` in the 200/201 answer of `route` ("GET /projects/{projectId}"), or of one
 * of its items ("GET /screenshots item"), from the document's own paths.
 */
function routeDataSchema(document: { paths?: Json }, prefix: string, route: string): Json | null {
  const match = /^(GET|POST|PUT|PATCH) (\/\S+)( item)?$/.exec(route);
  if (!match) return null;
  const operation = (document.paths?.[`${prefix}${match[2]}`] as Json | undefined)?.[match[1]!.toLowerCase()] as
    { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Json } }> }> } | undefined;
  const answer = operation?.responses?.['200'] ?? operation?.responses?.['201'];
  const data = answer?.content?.['application/json']?.schema?.properties?.data as
    { properties?: { items?: { items?: Json } } } | undefined;
  return (match[3] ? data?.properties?.items?.items : data) ?? null;
}

function dataSchemaOf(type: string, document: { paths?: Json }, prefix: string): Json {
  if (type === TEST_EVENT) return z.toJSONSchema(testEventSchema, { target: 'draft-2020-12' });
  const event = (WEBHOOK_EVENTS as Record<string, { object: string; shownAs: string }>)[type]!;
  const fromRoute = routeDataSchema(document, prefix, event.shownAs);
  if (fromRoute)
    return { ...fromRoute, description: `The ${event.object} as ${event.shownAs} answers it. ${NARROWED}` };
  return { ...(z.toJSONSchema(budgetCrossingSchema, { target: 'draft-2020-12' }) as Json), description: event.shownAs };
}

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event type, its payload with `data` the schema
 * of the route that shows the object, so payload and API stay one definition.
 */
export function webhookDocuments(document: { paths?: Json }, prefix: string): Record<string, unknown> {
  return Object.fromEntries(
    ALL_DELIVERED_TYPES.map((type) => {
      const envelope = z.toJSONSchema(eventPayloadSchema(type, z.unknown()), { target: 'draft-2020-12' }) as Json & {
        properties: Json;
      };
      const schema = {
        ...envelope,
        properties: { ...envelope.properties, data: dataSchemaOf(type, document, prefix) },
      };
      return [
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
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: { '2XX': { description: 'Delivered. Any other answer, a redirect included, is retried.' } },
          },
        },
      ];
    }),
  );
}
