import type { Executor } from '../../platform/db/index.js';
import { findOrganization } from './organizations.repository.js';
import { planOf, setPlan, setTrialEnd } from './organizations.service.js';
import { SETTABLE_PLANS, trialEndOf } from './plan.rules.js';

/**
 * `npm run plan -- show <orgId>`, `set <orgId> <FREE|PRO|TEAM>` and `trial <orgId> <end>`: the
 * operator's way to see and change an organization's plan and trial (docs/plans.md). There is no
 * billing integration; whoever takes the payment runs this. The words and the change are here;
 * src/cli/plan.ts opens DATA_DIR's database around them.
 */
export const PLAN_USAGE = [
  'Usage: npm run plan -- show <organizationId>',
  `       npm run plan -- set <organizationId> <${SETTABLE_PLANS.join('|')}>`,
  '       npm run plan -- trial <organizationId> <YYYY-MM-DD (runs through that day, UTC) or ISO instant with offset>',
].join('\n');

export type PlanRequest =
  | { command: 'show'; orgId: string }
  | { command: 'set'; orgId: string; plan: string }
  | { command: 'trial'; orgId: string; trialEnd: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request in the command's arguments, or the refusal to print (with the usage), before any database is opened. */
export function parsePlanArguments(args: readonly string[]): PlanRequest | { refusal: string } {
  const [command, orgId, argument] = args;
  const known = command === 'show' || command === 'set' || command === 'trial';
  if (!known || !orgId || (command !== 'show' && !argument)) return { refusal: PLAN_USAGE };
  if (!UUID.test(orgId)) return { refusal: `Not an organization id: ${orgId}\n${PLAN_USAGE}` };
  if (command === 'show') return { command, orgId };
  if (command === 'set') {
    const plan = argument!.toUpperCase();
    if (!(SETTABLE_PLANS as readonly string[]).includes(plan))
      return { refusal: `plan must be one of ${SETTABLE_PLANS.join(', ')}\n${PLAN_USAGE}` };
    return { command, orgId, plan };
  }
  const trialEnd = trialEndOf(argument!);
  if (!trialEnd) return { refusal: `Not a day or an instant with an offset: ${argument}\n${PLAN_USAGE}` };
  return { command, orgId, trialEnd };
}

/**
 * Makes the change asked for and answers the line the operator reads: the organization's name and
 * the plan in force at `now`. A refusal (an unknown organization, a trial for a paying one) is an
 * AppError whose message is that line.
 */
export async function runPlanRequest(db: Executor, request: PlanRequest, now: Date): Promise<string> {
  if (request.command === 'set') await setPlan(db, request.orgId, request.plan);
  if (request.command === 'trial') await setTrialEnd(db, request.orgId, request.trialEnd);
  const organization = await findOrganization(db, request.orgId);
  const current = await planOf(db, request.orgId, now);
  return (
    `${organization?.name ?? request.orgId}: plan ${current.plan}` +
    (current.trialEndsAt ? `, trial ends ${current.trialEndsAt}` : '') +
    (current.trialExpired ? ' (trial ended)' : '')
  );
}
