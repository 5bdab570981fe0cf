import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDirCopy } from '../../../test/support/migrated-data-dir.js';
import { runCompiled } from '../../../test/support/process.js';
import { openPglite } from '../../platform/db/index.js';
import { createOrganization } from './organizations.service.js';
import { findOrganization } from './organizations.repository.js';

/**
 * `npm run plan` as an operator runs it: its own process, on an embedded database in DATA_DIR, a
 * refusal in one line with exit code 1. Every word and rule of the command is plan.command.test.ts's.
 */
let dataDir: string;
let orgId: string;

/** Stopped when its test ends, should it hang. */
async function runPlan(...args: string[]): Promise<{ code: number | null; output: string }> {
  const run = runCompiled('src/cli/plan.ts', args, { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const code = await run.exited;
  return { code, output: run.output() };
}

// On the embedded database only: the command opens DATA_DIR's, whatever the lane's server.
describe.skipIf(process.env.DATABASE_URL)('npm run plan', () => {
  beforeAll(async () => {
    dataDir = await migratedDataDirCopy('punchclock-plan-');
    const database = await openPglite(path.join(dataDir, 'pglite'));
    orgId = (await createOrganization(database.db, { name: 'Operated Org' }, new Date())).id;
    await database.close();
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('shows and sets a plan', async () => {
    const shown = await runPlan('show', orgId);
    expect(shown.code, shown.output).toBe(0);
    expect(shown.output).toMatch(/Operated Org: plan TRIAL, trial ends \d{4}-/);
    const set = await runPlan('set', orgId, 'team');
    expect(set.code, set.output).toBe(0);
    expect(set.output).toContain('Operated Org: plan TEAM');
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      expect((await findOrganization(database.db, orgId))?.plan).toBe('TEAM');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses bad input with one line and exit code 1', async () => {
    const usage = await runPlan('set', orgId);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run plan');
    const missing = await runPlan('set', '00000000-0000-4000-8000-000000000000', 'PRO');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('was not found');
  }, 120_000);
});
