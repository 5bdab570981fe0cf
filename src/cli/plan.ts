import {
  findOrganization,
  planOf,
  setPlan,
  setTrialEnd,
  SETTABLE_PLANS,
  trialEndOf,
} from '../modules/organizations/index.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/index.js';
import { DatabaseNewerError } from '../platform/db/migrations.js';
import { AppError } from '../platform/http/errors.js';
import { claimDataDirOrExit, exitWithMessage, loadConfigOrExit } from '../runtime.js';

/**
 * `npm run plan -- show <orgId>`, `set <orgId> <FREE|PRO|TEAM>` and `trial <orgId> <end>`: the
 * operator's way to see and change an organization's plan and trial (docs/plans.md). There is no
 * billing integration; whoever takes the payment runs this.
 */
const USAGE = [
  'Usage: npm run plan -- show <organizationId>',
  `       npm run plan -- set <organizationId> <${SETTABLE_PLANS.join('|')}>`,
  '       npm run plan -- trial <organizationId> <YYYY-MM-DD (runs through that day, UTC) or ISO instant with offset>',
].join('\n');
const [command, orgId, argument] = process.argv.slice(2);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
if (!['show', 'set', 'trial'].includes(command ?? '') || !orgId || (command !== 'show' && !argument)) {
  exitWithMessage(USAGE);
}
if (!UUID.test(orgId)) exitWithMessage(`Not an organization id: ${orgId}\n${USAGE}`);
if (command === 'set' && !(SETTABLE_PLANS as readonly string[]).includes(argument!.toUpperCase())) {
  exitWithMessage(`plan must be one of ${SETTABLE_PLANS.join(', ')}\n${USAGE}`);
}
const trialEnd = command === 'trial' ? trialEndOf(argument!) : null;
if (command === 'trial' && !trialEnd) exitWithMessage(`Not a day or an instant with an offset: ${argument}\n${USAGE}`);

const config = await loadConfigOrExit();
const lock = await claimDataDirOrExit(config, 'plan command');
const database = await openDatabase(config);
let failure: string | null = null;
try {
  await database.migrate();
  if (command === 'set') await setPlan(database.db, orgId, argument!.toUpperCase());
  if (trialEnd) await setTrialEnd(database.db, orgId, trialEnd);
  const organization = await findOrganization(database.db, orgId);
  const current = await planOf(database.db, orgId, systemClock.now());
  process.stdout.write(
    `${organization?.name ?? orgId}: plan ${current.plan}` +
      (current.trialEndsAt ? `, trial ends ${current.trialEndsAt}` : '') +
      (current.trialExpired ? ' (trial ended)' : '') +
      `\n`,
  );
} catch (error) {
  // What an operator can act on is said in one line; anything else is a bug, with its stack.
  if (!(error instanceof AppError || error instanceof DatabaseNewerError)) throw error;
  failure = error.message;
} finally {
  await database.close();
  lock?.release();
}
if (failure) exitWithMessage(failure);
