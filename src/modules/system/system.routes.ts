import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { errors } from '../../platform/http/errors.js';
import { API_PREFIX, DOCS_PATH } from '../../platform/http/openapi.js';
import { defineRoute } from '../../platform/http/route.js';
import { API_DESCRIPTION, API_NAME, API_VERSION } from '../../version.js';
import { AUTH_DOCS } from './auth-docs.js';
import { cachedProbe } from './health-probe.js';
import { readinessProbe } from './readiness.js';
import { dependenciesOf } from './dependencies.js';
import { authDocsSchema, healthSchema, infoSchema, openApiDocumentSchema, readinessSchema } from './system.schemas.js';

const TAGS = ['System'] as const;

export async function systemRoutes(app: FastifyInstance, { config, database, redis }: ModuleDeps) {
  const startedAt = Date.now();
  const publicUrl = config.server.publicUrl;
  const probeDatabase = cachedProbe(() => database.ping());

  defineRoute(app, {
    method: 'GET',
    url: '/health',
    operationId: 'getHealth',
    tags: TAGS,
    summary: 'Service and database health',
    description:
      'Answers 503 SERVICE_UNAVAILABLE when the database does not answer. The database check is at most one second old (one probe a second however often this is polled). Not rate limited, so load balancers can poll it.',
    access: access.public,
    exemptFromRateLimit: true,
    errorStatuses: [503],
    response: healthSchema,
    handler: async () => {
      const probe = await probeDatabase();
      if (!probe.up) {
        throw errors.unavailable(
          'The database is not answering',
          'Retry shortly; operators should check the database server.',
          {
            database: { status: 'down', kind: database.kind },
          },
        );
      }
      return {
        status: 'ok' as const,
        version: API_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        checks: { database: { status: 'up' as const, kind: database.kind, latencyMs: probe.latencyMs } },
      };
    },
  });

  const { dependencies, close } = dependenciesOf(config, database, redis);
  const probeReadiness = readinessProbe(dependencies);
  app.addHook('onClose', close);

  defineRoute(app, {
    method: 'GET',
    url: '/ready',
    operationId: 'getReadiness',
    tags: TAGS,
    summary: 'Readiness: each dependency with its status and latency',
    description:
      'The database and file storage are required: when one is down the answer is 503 SERVICE_UNAVAILABLE with the same checks in details. Redis (when REDIS_URL is set) and mail are not: when one is down the status is degraded and the answer 200, since the rate limits fail open and mail waits in the outbox. Each dependency is probed at most once a second (mail every 15 s), each probe within 2 s. Not rate limited.',
    access: access.public,
    exemptFromRateLimit: true,
    errorStatuses: [503],
    response: readinessSchema,
    handler: async () => {
      const readiness = await probeReadiness();
      if (!readiness.ready) {
        throw errors.unavailable(
          'A required dependency is down',
          'Retry shortly; operators should check the dependencies marked down.',
          { checks: readiness.checks },
        );
      }
      return {
        status: readiness.status === 'degraded' ? ('degraded' as const) : ('ready' as const),
        checks: readiness.checks,
      };
    },
  });

  // The same for the server's whole life.
  const info = {
    name: API_NAME,
    version: API_VERSION,
    description: API_DESCRIPTION,
    documentation: `${publicUrl}${DOCS_PATH}`,
    openapiSpec: `${publicUrl}${API_PREFIX}/openapi.json`,
    health: `${publicUrl}${API_PREFIX}/health`,
  };
  defineRoute(app, {
    method: 'GET',
    url: '/info',
    operationId: 'getInfo',
    tags: TAGS,
    summary: 'Service name, version and discovery links',
    access: access.public,
    response: infoSchema,
    handler: async () => info,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tags: TAGS,
    summary: 'This API as an OpenAPI 3.1 document',
    description: 'The document itself, not wrapped in the success envelope.',
    access: access.public,
    envelope: false,
    response: openApiDocumentSchema,
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/docs/auth',
    operationId: 'getAuthDocs',
    tags: TAGS,
    summary: 'How to authenticate: headers, access classes and sign-in flows',
    access: access.public,
    response: authDocsSchema,
    handler: async () => AUTH_DOCS,
  });
}
