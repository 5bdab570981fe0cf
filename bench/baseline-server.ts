/**
 * The same-run baseline: Fastify 5 with no plugins, no schemas, no hooks, one route
 * returning the smallest body shaped like ours, one returning /api/v1/info's answer as fixed
 * bytes, and one echoing a posted JSON body. Whatever the real server
 * spends beyond this (security headers, CORS, rate limiting, request ids, zod
 * serialization, the handler's own work) is the platform's overhead.
 */
import Fastify from 'fastify';
import { securityHeadersFor } from '../src/platform/http/security.js';
import { API_DESCRIPTION, API_NAME, API_VERSION } from '../src/version.js';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ success: true, data: { status: 'ok' } }));
// The ingestion baseline: the same JSON body parsed and sent back, with no checks and no database.
app.post('/baseline', async (request) => ({ success: true, data: request.body }));

// The answer /api/v1/info sends, byte for byte in size: its headers beyond Fastify's own (security
// headers, request id, Vary, RateLimit-*) and the same body, served bare.
// Its gap to /baseline is what the answer's size costs; /api/v1/info's gap to it is the platform's
// own work (docs/performance.md).
const INFO_HEADERS = {
  ...securityHeadersFor('/api/v1/info'),
  // Values of the same length as the real server's.
  'x-request-id': '01a223c6-648c-754c-92f8-7ad3cd2b7b07',
  vary: 'Origin',
  'ratelimit-limit': '1000000',
  'ratelimit-remaining': '999999',
  'ratelimit-reset': '60',
};
const origin = `http://127.0.0.1:${process.env.PORT ?? 0}`;
const INFO_BODY = {
  success: true,
  data: {
    name: API_NAME,
    version: API_VERSION,
    description: API_DESCRIPTION,
    documentation: `${origin}/docs`,
    openapiSpec: `${origin}/api/v1/openapi.json`,
    health: `${origin}/api/v1/health`,
  },
};
app.get('/baseline/info', async (_request, reply) => {
  void reply.headers(INFO_HEADERS);
  return INFO_BODY;
});

// Exit 0 on SIGTERM after closing, as the real server does, so the bench can tell a clean stop from a crash.
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
