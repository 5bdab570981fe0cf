import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { BackupError } from '../../platform/backup/manifest.js';
import { jsonlBatches, restoreFiles, verifyArchiveParts, type RestoreStorage } from '../../platform/backup/restore.js';
import { countRows, insertRows, tablesInLoadOrder } from '../../platform/backup/tables.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { appliedMigrations } from '../../platform/db/migrations.js';
import { rowsOf } from '../../platform/db/rows.js';
import { organizations } from '../organizations/index.js';
import { users } from '../users/index.js';
import { exportParts, parseExportManifest, type ExportManifest } from './export-manifest.js';

interface OrganizationRestoreResult {
  organization: { id: string; name: string };
  tables: { name: string; rows: number }[];
  /** Tables of the export this installation cannot take, and why (their secrets stayed behind). */
  skipped: { name: string; reason: string }[];
  /** People who already had an account here (matched by email) and people added. */
  people: { matched: number; added: number };
  files: number;
}

interface RestoreOptions {
  file: string;
  database: Database;
  storage: RestoreStorage;
  /** Where the archive is unpacked while it is read (removed afterwards). */
  workDir: string;
}

const UUID_IN_JSON = /"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

/** Columns a row cannot be inserted without: NOT NULL, no default, not generated. */
async function requiredColumns(db: Executor): Promise<Map<string, Set<string>>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
       where table_schema = 'public' and is_nullable = 'NO' and column_default is null
         and is_generated = 'NEVER' and is_identity = 'NO'`),
  );
  const required = new Map<string, Set<string>>();
  for (const row of rows) required.set(row.table, (required.get(row.table) ?? new Set()).add(row.column));
  return required;
}

async function parentsOf(db: Executor): Promise<Map<string, Set<string>>> {
  const rows = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select distinct child.relname as child, parent.relname as parent
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid
        join pg_class parent on parent.oid = f.confrelid
       where f.contype = 'f' and f.connamespace = 'public'::regnamespace`),
  );
  const parents = new Map<string, Set<string>>();
  for (const row of rows) parents.set(row.child, (parents.get(row.child) ?? new Set()).add(row.parent));
  return parents;
}

/**
 * Brings an Owner's export into this installation as a new organization (docs/exporting.md):
 * every row keeps its id, people who already have an account here (same email) are matched to
 * it, the others are added without a password (they sign in with an emailed code), and the time
 * entries rebuild their totals as they load. Tables whose secrets stayed behind (webhook
 * subscriptions and their deliveries) are skipped and named. All rows in one transaction: an
 * export that does not load leaves nothing behind. Refuses an export of a member's own data, an
 * organization already here, and an installation that lacks a migration of the exporting one.
 */
export async function restoreOrganizationExport(options: RestoreOptions): Promise<OrganizationRestoreResult> {
  const staging = await mkdtemp(path.join(options.workDir, '.punchclock-org-restore-'));
  const putFiles: string[] = [];

  try {
    const manifest = await verifyArchiveParts<ExportManifest>(options.file, {
      into: staging,
      what: 'an organization export',
      parse: parseExportManifest,
      parts: exportParts,
    });
    if (manifest.scope !== 'ORGANIZATION')
      throw new BackupError("This is one member's own data, not a whole organization's export: it cannot be restored.");
    const db = options.database.db;
    const applied = new Set((await appliedMigrations(db)).map((migration) => migration.tag));
    const missing = manifest.migrations.filter((tag) => !applied.has(tag));
    if (missing.length > 0)
      throw new BackupError(
        `This installation is older than the one the export came from (it lacks ${missing.join(', ')}): update it first.`,
      );
    const [existing] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, manifest.organization.id));
    if (existing)
      throw new BackupError(`The organization ${manifest.organization.name} is already on this installation.`);

    const inArchive = new Map(manifest.tables.map((table) => [table.name, table]));
    const required = await requiredColumns(db);
    const parents = await parentsOf(db);
    const shapes = (await tablesInLoadOrder(db)).filter((shape) => inArchive.has(shape.name));
    const skipped = new Map<string, string>();
    for (const shape of shapes) {
      const columns = new Set(inArchive.get(shape.name)!.columns);
      const lacking = [...(required.get(shape.name) ?? [])].filter((column) => !columns.has(column));
      const skippedParent = [...(parents.get(shape.name) ?? [])].find((parent) => skipped.has(parent));
      if (lacking.length > 0)
        skipped.set(
          shape.name,
          `its ${lacking.join(', ')} stayed behind with the old installation: set these up again`,
        );
      else if (skippedParent) skipped.set(shape.name, `it belongs to ${skippedParent}, which is skipped`);
    }

    // Files first: their keys carry the organization's id, so none can be another's; should the
    // rows not load, they are removed again.
    const entries = manifest.files.entries;
    putFiles.push(...entries.map((entry) => entry.key));
    await restoreFiles(entries, staging, options.storage);

    const result = await db.transaction(async (tx) => {
      const people = await mapPeople(tx, path.join(staging, inArchive.get('users')!.jsonl.path));
      const tables: OrganizationRestoreResult['tables'] = [];
      for (const shape of shapes) {
        if (shape.name === 'users' || skipped.has(shape.name)) continue;
        const archived = inArchive.get(shape.name)!;
        const table = { ...shape, columns: shape.columns.filter((column) => archived.columns.includes(column)) };
        for await (const batch of jsonlBatches(path.join(staging, archived.jsonl.path))) {
          const lines = people.ids.size === 0 ? batch : batch.map((line) => remapIds(line, people.ids));
          await insertRows(tx, table, lines);
        }
        const count = await countRows(tx, shape.name);
        tables.push({ name: shape.name, rows: archived.rows });
        if (count < archived.rows)
          throw new BackupError(`${shape.name} holds ${count} rows after the restore, the export ${archived.rows}`);
      }
      return { people: { matched: people.matched, added: people.added }, tables };
    });
    return {
      organization: manifest.organization,
      tables: result.tables,
      skipped: [...skipped].map(([name, reason]) => ({ name, reason })),
      people: result.people,
      files: entries.length,
    };
  } catch (error) {
    if (options.storage.kind === 'fs')
      for (const key of putFiles) await rm(path.join(options.storage.root, ...key.split('/')), { force: true });
    else for (const key of putFiles) await options.storage.storage.delete(key);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Replaces every quoted id the map names (users matched to an account here) in a JSON line. */
function remapIds(line: string, ids: Map<string, string>): string {
  return line.replace(UUID_IN_JSON, (quoted, id: string) => {
    const mapped = ids.get(id);
    return mapped ? `"${mapped}"` : quoted;
  });
}

/**
 * The export's people: each is matched to the account with their email here, or added with the
 * id they had (a new id should that one be taken). Returns the ids that change.
 */
async function mapPeople(tx: Executor, file: string) {
  const ids = new Map<string, string>();
  let matched = 0;
  let added = 0;
  const [shape] = (await tablesInLoadOrder(tx)).filter((table) => table.name === 'users');
  for await (const batch of jsonlBatches(file)) {
    for (const line of batch) {
      const person = JSON.parse(line) as Record<string, unknown> & { id: string; email: string };
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${person.email})`);
      if (account) {
        if (account.id !== person.id) ids.set(person.id, account.id);
        matched++;
        continue;
      }
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.id, person.id));
      const row = taken ? { ...person, id: randomUUID() } : person;
      if (taken) ids.set(person.id, row.id);
      const columns = shape!.columns.filter((column) => column in row);
      await insertRows(tx, { ...shape!, columns }, [JSON.stringify(row)]);
      added++;
    }
  }
  return { ids, matched, added };
}
