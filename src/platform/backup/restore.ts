import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { codeMigrations } from '../db/migrations.js';
import { rowsOf } from '../db/rows.js';
import type { ObjectStorage } from '../storage/index.js';
import { BackupError, MANIFEST_PATH, parseManifest, partsOf, type Manifest } from './manifest.js';
import { countRows, insertRows, restoreSequences, setTriggers, tablesInLoadOrder } from './tables.js';
import { readTarGz } from './tar.js';

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads the whole archive, checking every part against the manifest (size and SHA-256, nothing
 * missing, nothing extra). With `into`, each part is also written there under its archive path.
 * Throws BackupError naming the first problem; returns the manifest.
 */
export function verifyArchive(file: string, into?: string): Promise<Manifest> {
  return verifyArchiveParts(file, { into, what: 'a backup', parse: parseManifest, parts: partsOf });
}

interface ArchiveReading<M> {
  into?: string | undefined;
  /** What the archive is, with its article, in the messages: "a backup", "an organization export". */
  what: string;
  parse: (text: string) => M;
  parts: (manifest: M) => Map<string, { bytes: number; sha256: string }>;
}

/** verifyArchive for any archive of ours whose manifest.json lists its parts (backups, exports). */
export async function verifyArchiveParts<M>(file: string, reading: ArchiveReading<M>): Promise<M> {
  const { into, what } = reading;
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  try {
    await readTarGz(file, async (name, size, content) => {
      if (name === MANIFEST_PATH) {
        if (size > MANIFEST_MAX_BYTES) throw new BackupError('manifest.json is implausibly large');
        const pieces: Buffer[] = [];
        for await (const piece of content) pieces.push(piece);
        manifestText = Buffer.concat(pieces).toString('utf8');
        return;
      }
      if (name.split('/').some((segment) => segment === '..' || segment === '') || path.isAbsolute(name))
        throw new BackupError(`the archive holds a path outside its folders: ${name}`);
      const hash = createHash('sha256');
      const out = into ? await openPart(path.join(into, ...name.split('/'))) : null;
      for await (const piece of content) {
        hash.update(piece);
        if (out && !out.write(piece)) await once(out, 'drain');
      }
      if (out) {
        out.end();
        await once(out, 'close');
      }
      seen.set(name, { bytes: size, sha256: hash.digest('hex') });
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is damaged or not ${what}: ${(error as Error).message}`);
  }
  if (manifestText === null)
    throw new BackupError(`${file} has no manifest.json: not ${what.replace(/^an? /, 'a complete Punchclock ')}`);
  const manifest = reading.parse(manifestText);
  const expected = reading.parts(manifest);
  for (const [name, part] of expected) {
    const actual = seen.get(name);
    if (!actual) throw new BackupError(`${name} is missing from the archive`);
    if (actual.bytes !== part.bytes || actual.sha256 !== part.sha256)
      throw new BackupError(`${name} does not match its checksum in manifest.json: the archive is damaged`);
  }
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra) throw new BackupError(`${extra} is in the archive but not in manifest.json`);
  return manifest;
}

async function openPart(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  return createWriteStream(file, { mode: 0o600 });
}

/** Where restored files go: a folder (moved into place) or any ObjectStorage (an S3 bucket). */
export type RestoreStorage = { kind: 'fs'; root: string } | { kind: 's3'; storage: ObjectStorage };

interface RestoreOptions {
  file: string;
  /** An empty database (no table, no migration): a new DATA_DIR, or a newly created PostgreSQL database. */
  database: Database;
  storage: RestoreStorage;
  dataDir: string;
  /** Told what happens, one line at a time. */
  say?: (line: string) => void;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function ensureEmptyTarget(options: RestoreOptions): Promise<void> {
  const [state] = rowsOf<{ tables: string | number; migrations: string | null }>(
    await options.database.db.execute(sql`
      select (select count(*) from pg_tables where schemaname = 'public') as tables,
             to_regclass('drizzle.__drizzle_migrations')::text as migrations`),
  );
  if (Number(state!.tables) > 0 || state!.migrations)
    throw new BackupError(
      'the target database is not empty: restore only into a new DATA_DIR or a newly created PostgreSQL database',
    );
  if (options.storage.kind === 'fs' && !(await isEmptyFolder(options.storage.root)))
    throw new BackupError(`${options.storage.root} already holds files: restore only into an empty one`);
}

/** The backup's migrations must be the first ones of this code, name for name. */
function checkMigrationLevel(manifest: Manifest): number {
  const code = codeMigrations().map((migration) => migration.tag);
  const backup = manifest.database.migrations;
  const differs = backup.findIndex((tag, index) => code[index] !== tag);
  if (backup.length > code.length || differs !== -1)
    throw new BackupError(
      `the backup was taken by Punchclock ${manifest.appVersion} with ${backup.length} migrations ` +
        `(last ${backup.at(-1) ?? 'none'}), which this version (${code.length}, last ${code.at(-1)}) ` +
        `does not have: restore it with that version or a newer one`,
    );
  return backup.length;
}

/**
 * Brings a backup back: checks the archive whole, refuses a non-empty target or a backup newer
 * than the code, migrates the empty database to the backup's level, loads every row in one
 * transaction (parents first; user triggers off so the rollups are not counted twice), checks the
 * row counts, puts the files and the JWT secret back, then applies the migrations this code has
 * beyond the backup's. Any failure before the commit leaves the database as empty as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const say = options.say ?? (() => undefined);
  await ensureEmptyTarget(options);
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, '.restore-'));
  try {
    const manifest = await verifyArchive(options.file, staging);
    say(
      `archive checked: ${manifest.database.tables.length} tables, ${manifest.files.count} files, taken ${manifest.createdAt}`,
    );
    const level = checkMigrationLevel(manifest);
    await options.database.migrate({ upTo: level, onApply: (tag) => say(`applying ${tag}`) });
    await loadRows(options.database, manifest, staging);
    say(`database restored: ${manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)} rows`);
    await restoreFiles(manifest.files.entries, staging, options.storage);
    for (const secret of manifest.secrets) {
      await writeFile(
        path.join(options.dataDir, secret.name),
        await readFile(path.join(staging, ...secret.path.split('/'))),
        {
          mode: 0o600,
        },
      );
    }
    if (manifest.files.included) say(`files restored: ${manifest.files.count}`);
    else say('files not in this backup (S3 storage): restore the bucket separately');
    const later = await options.database.migrate({ onApply: (tag) => say(`applying ${tag}`) });
    say(`database up to date (${later.total} migrations)`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function loadRows(database: Database, manifest: Manifest, staging: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const tables = await tablesInLoadOrder(tx);
    const names = tables.map((table) => table.name).sort();
    const backedUp = manifest.database.tables.map((table) => table.name).sort();
    if (names.join() !== backedUp.join())
      throw new BackupError(`the backup's tables (${backedUp.join(', ')}) are not this schema's (${names.join(', ')})`);
    await setTriggers(tx, tables, false);
    for (const table of tables) {
      for await (const batch of jsonlBatches(path.join(staging, 'database', `${table.name}.jsonl`)))
        await insertRows(tx, table, batch);
    }
    await restoreSequences(tx, manifest.database.sequences);
    await setTriggers(tx, tables, true);
    for (const table of manifest.database.tables) {
      const count = await countRows(tx, table.name);
      if (count !== table.rows)
        throw new BackupError(`${table.name} holds ${count} rows after the restore, the backup ${table.rows}`);
    }
  });
}

const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

/**
 * The lines of a JSON-lines file written by a backup or an export, a batch at a time (1,000 lines
 * or 4 MiB, whichever comes first), so no table is held whole in memory.
 */
export async function* jsonlBatches(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  let batchBytes = 0;
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= 1000 || batchBytes >= 4 * 1024 * 1024) {
      yield batch;
      batch = [];
      batchBytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/** Puts the staged files (their archive `path`) into the target storage under their `key`. */
export async function restoreFiles(
  entries: readonly { key: string; path: string }[],
  staging: string,
  target: RestoreStorage,
): Promise<void> {
  for (const entry of entries) {
    const staged = path.join(staging, ...entry.path.split('/'));
    if (target.kind === 'fs') {
      const destination = path.join(target.root, ...entry.key.split('/'));
      await mkdir(path.dirname(destination), { recursive: true });
      // The staging folder is in DATA_DIR, as is the files folder, unless that is a mount of its own.
      await rename(staged, destination).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(staged, destination);
      });
    } else {
      const type = CONTENT_TYPES[path.extname(entry.key)] ?? 'application/octet-stream';
      await target.storage.put(entry.key, await readFile(staged), type);
    }
  }
}
