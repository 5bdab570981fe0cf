import path from 'node:path';
import type { Config } from '../../config/index.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export type { Database, Db, Executor, Tx } from './database.js';

/** A PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR. */
export function openDatabase(config: Pick<Config, 'database' | 'dataDir'>): Promise<Database> {
  return config.database.url
    ? openPostgres(config.database.url, config.database.poolMax)
    : openPglite(path.join(config.dataDir, 'pglite'));
}

export { openPglite, openPostgres };
