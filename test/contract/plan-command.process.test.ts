import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/platform/db/index.js';
import { registerOwner } from '../support/actors.js';
import { buildTestApp } from '../support/app.js';
import { migratedDataDirCopy } from '../support/migrated-data-dir.js';
import { runNpmScript } from '../support/process.js';

/**
 * The operator's plan commands exactly as docs/plans.md prints them, through npm and
 * scripts/start.mjs (the compiled file alone passed while `npm run plan -- …` printed the usage).
 * The first npm run compiles dist/ when it is missing or stale (a fresh clone: once, slowly);
 * the runs after it find the build up to date.
 */
describe.skipIf(process.env.DATABASE_URL)('npm run plan, as docs/plans.md documents it', () => {
  const FIRST_BUILD_MS = 600_000;
  const RUN_MS = 120_000;
  let dataDir: string;
  let orgId: string;
  const npm = (script: string, ...args: string[]) => runNpmScript(script, args, { DATA_DIR: dataDir }, RUN_MS);

  beforeAll(async () => {
    // A data folder as the documented set-up leaves it (the run's migrated copy: migrating from
    // empty is migrate-command.process.test.ts's); `npm run migrate` also builds dist/ if needed.
    dataDir = await migratedDataDirCopy('punchclock-plan-');
    const migrated = await runNpmScript('migrate', [], { DATA_DIR: dataDir }, FIRST_BUILD_MS);
    expect(migrated.code, migrated.output).toBe(0);

    // An organization, created through sign-up on the app over that same embedded database.
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const t = await buildTestApp({ database });
      try {
        orgId = (await registerOwner(t, { organizationName: 'Plan Test Agency' })).orgId;
      } finally {
        await t.close();
      }
    } finally {
      await database.close();
    }
  }, FIRST_BUILD_MS + RUN_MS);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('shows the plan with `npm run plan -- show <orgId>`', { timeout: RUN_MS }, async () => {
    const shown = await npm('plan', 'show', orgId);
    expect(shown.code, shown.output).toBe(0);
    expect(shown.output).toMatch(/^Plan Test Agency: plan TRIAL, trial ends \S+$/m);
  });

  it('sets it with `npm run plan -- set <orgId> TEAM`, without compiling again', { timeout: 2 * RUN_MS }, async () => {
    const set = await npm('plan', 'set', orgId, 'TEAM');
    expect(set.code, set.output).toBe(0);
    expect(set.output).toMatch(/^Plan Test Agency: plan TEAM$/m);
    // The build made by the first run is up to date: no second compilation.
    expect(set.output).not.toContain('Compiling');

    const shown = await npm('plan', 'show', orgId);
    expect(shown.code, shown.output).toBe(0);
    expect(shown.output).toMatch(/^Plan Test Agency: plan TEAM$/m);
  });

  it('still prints the usage, exit 1, for a command it does not know', { timeout: RUN_MS }, async () => {
    const wrong = await npm('plan', 'upgrade', orgId);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('Usage: npm run plan -- show <organizationId>');
  });
});
