import { claimDataDirOrExit, loadConfigOrExit } from '../runtime.js';
import { openDatabase } from '../platform/db/index.js';

const config = await loadConfigOrExit();
const lock = await claimDataDirOrExit(config, 'migration');
const database = await openDatabase(config);
try {
  await database.migrate();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
  lock?.release();
}
