import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor, MigrateOptions, MigrationResult } from './database.js';
import { migrationsFolder } from './migrations-folder.js';
import { rowsOf } from './rows.js';

/** One migration of the code: its file name without `.sql`, drizzle's timestamp and hash. */
interface CodeMigration {
  tag: string;
  when: number;
  hash: string;
}

/**
 * The database was migrated by a newer version of Punchclock (or another branch): running this
 * code on it would write rows its schema no longer accepts. The message is one line for the operator.
 */
export class DatabaseNewerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseNewerError';
  }
}

let cached: CodeMigration[] | null = null;

/** The migrations this code knows, in order (src/migrations/meta/_journal.json). */
export function codeMigrations(): CodeMigration[] {
  if (cached) return cached;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  // drizzle's own reader, so the hashes are exactly those it records.
  const files = readMigrationFiles({ migrationsFolder });
  cached = journal.entries.map((entry, index) => ({ tag: entry.tag, when: entry.when, hash: files[index]!.hash }));
  return cached;
}

interface AppliedRow {
  hash: string;
  created_at: string | number;
}

/** The rows drizzle keeps in drizzle.__drizzle_migrations, oldest first; none on an empty database. */
async function appliedRows(db: Executor): Promise<AppliedRow[]> {
  const exists = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  );
  if (!exists[0]?.found) return [];
  return rowsOf<AppliedRow>(
    await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`),
  );
}

/**
 * The code's migrations the database already holds, refusing a database that holds more than the
 * code knows. A row is known when its hash or its timestamp (drizzle applies by timestamp) is one
 * of the code's: two migration files were edited after they were first applied (git log), and a
 * database made before such an edit is still this code's.
 */
export async function appliedMigrations(db: Executor): Promise<CodeMigration[]> {
  const code = codeMigrations();
  const rows = await appliedRows(db);
  const byHash = new Map(code.map((migration) => [migration.hash, migration]));
  const byWhen = new Map(code.map((migration) => [migration.when, migration]));
  const unknown = rows.filter((row) => !byHash.has(row.hash) && !byWhen.has(Number(row.created_at)));
  if (rows.length > code.length || unknown.length > 0) {
    throw new DatabaseNewerError(
      `The database holds ${rows.length} migrations, ${unknown.length} of them unknown to this version, which has ` +
        `${code.length} (last ${code.at(-1)?.tag ?? 'none'}): it was migrated by a newer Punchclock. ` +
        `Run that version, or restore a backup taken before the upgrade (docs/operations.md, "Upgrades").`,
    );
  }
  return rows.map((row) => byHash.get(row.hash) ?? byWhen.get(Number(row.created_at))!);
}

/**
 * Applies the code's pending migrations (those after the database's last, as drizzle decides)
 * through drizzle's own migrator, in one transaction, naming each first. `db` must be a session
 * no one else migrates on at the same time (PostgreSQL: hold the advisory lock).
 */
export async function runMigrations(db: Db, options: MigrateOptions = {}): Promise<MigrationResult> {
  const applied = await appliedMigrations(db);
  const all = codeMigrations();
  const target = options.upTo ?? all.length;
  const lastWhen = applied.at(-1)?.when ?? -1;
  const pending = all.slice(0, target).filter((migration) => migration.when > lastWhen);
  for (const migration of pending) options.onApply?.(migration.tag);
  if (pending.length > 0) {
    const files = readMigrationFiles({ migrationsFolder }).slice(0, target);
    // drizzle's migrator over a subset of the files (its `migrate` takes the whole folder).
    const session = db._.session as unknown as Parameters<PgDialect['migrate']>[1];
    await new PgDialect().migrate(files, session, { migrationsFolder });
  }
  const total = applied.length + pending.length;
  return { applied: pending.map((migration) => migration.tag), total, last: all[total - 1]?.tag ?? null };
}
