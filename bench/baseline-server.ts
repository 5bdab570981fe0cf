/**
 * The same-run baseline: Fastify 5 with no plugins, no schemas, no hooks, one route
 * returning the smallest body shaped like ours, and one echoing a posted JSON body. Whatever the real server
 * spends beyond this (security headers, CORS, rate limiting, request ids, zod
 * serialization, the handler's own work) is the platform's overhead.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ success: true, data: { status: 'ok' } }));
// The ingestion baseline: the same JSON body parsed and sent back, with no checks and no database.
app.post('/baseline', async (request) => ({ success: true, data: request.body }));

// Exit 0 on SIGTERM after closing, as the real server does, so the bench can tell a clean stop from a crash.
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
