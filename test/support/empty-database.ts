import { openPglite, openPostgres, type Database } from '../../src/platform/db/index.js';
import { adminQuery, databaseUrl, testDatabaseName } from './server-admin.js';

export interface EmptyDatabase {
  database: Database;
  destroy(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for this process or a child one
 * (its URL); `drop` removes it, connections and all.
 */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = testDatabaseName();
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
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
