import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../../src/platform/db/index.js';
import { migratedPgliteDir } from '../migrated-data-dir.js';
import { adminQuery, databaseUrl } from '../server-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded lane: a migrated, empty PGlite data directory (a tar) each test database loads. */
    pgliteSnapshotPath: string;
    /** Server lane: a migrated, empty database on DATABASE_URL's server each test database copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run, so that a test file's database is a copy instead of a replay of every
 * migration: PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite a dumped data directory loaded again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `punchclock_test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openPostgres(databaseUrl(serverUrl, template), 1);
    await database.migrate();
    // A template must have no connections while it is copied.
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshotPath', '');
    project.provide('migratedDataDir', '');
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'punchclock-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  // Migrated once, in a DATA_DIR that spawned servers start from a copy of, and dumped for the
  // in-process test databases.
  const migratedDataDir = path.join(folder, 'data');
  const database = await openPglite(migratedPgliteDir(migratedDataDir));
  await database.migrate();
  const snapshot = await database.snapshot();
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', file);
  project.provide('migratedDataDir', migratedDataDir);
  project.provide('postgresTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
