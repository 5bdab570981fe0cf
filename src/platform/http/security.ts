import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: HelmetOptions = {
  // The API serves JSON only; the reference page under /docs sets its own policy.
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets with these options, worked out once at startup by running it against a
 * stand-in response: without a nonce policy they are the same on every answer, so a request pays
 * for copying them, not for helmet's dozen middlewares (@fastify/helmet runs them per request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * The security headers every answer carries (errors and 404s included; a route may still override
 * one). Set by the app's first onRequest hook, with the request id (src/app.ts, `answerHeaders`).
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze(helmetHeaders(HELMET_OPTIONS));

export async function registerCors(app: FastifyInstance, corsOrigins: boolean | string[]) {
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
