import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/platform/db/index.js';

export interface EmptyDatabase {
  database: Database;
  destroy(): Promise<void>;
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for this process or a child one
 * (its URL); `drop` removes it, connections and all.
 */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `punchclock_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A database with no migration applied (restore's target, a migration test's start): embedded
 * PGlite in `pgliteDir` (memory when undefined), or a new database on DATABASE_URL's server.
 */
export async function openEmptyDatabase(pgliteDir?: string): Promise<EmptyDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(pgliteDir);
    return { database, destroy: () => database.close() };
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openPostgres(created.url, 5);
  return {
    database,
    async destroy() {
      await database.close();
      await created.drop();
    },
  };
}
