import path from 'node:path';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../platform/data-dir-lock.js';
import { BackupError } from '../platform/backup/manifest.js';
import { restoreBackup, verifyArchive, type RestoreStorage } from '../platform/backup/restore.js';
import { openDatabase } from '../platform/db/index.js';
import { openStorage } from '../platform/storage/index.js';
import { exitWithMessage, loadConfigOrExit } from '../runtime.js';

/**
 * `npm run restore -- <file>`: brings a backup back into an empty DATA_DIR or an empty PostgreSQL
 * database (DATABASE_URL). `npm run restore -- --verify <file>`: reads the archive whole and checks
 * every part against its manifest, touching nothing (docs/operations.md, "Backups").
 */
const USAGE = ['Usage: npm run restore -- <backup.tar.gz>', '       npm run restore -- --verify <backup.tar.gz>'].join(
  '\n',
);
const args = process.argv.slice(2);
const verifyOnly = args[0] === '--verify';
const file = verifyOnly ? args[1] : args[0];
if (!file || args.length !== (verifyOnly ? 2 : 1) || file.startsWith('-')) exitWithMessage(USAGE);
const archive = path.resolve(file);

if (verifyOnly) {
  try {
    const manifest = await verifyArchive(archive);
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `${archive}: complete, every checksum matches\n` +
        `  taken ${manifest.createdAt} by Punchclock ${manifest.appVersion} (${manifest.database.kind})\n` +
        `  database: ${manifest.database.tables.length} tables, ${rows} rows, ` +
        `${manifest.database.migrations.length} migrations (last ${manifest.database.migrations.at(-1) ?? 'none'})\n` +
        `  files: ${manifest.files.included ? manifest.files.count : `not included (${manifest.files.storage} storage)`}\n`,
    );
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    exitWithMessage(error.message);
  }
  process.exit(0);
}

const config = await loadConfigOrExit();
let lock: DataDirLock | null = null;
if (!config.database.url) {
  try {
    lock = await lockDataDir(config.dataDir, 'restore');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    exitWithMessage(`${error.message}\nRestore into a DATA_DIR no process uses.`);
  }
}
const settings = config.screenshots.storage;
const storage: RestoreStorage =
  settings.kind === 'fs' ? { kind: 'fs', root: settings.root } : { kind: 's3', storage: openStorage(settings) };
const database = await openDatabase(config);
let failure: string | null = null;
try {
  await restoreBackup({
    file: archive,
    database,
    storage,
    dataDir: config.dataDir,
    say: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`restored ${archive}\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  failure = error.message;
} finally {
  await database.close();
  if (storage.kind === 's3') await storage.storage.close();
  lock?.release();
}
if (failure) exitWithMessage(`Restore refused: ${failure}`);
