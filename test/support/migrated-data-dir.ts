import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/platform/db/index.js';

/**
 * A DATA_DIR whose embedded database is initialised and migrated, for servers a test starts: a
 * server on a copy boots in about half the time of one that first creates its database (initdb and
 * every migration). Made once per run by a lane's global setup.
 */
export async function createMigratedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-migrated-'));
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  await database.close();
  return dataDir;
}

/** A new DATA_DIR holding a copy of `migrated`'s database (nothing else: secrets and mail are the server's own). */
export async function copyOfMigratedDataDir(migrated: string, prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(path.join(migrated, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
