import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { settingsSections } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { runPlanWhileStopped } from './support/operator.js';
import { addMember, registerOwner } from './support/server.js';

const run = startE2eRun({ locale: 'en-US' }, { ownServer: true });
const words = en.plan;
const banner = (page: Page) => page.getByRole('complementary', { name: words.bannerLabel });

describe('plan and trial', () => {
  it('tells an owner how long the trial runs, shows the plan in settings, and spares members', async () => {
    const owner = await registerOwner(run.server, 'ada@plan.example');
    const member = await addMember(run.server, owner, 'grace@plan.example');

    // A new organization's 14-day trial: the banner counts the days and links to the plan.
    const { page, problems } = await run.signIn(owner);
    await banner(page).waitFor();
    expect(await banner(page).innerText()).toMatch(/Your free trial ends on \w{3} \d{1,2}, \d{4}: 14 days left/);
    await banner(page).getByRole('link', { name: words.seePlan }).click();
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    const plan = page.getByRole('region', { name: words.title });
    await plan.getByText(words.nameTRIAL).waitFor();
    const facts = await plan.innerText();
    expect(facts).toContain(words.trialEnds);
    expect(facts).toMatch(new RegExp(`${words.featureAi}\\s+${words.included}`));
    expect(facts).toMatch(new RegExp(`${words.featureTeamAi}\\s+${words.included}`));
    expect(facts).toContain('npm run plan -- set');
    await plan.scrollIntoViewIfNeeded();
    await checkAtBothWidths(page, 'settings-plan');

    // Hidden for this tab: it stays hidden on the next screen.
    await banner(page).getByRole('button', { name: words.hide }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: en.nav.timesheet, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);

    // A member cannot act on the trial: no banner and no plan in settings.
    const memberView = await run.signIn(member, { acceptTerms: true });
    await memberView.page.getByRole('link', { name: en.settings.nav }).click();
    await memberView.page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    const sections = settingsSections(memberView.page);
    await sections.getByRole('link', { name: en.settings.myTitle, exact: true }).waitFor();
    expect(await banner(memberView.page).count()).toBe(0);
    expect(await sections.getByRole('link', { name: words.title, exact: true }).count()).toBe(0);
  });

  // Restarts the run's server (the operator's command needs its data folder): keep it last.
  it('tells an owner, after the trial has ended, what stopped and what keeps working', async () => {
    const owner = await registerOwner(run.server, 'ada@ended.example', { organizationName: 'Ended Ltd' });
    const { page, problems } = await run.signIn(owner);
    await banner(page).waitFor();

    // The operator ends the trial (an end in the past), as docs/plans.md describes.
    const orgId = owner.headers['x-organization-id'];
    const { restarted, printed } = await runPlanWhileStopped(run.server, ['trial', orgId, '2026-01-31']);
    try {
      expect(printed).toContain('Ended Ltd: plan FREE, trial ends 2026-02-01T00:00:00.000Z (trial ended)');
      await page.reload();
      await banner(page).waitFor();
      expect(await banner(page).innerText()).toContain(
        'Your free trial ended on Feb 1, 2026. AI summaries, reports and chat are off',
      );
      await banner(page).getByRole('link', { name: words.seePlan }).click();
      const plan = page.getByRole('region', { name: words.title });
      await plan.getByText(words.nameFREE, { exact: true }).waitFor();
      const facts = await plan.innerText();
      expect(facts).toMatch(new RegExp(`${words.trialEnded}\\s+Feb 1, 2026`));
      expect(facts).toMatch(new RegExp(`${words.featureAi}\\s+${words.notIncluded}`));
      expect(facts).toContain(orgId);
      await plan.scrollIntoViewIfNeeded();
      await checkAtBothWidths(page, 'settings-plan-ended');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
      await restarted.stop();
    }
  }, 240_000);
});
