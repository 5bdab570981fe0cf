import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/platform/db/index.js';
import { adminQuery, databaseUrl, testDatabaseName } from './server-admin.js';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on a server, drops the throwaway database. */
  destroy(): Promise<void>;
}

/** The migrated template of this run (test/support/lanes/database-template.ts) is copied, not replayed. */
const COPY_RETRIES = 5;

/**
 * A fresh, migrated database per caller: in-memory PGlite loaded from the run's migrated data
 * directory by default, or, with DATABASE_URL, a copy of the run's migrated template database on
 * that server (created here and dropped by destroy()).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if ((globalThis as { punchclockUnitLane?: boolean }).punchclockUnitLane)
    throw new Error('A unit-lane test opened a database: name its file *.test.ts to put it in the api lane.');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    const database = await openPglite(undefined, snapshot);
    return { database, destroy: () => database.close() };
  }
  const name = testDatabaseName();
  await copyTemplate(serverUrl, inject('postgresTemplate'), name);
  const database = await openPostgres(databaseUrl(serverUrl, name), 5);
  return {
    database,
    async destroy() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** PostgreSQL refuses a copy while another session is still leaving the template (SQLSTATE 55006): wait and retry. */
async function copyTemplate(serverUrl: string, template: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(serverUrl, `create database ${name} template ${template}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === COPY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
