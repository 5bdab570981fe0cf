import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/platform/db/database.js';
import { codeMigrations } from '../../src/platform/db/migrations.js';

/** Records a migration as a newer version of Punchclock would leave it: one this version does not know. */
export const addFutureMigration = (db: Executor) =>
  db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${'f'.repeat(64)}, ${codeMigrations().at(-1)!.when + 86_400_000})`,
  );
