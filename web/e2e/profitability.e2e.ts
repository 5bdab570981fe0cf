import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { apiCall, recordTime } from './support/api.js';

const run = startE2eRun({ locale: 'en-US' });

describe('profitability', () => {
  it('shows the money of the period as figures and charts, each with its table, and only to those who see money', async () => {
    const owner = await registerOwner(run.server, 'ada@example.com');
    const member = await addMember(run.server, owner, 'grace@example.com');
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
    // Today, so it is in "this month" whatever the date: 5 hours on a 4-hour budget.
    await recordTime(run.server, owner.headers, {
      projectId: project.id,
      daysAgo: 0,
      hourUtc: 0,
      minutes: 300,
      notes: 'Tables',
    });

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.profitability.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.profitability.title }).waitFor();
    const period = page.getByRole('main').getByLabel(en.profitability.period);
    await period.selectOption({ label: en.profitability.last3Months });
    const byProject = page.getByRole('region', { name: en.profitability.byProject });
    await byProject.getByText('Engine').waitFor();
    expect(await byProject.innerText()).toContain('500.00');
    const burn = page.getByRole('region', { name: en.profitability.budgetBurn });
    expect(await burn.innerText()).toContain('125 %');
    await page
      .getByRole('region', { name: /in the last 6 months/ })
      .getByText('500.00')
      .first()
      .waitFor();
    await checkAtBothWidths(page, 'profitability');

    // The numbers behind a chart, one click away.
    await burn.getByRole('button', { name: en.profitability.showTable }).click();
    expect(await burn.getByRole('row', { name: /Engine/ }).innerText()).toContain('125 %');
    await burn.getByRole('button', { name: en.profitability.hideTable }).click();

    expect(problems).toEqual([]);

    // A member sees no money.
    const memberView = await run.signIn(member);
    await memberView.page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await memberView.page.getByRole('link', { name: en.nav.timesheet }).waitFor();
    expect(await memberView.page.getByRole('link', { name: en.profitability.nav }).count()).toBe(0);
    await memberView.page.goto(`${run.server.appOrigin}/profitability`);
    await memberView.page.getByText(en.invoices.notAllowed).waitFor();
  });
});
