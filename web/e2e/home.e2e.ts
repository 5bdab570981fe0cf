import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFormatters } from '../src/lib/format/intl.js';
import { en } from '../src/lib/i18n/en.js';
import { apiCall, signInByApi } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';
import { addPerson, startTimer } from './support/team-notifications.js';

const run = startE2eRun({ timezoneId: 'UTC', locale: 'en-US' });
const words = en.home;
const format = createFormatters({ locales: ['en-US'], timeZone: 'UTC' });
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, String(value)), text);
const HOUR = 3600;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Monday 00:00 UTC of this week: the organization is in UTC and its weeks start on Monday. */
const weekStart = () => {
  const today = new Date(`${day(0)}T00:00:00Z`);
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
};
/** Yesterday at `hourUtc` for `hours`: a finished entry. */
const yesterday = (hourUtc: number, hours: number) => {
  const start = new Date(`${day(-1)}T00:00:00Z`);
  start.setUTCHours(hourUtc);
  return { startTime: start.toISOString(), endTime: new Date(start.getTime() + hours * HOUR * 1000).toISOString() };
};

/** Every answer the page received with status 403: Home must ask only for what the role may see. */
function refusedRequests(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  return refused;
}

async function backHome(page: Page) {
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

describe('Home', () => {
  it('shows each person what they need first, by what their role may see, each a working link', async () => {
    const owner = await registerOwner(run.server, 'owner@home.example');
    const grace = await addPerson(run.server, owner, {
      email: 'grace@home.example',
      fullName: 'Grace Hopper',
      role: 'MEMBER',
    });
    const alan = await addPerson(run.server, owner, {
      email: 'alan@home.example',
      fullName: 'Alan Turing',
      role: 'MEMBER',
    });
    const graceSession = await signInByApi(run.server, grace);
    const alanSession = await signInByApi(run.server, alan);
    // Every day a working day, so "yesterday" is asked for whatever day the test runs on.
    await apiCall(
      run.server,
      'PATCH',
      '/organizations/current/settings',
      { workingDays: [1, 2, 3, 4, 5, 6, 7] },
      owner.headers,
    );
    const members = await apiCall<{ items: { id: string; user: { email: string } }[] }>(
      run.server,
      'GET',
      '/organizations/members',
      undefined,
      owner.headers,
    );
    const ownerMemberId = members.items.find((member) => member.user.email === owner.email)!.id;
    await apiCall(
      run.server,
      'PATCH',
      `/organizations/members/${ownerMemberId}`,
      { weeklyCapacityHours: 40 },
      owner.headers,
    );

    // Bridge: 4 hours of budget (hours carry no currency). Harbour: €1,000 at €100 an hour.
    const assignedUserIds = [graceSession.userId, alanSession.userId];
    const bridge = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/projects',
      {
        name: 'Bridge',
        clientName: 'Bridges Ltd',
        code: 'BR',
        budgetType: 'HOURLY',
        totalBudget: 4,
        screenshotIntervalMins: 10,
        assignedUserIds,
      },
      owner.headers,
    );
    const port = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/clients',
      { name: 'Port Authority', currency: 'EUR' },
      owner.headers,
    );
    const harbour = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/projects',
      {
        name: 'Harbour',
        clientId: port.id,
        code: 'HA',
        budgetType: 'FIXED',
        totalBudget: 1000,
        hourlyBillRate: 100,
        screenshotIntervalMins: 10,
        billableByDefault: true,
        assignedUserIds,
      },
      owner.headers,
    );

    // Grace logged 3 h on Bridge and 9 h on Harbour yesterday, waiting for review; Alan nothing.
    await apiCall(
      run.server,
      'POST',
      '/time/manual',
      { projectId: bridge.id, ...yesterday(16, 3), notes: 'Survey' },
      graceSession.headers,
    );
    await apiCall(
      run.server,
      'POST',
      '/time/manual',
      { projectId: harbour.id, ...yesterday(6, 9), notes: 'Moorings', isBillable: true },
      graceSession.headers,
    );
    // The owner: 2 h on Bridge ending a few minutes ago (Bridge: 5 h of 4), then a timer running.
    const ownStart = new Date(Date.now() - 125 * 60_000);
    await apiCall(
      run.server,
      'POST',
      '/time/manual',
      {
        projectId: bridge.id,
        startTime: ownStart.toISOString(),
        endTime: new Date(Date.now() - 5 * 60_000).toISOString(),
        notes: 'Drawings',
      },
      owner.headers,
    );
    await startTimer(run.server, owner.headers, { projectId: bridge.id, notes: 'Inspection' });
    const timer = await apiCall<{ running: { startTime: string } }>(
      run.server,
      'GET',
      '/time/timer',
      undefined,
      owner.headers,
    );

    // An invoice 10 days overdue in dollars, and one not yet due in euros. An invoice cannot be
    // issued already late: the first is issued due today, then corrected to a due day 10 days ago.
    const invoice = async (currency: string, dueDate: string, unitPrice: number) => {
      const created = await apiCall<{ id: string }>(
        run.server,
        'POST',
        '/financials/invoices',
        { clientName: 'Bridges Ltd', currency, dueDate, items: [{ description: 'Survey', quantity: 2, unitPrice }] },
        owner.headers,
      );
      await apiCall(
        run.server,
        'PATCH',
        `/financials/invoices/${created.id}/status`,
        { status: 'SENT' },
        owner.headers,
      );
      return created.id;
    };
    const dueAgain = async (invoiceId: string, dueDate: string) => {
      const status = `/financials/invoices/${invoiceId}/status`;
      await apiCall(run.server, 'PATCH', status, { status: 'DRAFT' }, owner.headers);
      await apiCall(run.server, 'PATCH', `/financials/invoices/${invoiceId}`, { dueDate }, owner.headers);
      await apiCall(run.server, 'PATCH', status, { status: 'SENT' }, owner.headers);
    };
    const overdueId = await invoice('USD', day(0), 250);
    await dueAgain(overdueId, day(-10));
    await invoice('EUR', day(20), 150);

    // The owner's Home.
    const { page, problems } = await run.signIn(owner, { acceptTerms: true });
    const refused = refusedRequests(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();

    const week = page.getByRole('region', { name: words.weekTitle });
    const ownSeconds = ownStart >= weekStart() ? 2 * HOUR : 0;
    await week
      .getByText(
        fill(words.weekOfCapacity, { logged: format.duration(ownSeconds), capacity: format.duration(40 * HOUR) }),
      )
      .waitFor();
    await week
      .getByText(fill(words.capacityPercent, { percent: ownSeconds ? 5 : 0 }))
      .first()
      .waitFor();
    await week.getByText(fill(words.weekPending, { duration: format.duration(ownSeconds) })).waitFor();

    const timerCard = page.getByRole('region', { name: words.timerTitle });
    await timerCard.getByText(fill(words.timerOn, { project: 'Bridge' }), { exact: false }).waitFor();
    expect(await timerCard.innerText()).toContain(
      fill(words.timerSince, { time: format.time(timer.running.startTime) }),
    );

    // Grace's 12 hours wait for the owner; his own 2 hours wait for someone else.
    const review = page.getByRole('region', { name: words.reviewTitle });
    await review.getByText(format.duration(12 * HOUR), { exact: true }).waitFor();
    expect(await review.innerText()).toContain(`${fill(words.reviewEntries, { count: 2 })} ${words.reviewPeopleOne}`);

    const missing = page.getByRole('region', { name: words.missingTitle });
    await missing.getByRole('link', { name: 'Alan Turing' }).waitFor();
    expect(await missing.getByRole('link', { name: 'Grace Hopper' }).count()).toBe(0);
    expect(await missing.getByRole('link', { name: owner.fullName }).count()).toBe(0);

    // Bridge over its hours, Harbour near its money budget, in the client's currency.
    const budgets = page.getByRole('region', { name: words.budgetsTitle });
    const bridgeRow = budgets.getByRole('listitem').filter({ hasText: 'Bridge' });
    await bridgeRow.getByText(fill(words.budgetOver, { percent: 125 })).waitFor();
    expect(await bridgeRow.innerText()).toContain(
      fill(en.projects.budgetOf, {
        used: fill(en.projects.hours, { hours: 5 }),
        total: fill(en.projects.hours, { hours: 4 }),
      }),
    );
    const harbourRow = budgets.getByRole('listitem').filter({ hasText: 'Harbour' });
    await harbourRow.getByText(fill(words.budgetNear, { percent: 90 })).waitFor();
    expect(await harbourRow.innerText()).toContain(
      fill(en.projects.budgetOf, { used: format.money(900, 'EUR'), total: format.money(1000, 'EUR') }),
    );

    // Dollars and euros are never added together.
    const invoices = page.getByRole('region', { name: words.invoicesTitle });
    const overdueTerm = invoices.getByRole('term').filter({ hasText: fill(words.invoicesOverdue, { count: 1 }) });
    await overdueTerm.waitFor();
    expect(await invoices.getByRole('definition').allInnerTexts()).toEqual([
      format.money(500, 'USD'),
      format.money(300, 'EUR'),
    ]);
    const overdueRow = invoices.getByRole('listitem').filter({ hasText: 'INV-' });
    expect(await overdueRow.innerText()).toContain(fill(words.overdueDays, { count: 10 }));
    await checkAtBothWidths(page, 'home-owner');

    // Each block leads to its screen.
    await overdueRow.getByRole('link').click();
    await page.waitForURL(`**/invoices/${overdueId}`);
    await backHome(page);
    await bridgeRow.getByRole('link', { name: 'Bridge' }).click();
    await page.waitForURL(`**/projects/${bridge.id}`);
    await backHome(page);
    await missing.getByRole('link', { name: 'Alan Turing' }).click();
    await page.getByRole('heading', { level: 1, name: en.reports.title }).waitFor();
    expect(new URL(page.url()).searchParams.get('userId')).toBe(alanSession.userId);
    await backHome(page);
    await review.getByRole('link', { name: words.openReview }).click();
    await page.getByRole('heading', { level: 1, name: en.approvals.title }).waitFor();
    await backHome(page);
    await week.getByRole('link', { name: words.openWeek }).click();
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);

    // Grace, a Member: her own week and timer, nothing of anyone else's time, and no money.
    const member = await run.signIn(grace, { acceptTerms: true });
    const memberRefused = refusedRequests(member.page);
    await member.page.reload();
    await member.page.getByRole('heading', { level: 1, name: /Welcome, Grace/ }).waitFor();
    const graceWeek = member.page.getByRole('region', { name: words.weekTitle });
    // Yesterday is in this week unless today is Monday.
    const graceSeconds = new Date(`${day(-1)}T00:00:00Z`) >= weekStart() ? 12 * HOUR : 0;
    await graceWeek.getByText(format.duration(graceSeconds), { exact: true }).waitFor();
    await graceWeek.getByText(words.noCapacity).waitFor();
    await member.page.getByRole('region', { name: words.timerTitle }).getByText(words.timerNone).waitFor();
    for (const hidden of [words.reviewTitle, words.missingTitle, words.budgetsTitle, words.invoicesTitle]) {
      expect(await member.page.getByRole('region', { name: hidden }).count()).toBe(0);
    }
    expect(await member.page.getByText('INV-').count()).toBe(0);
    await checkAtBothWidths(member.page, 'home-member');
    expect(memberRefused).toEqual([]);
    expect(member.problems).toEqual([]);

    // An Accountant tracks no time and reviews none: the money, and nothing else.
    const accountant = await addPerson(run.server, owner, {
      email: 'mary@home.example',
      fullName: 'Mary Somerville',
      role: 'ACCOUNTANT',
    });
    const books = await run.signIn(accountant, { acceptTerms: true });
    const booksRefused = refusedRequests(books.page);
    await books.page.reload();
    await books.page.getByRole('heading', { level: 1, name: /Welcome, Mary/ }).waitFor();
    await books.page
      .getByRole('region', { name: words.invoicesTitle })
      .getByText(fill(words.overdueDays, { count: 10 }))
      .waitFor();
    await books.page.getByRole('region', { name: words.budgetsTitle }).getByRole('link', { name: 'Bridge' }).waitFor();
    for (const hidden of [words.weekTitle, words.timerTitle, words.reviewTitle, words.missingTitle]) {
      expect(await books.page.getByRole('region', { name: hidden }).count()).toBe(0);
    }
    expect(booksRefused).toEqual([]);
    expect(books.problems).toEqual([]);
  });
});
