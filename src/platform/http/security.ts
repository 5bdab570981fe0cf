import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance, corsOrigins: boolean | string[]) {
  await app.register(helmet, {
    // The API serves JSON only; the reference page under /docs sets its own policy.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  if (corsOrigins !== false) {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Never credentials: API clients of other origins send Bearer; the web app's cookie is same-origin only.
      credentials: false,
      allowedHeaders: ['authorization', 'content-type', 'x-organization-id', 'x-request-id', 'x-portal-password'],
      exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
      maxAge: 600,
    });
  }
}
