import { claimDataDirOrExit, loadConfigOrExit, migrateOrExit } from '../runtime.js';
import { openDatabase } from '../platform/db/index.js';

/**
 * `npm run migrate`: applies pending migrations, one line per migration by name, then where the
 * database stands; exit 1 with one line on a database migrated by a newer version.
 */
const config = await loadConfigOrExit();
const lock = await claimDataDirOrExit(config, 'migration');
const database = await openDatabase(config);
try {
  await migrateOrExit(database, lock, (line) => process.stdout.write(`${line}\n`));
} finally {
  await database.close();
  lock?.release();
}
