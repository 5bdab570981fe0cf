import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/index.js';
import type { TokenService } from './auth/tokens.js';
import type { Clock } from './clock.js';
import type { Database } from './db/index.js';
import type { AppMetrics } from './metrics.js';
import type { OffThreadRunner } from './offload/index.js';

/** What every module receives: the services it may use, never the raw HTTP server. */
export interface ModuleDeps {
  config: Config;
  database: Database;
  clock: Clock;
  tokens: TokenService;
  /** Worker threads for CPU-heavy work (PDFs), shared by every module and bounded per organization. */
  offload: OffThreadRunner;
  /** The shared Redis (REDIS_URL), or null: only for what must be seen across instances. */
  redis: Redis | null;
  /** The app's metrics (GET /metrics): a module adds the gauges of the queues it holds. */
  metrics: AppMetrics;
}

/** A product module as the composition root sees it: registers its routes under the API prefix. */
export type ProductModule = (api: FastifyInstance, deps: ModuleDeps) => Promise<void>;
