import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/index.js';
import { systemClock, type Clock } from '../../src/platform/clock.js';
import type { Database } from '../../src/platform/db/index.js';
import type { OffThreadRunner } from '../../src/platform/offload/index.js';
import { openTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  redis: Redis | null;
  /** The app's clock (the test's, or the system's): what the cast's tokens are issued by. */
  clock: Clock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Share a database with another test app (two instances of one deployment). */
  database?: Database;
  /** Rate-limit namespace; equal namespaces on one Redis share a budget. */
  namespace?: string;
  /** A clock the test controls (see test/support/clock.ts). */
  clock?: Clock;
  /** Worker threads the test controls (default: the app's own pool, from the config). */
  offload?: OffThreadRunner;
  /** A Redis of the test's own (e.g. one it stops), used instead of REDIS_URL's. */
  redisUrl?: string;
  /** Extra routes for a test (e.g. one that throws), added before the app is ready. */
  beforeReady?: (app: FastifyInstance) => unknown;
}

/**
 * Records every answer of a documented route whose status the route does not declare (route.ts:
 * `errorStatuses` plus those of every route and of its access class), so that every test doubles
 * as a check of the OpenAPI document; `close()` fails the test file when there was any.
 */
function watchDeclaredStatuses(app: FastifyInstance): Set<string> {
  const undeclared = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const declared = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (declared && !(String(reply.statusCode) in declared))
      undeclared.add(`${request.method} ${request.routeOptions.url} answered ${reply.statusCode}`);
  });
  return undeclared;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The real app on a fresh migrated database (PGlite, or DATABASE_URL's server) and, when
 * REDIS_URL is set, the real Redis under a namespace of its own.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-test-'));
  const config = await loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_ORGANIZATION_MAX: '100000000',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://punchclock.test',
    ...options.env,
  });
  const owned = options.database ? null : await openTestDatabase();
  const database = options.database ?? owned!.database;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : null;
  // A test may stop its Redis on purpose; the app's answers are what it checks, not the client's noise.
  redis?.on('error', () => undefined);
  const app = await buildApp({
    config,
    database,
    redis,
    clock: options.clock,
    offload: options.offload,
    namespace: options.namespace ?? `test-${randomBytes(6).toString('hex')}`,
    loggerInstance: false,
    // Every test doubles as a check that each answer matches its route's response schema.
    checkResponses: true,
  });
  const undeclared = watchDeclaredStatuses(app);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    redis,
    clock: options.clock ?? systemClock,
    async close() {
      await app.close();
      redis?.disconnect();
      await owned?.destroy();
      await rm(dataDir, { recursive: true, force: true });
      if (undeclared.size > 0)
        throw new Error(`Statuses the OpenAPI document does not declare:\n${[...undeclared].join('\n')}`);
    },
  };
}
