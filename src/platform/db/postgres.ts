import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.js';
import { databaseOf } from './driver.js';
import { migrationsFolder } from './migrations-folder.js';

/** Arbitrary constant naming the advisory lock that serializes migrations across instances. */
const MIGRATION_LOCK_KEY = 7_361_920_114;

export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool });
  return databaseOf({
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    // The server's autovacuum keeps statistics and dead rows in check.
    maintain: async () => undefined,
    close: () => pool.end(),
  });
}
