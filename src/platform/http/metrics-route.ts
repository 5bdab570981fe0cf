// GET /metrics (outside /api/v1): the Prometheus text format, served only when METRICS_TOKEN is
// set and only to requests bearing it, so the numbers (routes, queue sizes, memory) are not public.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { rowsOf } from '../db/rows.js';
import type { AppMetrics } from '../metrics.js';
import type { OffThreadRunner } from '../offload/index.js';
import { errors } from './errors.js';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Every answer counted by route template: a 404's path would give each scanner's guess a series of its own. */
export function countRequests(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** The platform's own gauges: the outbox, the database pool and the worker threads. */
export function platformGauges(metrics: AppMetrics, database: Database, offload: OffThreadRunner) {
  metrics.gauge(
    'punchclock_outbox_pending',
    'Outbox messages (mail) waiting to be delivered, and the age in seconds of the oldest',
    ['measure'],
    async () => {
      const [row] = rowsOf<{ pending: number; oldest: number | null }>(
        await database.db.execute(sql`
          select count(*)::int as pending,
                 extract(epoch from (now() - min(created_at)))::float8 as oldest
            from outbox where status = 'PENDING'`),
      );
      return [
        { labels: { measure: 'messages' }, value: row?.pending ?? 0 },
        { labels: { measure: 'oldest_age_seconds' }, value: row?.oldest ?? 0 },
      ];
    },
  );
  metrics.gauge(
    'punchclock_db_pool_connections',
    "The PostgreSQL pool's connections by state (absent for the embedded database)",
    ['state'],
    async () => {
      const stats = database.poolStats?.();
      if (!stats) return [];
      return [
        { labels: { state: 'total' }, value: stats.total },
        { labels: { state: 'idle' }, value: stats.idle },
        { labels: { state: 'waiting' }, value: stats.waiting },
      ];
    },
  );
  metrics.gauge(
    'punchclock_offload_jobs',
    'CPU-heavy jobs (PDFs) on worker threads, running and waiting',
    ['state'],
    async () => {
      const load = offload.load();
      return [
        { labels: { state: 'running' }, value: load.running },
        { labels: { state: 'waiting' }, value: load.waiting },
      ];
    },
  );
}

export function metricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string | undefined) {
  if (!token) return;
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      throw errors.unauthorized('GET /metrics needs the metrics token', 'Send Authorization: Bearer $METRICS_TOKEN.');
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
