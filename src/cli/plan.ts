import { parsePlanArguments, runPlanRequest } from '../modules/organizations/index.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/index.js';
import { DatabaseNewerError } from '../platform/db/migrations.js';
import { AppError } from '../platform/http/errors.js';
import { claimDataDirOrExit, exitWithMessage, loadConfigOrExit } from '../runtime.js';

/** `npm run plan -- …` (src/modules/organizations/plan.command.ts): the arguments checked before DATA_DIR is opened. */
const request = parsePlanArguments(process.argv.slice(2));
if ('refusal' in request) exitWithMessage(request.refusal);

const config = await loadConfigOrExit();
const lock = await claimDataDirOrExit(config, 'plan command');
const database = await openDatabase(config);
let failure: string | null = null;
try {
  await database.migrate();
  process.stdout.write(`${await runPlanRequest(database.db, request, systemClock.now())}\n`);
} catch (error) {
  // What an operator can act on is said in one line; anything else is a bug, with its stack.
  if (!(error instanceof AppError || error instanceof DatabaseNewerError)) throw error;
  failure = error.message;
} finally {
  await database.close();
  lock?.release();
}
if (failure) exitWithMessage(failure);
