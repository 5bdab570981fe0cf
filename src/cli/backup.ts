import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createBackup, type BackupStorage } from '../platform/backup/backup.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../platform/data-dir-lock.js';
import { openDatabase } from '../platform/db/index.js';
import { DatabaseNewerError } from '../platform/db/migrations.js';
import { exitWithMessage, loadConfigOrExit } from '../runtime.js';

/**
 * `npm run backup -- [file or folder]`: one .tar.gz with the database, the stored files and the
 * generated JWT secret (docs/operations.md, "Backups"). The embedded database must be stopped
 * first (its process owns DATA_DIR); a PostgreSQL server is read in one consistent snapshot
 * while it keeps serving.
 */
const USAGE = 'Usage: npm run backup -- [archive file, or a folder to put punchclock-backup-<time>.tar.gz in]';
const [target, ...extra] = process.argv.slice(2);
if (extra.length > 0 || target?.startsWith('-')) exitWithMessage(USAGE);

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const defaultName = `punchclock-backup-${stamp}.tar.gz`;
const isFolder = async (candidate: string) => (await stat(candidate).catch(() => null))?.isDirectory() ?? false;
const file = path.resolve(
  target === undefined ? defaultName : (await isFolder(target)) ? path.join(target, defaultName) : target,
);
if (!(await isFolder(path.dirname(file)))) exitWithMessage(`No such folder: ${path.dirname(file)}`);
if (await stat(file).catch(() => null)) exitWithMessage(`${file} exists already; name another file`);

const config = await loadConfigOrExit();
let lock: DataDirLock | null = null;
if (!config.database.url) {
  try {
    lock = await lockDataDir(config.dataDir, 'backup');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    exitWithMessage(
      `${error.message}\nThe embedded database can only be backed up while Punchclock is stopped: stop it, run npm run backup, start it again.`,
    );
  }
}
const storage: BackupStorage =
  config.screenshots.storage.kind === 'fs' ? { kind: 'fs', root: config.screenshots.storage.root } : { kind: 's3' };
const database = await openDatabase(config);
let failure: string | null = null;
try {
  const manifest = await createBackup({ database, storage, dataDir: config.dataDir, file });
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const size = (await stat(file)).size;
  process.stdout.write(
    `backup written: ${file} (${(size / 1024 / 1024).toFixed(1)} MiB)\n` +
      `  database (${manifest.database.kind}): ${manifest.database.tables.length} tables, ${rows} rows, ` +
      `${manifest.database.migrations.length} migrations (last ${manifest.database.migrations.at(-1) ?? 'none'})\n` +
      (manifest.files.included
        ? `  files: ${manifest.files.count} (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MiB)\n`
        : `  files: NOT included: SCREENSHOT_STORAGE=s3, back the bucket up on its side (docs/operations.md)\n`) +
      `  check it with: npm run restore -- --verify ${file}\n`,
  );
} catch (error) {
  if (!(error instanceof DatabaseNewerError)) throw error;
  failure = error.message;
} finally {
  await database.close();
  lock?.release();
}
if (failure) exitWithMessage(failure);
