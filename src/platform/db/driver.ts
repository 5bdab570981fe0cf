import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind, Db, MigrateOptions, MigrationResult } from './database.js';
import { retryTransactions } from './transaction-retry.js';

/** What differs between the drivers; everything else a Database does is written once, in `databaseOf`. */
interface Driver {
  kind: DatabaseKind;
  /** The drizzle handle over the driver's client. */
  db: Db;
  migrate(options?: MigrateOptions): Promise<MigrationResult>;
  maintain(task: 'analyze' | 'vacuum'): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Releases the client (pool or embedded instance); called once. */
  close(): Promise<void>;
}

/**
 * The Database over a driver: transactions retried on deadlock (see retryTransactions), a ping that
 * fails once closed, and a close that runs the driver's only once however often it is called.
 */
export function databaseOf<D extends Driver>(driver: D): Database & Omit<D, keyof Driver> {
  let closed = false;
  const db = retryTransactions(driver.db);
  return {
    ...driver,
    db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await driver.close();
    },
  };
}
