import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { API_VERSION } from '../../version.js';
import type { Database } from '../db/index.js';
import { appliedMigrations } from '../db/migrations.js';
import { filePath, MANIFEST_PATH, secretPath, tablePath, type Manifest, type Part } from './manifest.js';
import { sequenceStates, tableRows, tablesInLoadOrder } from './tables.js';
import { writeTarGz } from './tar.js';

/** Where the stored files (screenshots, logos) live: a folder, or a bucket this backup does not copy. */
export type BackupStorage = { kind: 'fs'; root: string } | { kind: 's3' };

interface BackupOptions {
  database: Database;
  storage: BackupStorage;
  /** DATA_DIR, for the generated JWT secret. */
  dataDir: string;
  /** The archive to write; it appears only once complete (written beside it, then renamed). */
  file: string;
  now?: Date;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every file under `root`, as storage keys (slash-separated), sorted; none when it does not exist. */
async function storedKeys(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      // fs-storage writes `<key>.<random>.tmp` and renames it: a half-written upload is not a file yet.
      .filter((key) => !/\.[0-9a-f]{12}\.tmp$/.test(key))
      .sort()
  );
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes one .tar.gz holding the database as data (one JSON line per row, every table of the
 * public schema), the stored files and the generated JWT secret, with manifest.json listing each
 * part's size and SHA-256. The rows are read in one REPEATABLE READ, READ ONLY transaction: one
 * consistent snapshot, even from a PostgreSQL server in use. Returns the manifest written.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const directory = path.dirname(path.resolve(options.file));
  const staging = await mkdtemp(path.join(directory, '.punchclock-backup-'));
  const partial = path.join(directory, `.${path.basename(options.file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    const database = await dumpDatabase(options.database, staging);
    const archive = writeTarGz(partial);
    for (const table of database.tables) {
      await archive.add(table.path, table.bytes, createReadStream(path.join(staging, `${table.name}.jsonl`)));
    }
    const files: Manifest['files'] = {
      storage: options.storage.kind,
      included: options.storage.kind === 'fs',
      count: 0,
      bytes: 0,
      entries: [],
    };
    if (options.storage.kind === 'fs') {
      for (const key of await storedKeys(options.storage.root)) {
        // A file deleted since it was listed (a PostgreSQL server in use) is simply not backed up.
        const body = await readIfExists(path.join(options.storage.root, ...key.split('/')));
        if (!body) continue;
        const part = { key, path: filePath(key), bytes: body.length, sha256: sha256(body) };
        await archive.add(part.path, body.length, [body]);
        files.entries.push(part);
        files.count++;
        files.bytes += body.length;
      }
    }
    const secrets: Manifest['secrets'] = [];
    const secret = await readIfExists(path.join(options.dataDir, 'jwt-secret'));
    if (secret) {
      const part = {
        name: 'jwt-secret' as const,
        path: secretPath('jwt-secret'),
        bytes: secret.length,
        sha256: sha256(secret),
      };
      await archive.add(part.path, secret.length, [secret]);
      secrets.push(part);
    }
    const manifest: Manifest = {
      format: 1,
      app: 'punchclock',
      appVersion: API_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: { kind: options.database.kind, ...database },
      files,
      secrets,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add(MANIFEST_PATH, text.length, [text]);
    await archive.finish();
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Each table into `<staging>/<table>.jsonl`, counting rows and hashing as it goes. */
async function dumpDatabase(database: Database, staging: string): Promise<Omit<Manifest['database'], 'kind'>> {
  return database.db.transaction(
    async (tx) => {
      const migrations = (await appliedMigrations(tx)).map((migration) => migration.tag);
      const tables: Manifest['database']['tables'] = [];
      for (const table of await tablesInLoadOrder(tx)) {
        const out = createWriteStream(path.join(staging, `${table.name}.jsonl`));
        const hash = createHash('sha256');
        let rows = 0;
        let bytes = 0;
        for await (const lines of tableRows(tx, table)) {
          const chunk = Buffer.from(`${lines.join('\n')}\n`);
          hash.update(chunk);
          rows += lines.length;
          bytes += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        out.end();
        await once(out, 'close');
        const part: Part = { path: tablePath(table.name), bytes, sha256: hash.digest('hex') };
        tables.push({ name: table.name, rows, ...part });
      }
      return { migrations, tables, sequences: await sequenceStates(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
