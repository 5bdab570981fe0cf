import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DESCRIPTION, API_NAME, API_VERSION } from '../../version.js';

export const API_PREFIX = '/api/v1';
export const DOCS_PATH = '/docs';

/** Whether a path, or a URL with its query, is the API's (`/api/v1`, `/api/v1/…`, `/api/v1?…`), not `/api/v10`. */
export function isApiPath(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url.charAt(API_PREFIX.length);
  return next === '' || next === '/' || next === '?';
}

/** OpenAPI 3.1 generated from the route schemas, and a reference page for people at /docs. */
/**
 * `webhooks`: makes the OpenAPI 3.1 section describing what the service POSTs to subscribers, from
 * the document's paths (payloads reuse the routes' schemas); given by the composition root, as
 * the platform knows no module.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  publicUrl: string,
  webhooks: (document: { paths?: Record<string, unknown> }, prefix: string) => Record<string, unknown> = () => ({}),
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: API_NAME, version: API_VERSION, description: API_DESCRIPTION },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The web app's alternative: set by POST /auth/session; writes also need x-csrf-token (docs/web-sessions.md).
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: 'pc_session',
            description:
              'Web app session, set by POST /auth/session. Used only when no Authorization header is sent; requests other than GET must carry x-csrf-token equal to the pc_csrf cookie.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input);
      return { ...document, webhooks: webhooks(document, API_PREFIX) } as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
