import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { findOrganization } from './organizations.repository.js';
import { createOrganization } from './organizations.service.js';
import { parsePlanArguments, PLAN_USAGE, runPlanRequest, type PlanRequest } from './plan.command.js';

/** `npm run plan`'s words and changes, on a database (plan.cli.process.test.ts runs the command itself). */
const NOW = new Date('2026-12-02T10:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

function request(...args: string[]): PlanRequest {
  const parsed = parsePlanArguments(args);
  if ('refusal' in parsed) throw new Error(parsed.refusal);
  return parsed;
}

describe('the plan command', () => {
  let test: TestDatabase;
  let orgId: string;
  const run = (...args: string[]) => runPlanRequest(test.database.db, request(...args), NOW);

  beforeAll(async () => {
    test = await openTestDatabase();
    orgId = (await createOrganization(test.database.db, { name: 'Operated Org' }, NOW)).id;
  });
  afterAll(() => test?.destroy());

  it('shows a plan and sets one, in any case', async () => {
    expect(await run('show', orgId)).toBe('Operated Org: plan TRIAL, trial ends 2026-12-16T10:00:00.000Z');
    expect(await run('set', orgId, 'team')).toBe('Operated Org: plan TEAM');
    expect((await findOrganization(test.database.db, orgId))?.plan).toBe('TEAM');
  });

  it('extends a trial through a day, ends one early, and refuses one to a paying organization', async () => {
    const prospect = (await createOrganization(test.database.db, { name: 'Prospect' }, NOW)).id;
    expect(await run('trial', prospect, '2099-12-31')).toBe(
      'Prospect: plan TRIAL, trial ends 2100-01-01T00:00:00.000Z',
    );
    expect(await run('trial', prospect, '2020-01-01T12:00:00Z')).toBe(
      'Prospect: plan FREE, trial ends 2020-01-01T12:00:00.000Z (trial ended)',
    );
    const paying = (await createOrganization(test.database.db, { name: 'Customer' }, NOW)).id;
    await run('set', paying, 'PRO');
    await expect(run('trial', paying, '2099-12-31')).rejects.toThrow('this organization is on PRO');
  });

  it('says an organization that does not exist was not found', async () => {
    await expect(run('set', MISSING, 'PRO')).rejects.toThrow('was not found');
  });

  it('refuses wrong words with the usage, before opening anything', () => {
    const refusal = (...args: string[]) => {
      const parsed = parsePlanArguments(args);
      return 'refusal' in parsed ? parsed.refusal : null;
    };
    expect(refusal()).toBe(PLAN_USAGE);
    expect(refusal('upgrade', MISSING, 'PRO')).toBe(PLAN_USAGE);
    expect(refusal('set', MISSING)).toBe(PLAN_USAGE);
    expect(refusal('show', 'acme')).toBe(`Not an organization id: acme\n${PLAN_USAGE}`);
    expect(refusal('set', MISSING, 'GOLD')).toBe(`plan must be one of FREE, PRO, TEAM\n${PLAN_USAGE}`);
    expect(refusal('trial', MISSING, 'next friday')).toBe(
      `Not a day or an instant with an offset: next friday\n${PLAN_USAGE}`,
    );
    expect(refusal('trial', MISSING, '2026-02-30')).toContain('Not a day or an instant with an offset: 2026-02-30');
  });
});
