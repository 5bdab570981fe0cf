import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './database.js';
import { migrationsFolder } from './migrations-folder.js';

/** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzle({ client });
  let closed = false;
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    // One embedded database has one process, so there is no one to serialize with.
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
