import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../src/platform/db/index.js';
import { rowsOf } from '../../src/platform/db/rows.js';
import { adminQuery, databaseUrl, testDatabaseName } from './server-admin.js';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on a server, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database per caller: embedded PGlite by default, or, with DATABASE_URL, a copy
 * of the run's migrated template database on that server (created here and dropped by destroy()).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if ((globalThis as { punchclockUnitLane?: boolean }).punchclockUnitLane)
    throw new Error('A unit-lane test opened a database: name its file *.test.ts to put it in the api lane.');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openEmbeddedTestDatabase();
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

/**
 * Embedded databases the api lane's worker process has finished with, emptied again. Booting PGlite
 * on its migrated data directory takes 1-3 s, emptying its tables a tenth of that; the lane runs
 * its files in one process per worker (vitest.config.ts, isolate: false), so they share these.
 */
type EmbeddedDatabase = Awaited<ReturnType<typeof openPglite>>;
const emptiedEmbedded: EmbeddedDatabase[] = [];

async function openEmbeddedTestDatabase(): Promise<TestDatabase> {
  const database =
    emptiedEmbedded.pop() ?? (await openPglite(undefined, new Blob([await readFile(inject('pgliteSnapshotPath'))])));
  let closedByTest = false;
  return {
    // A test that closes the database (to see the app without it) ends this instance for good.
    database: {
      ...database,
      async close() {
        closedByTest = true;
        await database.close();
      },
    },
    async destroy() {
      if (closedByTest) return;
      try {
        await emptyAsMigrated(database);
        emptiedEmbedded.push(database);
      } catch {
        await database.close();
      }
    },
  };
}

/**
 * Back to the state of the migrated template: every table of the schema emptied in one statement
 * (migrations insert no rows; their journal is in the drizzle schema) and the session's state reset.
 */
async function emptyAsMigrated(database: EmbeddedDatabase) {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    ),
  );
  const names = tables.map((row) => row.name);
  if (names.length > 0) await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
  await database.db.execute(sql`select pg_advisory_unlock_all()`);
}

/** Attempts at copying the run's template (test/support/lanes/database-template.ts) while PostgreSQL reports it busy. */
const COPY_RETRIES = 5;

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
