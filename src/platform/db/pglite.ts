import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './database.js';
import { databaseOf } from './driver.js';
import { runMigrations } from './migrations.js';
import { timedClient } from './query-timing.js';
import { startPgliteWorker, type PgliteWorkerClient } from './worker/client.js';

interface EmbeddedDatabase extends Database {
  /** The whole data directory as a tarball, loadable by openPglite. */
  snapshot(): Promise<Blob>;
}

interface EmbeddedOptions {
  /**
   * Where PGlite runs. `worker` (the default): on a worker thread of its own, so a long query never
   * holds up the event loop (docs/decisions/platform/pglite-on-a-worker-thread.md). `main`: on the event
   * loop, as before; kept for the benchmark that compares the two (bench/pglite-stall.ts).
   */
  thread?: 'worker' | 'main';
}

/**
 * Embedded PostgreSQL; `dataDir` undefined keeps everything in memory. `snapshot` starts from a
 * data directory dumped by `dumpDataDir`, which is several times faster than initialising one.
 */
export async function openPglite(
  dataDir: string | undefined,
  snapshot?: Blob,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client: PgliteWorkerClient | PGlite =
    options.thread === 'main'
      ? await PGlite.create({
          ...(dataDir ? { dataDir } : {}),
          ...(snapshot ? { loadDataDir: snapshot } : {}),
        })
      : await startPgliteWorker({ dataDir, snapshot });
  // The worker client answers the calls drizzle's pglite driver makes (query, transaction) as PGlite does.
  const db = drizzle({ client: timedClient(client as PGlite) });
  return databaseOf({
    kind: 'pglite',
    db,
    // One embedded database has one process, so there is no one to serialize with.
    migrate: (migrateOptions) => runMigrations(db, migrateOptions),
    async maintain(task) {
      await client.exec(task === 'analyze' ? 'ANALYZE' : 'VACUUM (ANALYZE)');
    },
    // One embedded instance serves every app in the process, so its notifications reach them all.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  });
}
