import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../../src/platform/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A DATA_DIR with a migrated embedded database, copied for each server a test starts (the
     * process and browser lanes' global setups; empty when the lane runs on DATABASE_URL's server).
     */
    migratedDataDir: string;
  }
}

/** Where a DATA_DIR keeps its embedded database (src/platform/db: DATA_DIR/pglite). */
export const migratedPgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * A DATA_DIR whose embedded database is initialised and migrated, for servers a test starts: a
 * server on a copy boots in about half the time of one that first creates its database (initdb and
 * every migration). Made once per run by a lane's global setup.
 */
export async function createMigratedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-migrated-'));
  const database = await openPglite(migratedPgliteDir(dataDir));
  await database.migrate();
  await database.close();
  return dataDir;
}

/** A new DATA_DIR holding a copy of `migrated`'s database (nothing else: secrets and mail are the server's own). */
async function copyOfMigratedDataDir(migrated: string, prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(migratedPgliteDir(migrated), migratedPgliteDir(dataDir), { recursive: true });
  return dataDir;
}

/**
 * In a process-lane test: a new DATA_DIR with the run's migrated embedded database, so a spawned
 * server or command skips creating and migrating it (a test of first start uses an empty folder).
 */
export function migratedDataDirCopy(prefix: string): Promise<string> {
  const migrated = inject('migratedDataDir');
  if (!migrated) throw new Error('No migrated DATA_DIR in this lane: it runs on the embedded database only.');
  return copyOfMigratedDataDir(migrated, prefix);
}
