import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths, tabTo } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { apiCall, recordTime } from './support/api.js';

const run = startE2eRun({ locale: 'en-US' });

/** The text that describes a chart's canvas (its aria-describedby). */
async function summaryOf(canvas: Locator): Promise<string> {
  const id = await canvas.getAttribute('aria-describedby');
  return canvas.page().locator(`[id="${id}"]`).innerText();
}

describe('profitability', () => {
  it('shows the money of the period as figures and charts, each with its table, and only to those who see money', async () => {
    const owner = await registerOwner(run.server, 'ada@profitability.example');
    const member = await addMember(run.server, owner, 'grace@profitability.example');
    const me = await apiCall<{ user: { id: string } }>(run.server, 'GET', '/auth/me', undefined, owner.headers);
    const project = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/projects',
      {
        name: 'Engine',
        clientName: 'Royal Society',
        code: 'AE',
        totalBudget: 4,
        budgetType: 'HOURLY',
        hourlyBillRate: 100,
        screenshotIntervalMins: 10,
        assignedUserIds: [me.user.id],
      },
      owner.headers,
    );
    // 5 hours on a 4-hour budget, finished before now whatever the hour of the run (yesterday
    // while today has had fewer than 5 hours), so inside the last 3 months.
    const todayHasFiveHours = new Date().getUTCHours() >= 6;
    await recordTime(run.server, owner.headers, {
      projectId: project.id,
      daysAgo: todayHasFiveHours ? 0 : 1,
      hourUtc: 0,
      minutes: 300,
      notes: 'Tables',
    });

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.profitability.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.profitability.title }).waitFor();
    const period = page.getByRole('main').getByLabel(en.profitability.period);
    await period.selectOption({ label: en.profitability.last3Months });
    const main = page.getByRole('main');
    const byProject = main.getByRole('region', { name: en.profitability.byProject });
    // Each chart is an image named by its heading and described by a summary of its figures.
    const projectChart = byProject.getByRole('img', { name: en.profitability.byProject });
    await byProject.getByText('Engine').waitFor();
    // No cost rate is set, so all 500.00 of revenue is profit.
    expect(await summaryOf(projectChart)).toBe(
      '1 row; Revenue: highest Engine, 500.00; Cost: 0.00 in every row; Profit: highest Engine, 500.00.',
    );
    const burn = main.getByRole('region', { name: en.profitability.budgetBurn });
    expect(await summaryOf(burn.getByRole('img'))).toBe(
      '1 row; Budget used: highest Engine, 125 %; 1 of 1 at or above 100 %.',
    );
    await main
      .getByRole('region', { name: /in the last 6 months/ })
      .getByText('500.00')
      .first()
      .waitFor();
    // Drawn (Chart.js arrives in its own chunk) before the screenshots.
    await main.locator('[aria-busy="true"]:has(canvas)').first().waitFor({ state: 'detached' });
    await checkAtBothWidths(page, 'profitability');

    // The numbers behind a chart, one click away, and reached by keyboard.
    await tabTo(page, en.profitability.showTable);
    await page.keyboard.press('Enter');
    expect(await byProject.getByRole('row', { name: /Engine/ }).innerText()).toContain('500.00');
    await burn.getByRole('button', { name: en.profitability.showTable }).click();
    expect(await burn.getByRole('row', { name: /Engine/ }).innerText()).toContain('125 %');
    await burn.getByRole('button', { name: en.profitability.hideTable }).click();
    await burn.getByRole('img').waitFor();

    expect(problems).toEqual([]);

    // A member sees no money.
    const memberView = await run.signIn(member);
    await memberView.page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await memberView.page.getByRole('link', { name: en.nav.timesheet }).waitFor();
    expect(await memberView.page.getByRole('link', { name: en.profitability.nav }).count()).toBe(0);
    await memberView.page.goto(`${run.server.appOrigin}/profitability`);
    await memberView.page.getByText(en.shell.notInRole.replace('{screen}', en.profitability.nav)).waitFor();
  });
});
