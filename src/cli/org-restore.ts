import path from 'node:path';
import { stat } from 'node:fs/promises';
import { BackupError } from '../platform/backup/manifest.js';
import type { RestoreStorage } from '../platform/backup/restore.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../platform/data-dir-lock.js';
import { openDatabase } from '../platform/db/index.js';
import { openStorage } from '../platform/storage/index.js';
import { restoreOrganizationExport } from '../modules/exports/org-restore.js';
import { exitWithMessage, loadConfigOrExit } from '../runtime.js';

/**
 * `npm run org:restore -- <export.tar.gz>`: brings an Owner's organization export (Settings → Your
 * data) into this installation as a new organization, beside those it has (docs/exporting.md).
 * The embedded database must be stopped first (its process owns DATA_DIR); a PostgreSQL server
 * keeps serving.
 */
const USAGE = 'Usage: npm run org:restore -- <punchclock-organization-….tar.gz>';
const args = process.argv.slice(2);
const [file] = args;
if (!file || args.length !== 1 || file.startsWith('-')) exitWithMessage(USAGE);
const archive = path.resolve(file);
if (!(await stat(archive).catch(() => null))?.isFile()) exitWithMessage(`No such file: ${archive}`);

const config = await loadConfigOrExit();
let lock: DataDirLock | null = null;
if (!config.database.url) {
  try {
    lock = await lockDataDir(config.dataDir, 'org:restore');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    exitWithMessage(`${error.message}\nStop Punchclock, run npm run org:restore, start it again.`);
  }
}
const settings = config.screenshots.storage;
const storage: RestoreStorage =
  settings.kind === 'fs' ? { kind: 'fs', root: settings.root } : { kind: 's3', storage: openStorage(settings) };
const database = await openDatabase(config);
let failure: string | null = null;
try {
  await database.migrate();
  const result = await restoreOrganizationExport({ file: archive, database, storage, workDir: config.dataDir });
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `restored ${result.organization.name} (${result.organization.id}) from ${archive}\n` +
      `  ${rows} rows in ${result.tables.length} tables, ${result.files} files\n` +
      `  people: ${result.people.matched} already had an account here, ${result.people.added} added (they sign in with an emailed code)\n` +
      result.skipped.map((table) => `  skipped ${table.name}: ${table.reason}\n`).join(''),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  failure = error.message;
} finally {
  await database.close();
  if (storage.kind === 's3') await storage.storage.close();
  lock?.release();
}
if (failure) exitWithMessage(`Restore refused: ${failure}`);
