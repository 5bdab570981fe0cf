import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.js';
import { databaseOf } from './driver.js';
import { runMigrations } from './migrations.js';
import { timedClient } from './query-timing.js';

/** Arbitrary constant naming the advisory lock that serializes migrations across instances. */
const MIGRATION_LOCK_KEY = 7_361_920_114;

export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  const db = drizzle({ client: timedClient(pool) });
  return databaseOf({
    kind: 'postgres',
    db,
    async migrate(options) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // Planned and applied under the lock: the names printed are those this instance applies.
        return await runMigrations(drizzle({ client }), options);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    // The server's autovacuum keeps statistics and dead rows in check.
    maintain: async () => undefined,
    listen: (channel, onMessage) => listenOn(url, channel, onMessage),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  });
}

/**
 * LISTEN needs a session of its own (a pooled client would take it back), so each subscription
 * holds one connection, reconnecting after a second when the server drops it.
 */
async function listenOn(url: string, channel: string, onMessage: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client === next) reconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    if (stopped || retry) return;
    client = null;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(reconnect);
    }, 1_000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
