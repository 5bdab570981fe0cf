import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

// An installation without trials (NEW_ORGANIZATION_PLAN, docs/plans.md): nothing counts down.
const run = startE2eRun({ locale: 'en-US' }, { env: () => ({ NEW_ORGANIZATION_PLAN: 'free' }) });

describe('an installation whose new organizations start without a trial', () => {
  it('shows the owner no trial banner or countdown, and the plan they are on', async () => {
    const owner = await registerOwner(run.server, 'ada@self-hosted.example');
    const { page, problems } = await run.signIn(owner);
    await openSettingsSection(page, en.plan.title);
    const plan = page.getByRole('region', { name: en.plan.title });
    await plan.getByText(en.plan.nameFREE).waitFor();
    expect(await page.getByRole('complementary', { name: en.plan.bannerLabel }).count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain(en.plan.trialEnds);
    await checkAtBothWidths(page, 'self-hosted-plan');
    expect(problems).toEqual([]);
  });
});
