import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/platform/db/index.js';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on a server, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database per caller: in-memory PGlite by default, or a new database on the
 * server named by DATABASE_URL (created here and dropped by destroy()).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    const database = await openPglite(undefined, snapshot);
    await database.migrate();
    return { database, destroy: () => database.close() };
  }
  const name = `punchclock_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  await database.migrate();
  return {
    database,
    async destroy() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
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
