import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import {
  PHONE,
  checkAtBothWidths,
  screenshot,
  scrollsSideways,
  seriousAccessibilityProblems,
} from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { apiCall, createProject, recordTime, signInByApi, timeEntry } from './support/api.js';
import { addMember, registerOwner } from './support/server.js';

const run = startE2eRun();
const { openPage } = run;

const PROJECT = 'Harbour Bridge Survey';
const CLIENT = 'Port Authority';
const RIVAL_PROJECT = 'Rival Secret Tunnel';
const PORTAL_PASSWORD = 'client-password-1';

const bodyText = (page: Page) => page.locator('body').innerText();

/** Opens every person-week on the approvals page, so its entries show. */
async function openEveryWeek(page: Page) {
  const closed = page.getByRole('button', {
    name: new RegExp(`^${en.approvals.showEntries.replace(' ({count})', '')}`),
  });
  while ((await closed.count()) > 0) await closed.first().click();
}

describe('a manager reviews time, and the client sees the approved time in the portal', () => {
  it('approves one entry, rejects another with a reason, shares with a password; the portal asks for it', async () => {
    // Set-up through the API: an owner, a member with approved and pending time on a project.
    const owner = await registerOwner(run.server, 'owner@approvals.example');
    const member = await addMember(run.server, owner, 'member@approvals.example');
    const memberSession = await signInByApi(run.server, member);
    const projectId = await createProject(run.server, owner.headers, {
      name: PROJECT,
      clientName: CLIENT,
      code: 'HBS',
      assignedUserIds: [memberSession.userId],
    });
    const approvedEarlier = await recordTime(run.server, memberSession.headers, {
      projectId,
      daysAgo: 3,
      hourUtc: 9,
      minutes: 120,
      notes: 'Survey of the north pylon',
    });
    const toApprove = await recordTime(run.server, memberSession.headers, {
      projectId,
      daysAgo: 2,
      hourUtc: 9,
      minutes: 90,
      notes: 'Drafting the report',
    });
    const toReject = await recordTime(run.server, memberSession.headers, {
      projectId,
      daysAgo: 1,
      hourUtc: 13,
      minutes: 45,
      notes: 'Coffee with the crew',
    });
    await apiCall(
      run.server,
      'POST',
      '/time/approve',
      { timeEntryIds: [approvedEarlier], status: 'APPROVED' },
      owner.headers,
    );

    // A second organization with its own project and pending time, which must never show.
    const rival = await registerOwner(run.server, 'rival@approvals.example');
    const rivalProject = await createProject(run.server, rival.headers, {
      name: RIVAL_PROJECT,
      clientName: 'Rival',
      code: 'RST',
    });
    await recordTime(run.server, rival.headers, {
      projectId: rivalProject,
      daysAgo: 1,
      hourUtc: 8,
      minutes: 60,
      notes: 'Digging',
    });

    // The owner signs in and opens Approvals from the navigation.
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByLabel(en.signIn.email, { exact: true }).fill(owner.email);
    await page.getByLabel(en.signIn.password, { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.getByRole('link', { name: en.nav.approvals }).click();
    await page.getByRole('heading', { level: 1, name: en.approvals.title }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: /Grace Hopper/ })
      .first()
      .waitFor();
    await openEveryWeek(page);
    const listed = await bodyText(page);
    expect(listed).toContain('Drafting the report');
    expect(listed).toContain('Coffee with the crew');
    expect(listed).not.toContain('Survey of the north pylon'); // approved already: not pending
    expect(listed).not.toContain(RIVAL_PROJECT);
    expect(listed).not.toContain('Digging');
    await checkAtBothWidths(page, 'approvals');

    // Approve one entry.
    const approveRow = page.locator('li.entry-row', { hasText: 'Drafting the report' });
    await approveRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: en.approvals.approve }).click();
    await page.getByText(en.approvals.approved.replace('{count}', '1')).waitFor();
    await approveRow.waitFor({ state: 'detached' });
    await openEveryWeek(page);

    // Reject another with a reason: too short keeps the button off; the count follows the typing.
    await page.locator('li.entry-row', { hasText: 'Coffee with the crew' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: en.approvals.reject }).click();
    const reason = page.getByLabel(en.approvals.reason);
    await reason.fill('no');
    const confirm = page.getByRole('button', { name: en.approvals.confirmReject, exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await bodyText(page)).toContain(en.approvals.reasonCount.replace('{count}', '2'));
    await reason.fill('Not work for this client');
    expect(await bodyText(page)).toContain(en.approvals.reasonCount.replace('{count}', '24'));
    expect(await confirm.isEnabled()).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'approvals-reject');
    await confirm.click();
    await page.getByText(en.approvals.rejected.replace('{count}', '1')).waitFor();
    await page.getByText(en.approvals.empty).waitFor();
    await screenshot(page, 'approvals-empty');

    expect((await timeEntry(run.server, owner.headers, toApprove)).status).toBe('APPROVED');
    expect(await timeEntry(run.server, owner.headers, toReject)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Not work for this client',
    });
    expect(await bodyText(page)).not.toContain(RIVAL_PROJECT);
    expect(problems).toEqual([]);
    await page.context().close();

    // The owner shares the project with a password; a fresh browser opens the link.
    const share = await apiCall<{ portalUrl: string }>(
      run.server,
      'POST',
      `/projects/${projectId}/share`,
      { sharePassword: PORTAL_PASSWORD },
      owner.headers,
    );
    expect(share.portalUrl.startsWith(`${run.server.appOrigin}/portal/`)).toBe(true);

    const client = await openPage();
    await client.page.goto(share.portalUrl);
    await client.page.getByRole('heading', { level: 1, name: en.portal.passwordTitle }).waitFor();
    expect(await bodyText(client.page)).not.toContain(PROJECT);
    await checkAtBothWidths(client.page, 'portal-password');

    // A wrong password: said in the portal's words (no header names), and still no project data.
    const passwordField = client.page.getByLabel(en.portal.password, { exact: true });
    await passwordField.fill('not-the-password');
    const refused = client.page.waitForResponse((response) => response.url().includes('/api/v1/projects/portal/'));
    await client.page.getByRole('button', { name: en.portal.open }).click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(answer.request().headers()['x-portal-password']).toBe('not-the-password');
    expect(answer.url()).not.toContain('password');
    const body = (await answer.json()) as { message: string; hint: string };
    const alert = client.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(en.portal.wrongPassword);
    expect(await alert.innerText()).toContain(en.portal.wrongPasswordHint);
    expect(body.hint).toContain('x-portal-password');
    expect(await alert.innerText()).not.toContain('x-portal-password');
    expect(await bodyText(client.page)).not.toContain(PROJECT);

    // The right password: the approved time, by day and by person, and the budget.
    await passwordField.fill(PORTAL_PASSWORD);
    await client.page.getByRole('button', { name: en.portal.open }).click();
    await client.page.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    const report = await bodyText(client.page);
    expect(report).toContain(CLIENT);
    expect(report).toContain(en.portal.byDay);
    expect(report).toContain(en.portal.byPerson);
    expect(report).toContain('Grace Hopper');
    expect(report).toMatch(/3 hr,? 30 min/); // 2 h + 1 h 30 approved; the rejected 45 min not counted
    expect(await client.page.getByRole('progressbar', { name: en.portal.budgetUse }).isVisible()).toBe(true);
    expect(report).not.toContain(RIVAL_PROJECT);
    expect(client.page.url()).not.toContain(PORTAL_PASSWORD);
    // Nothing else to reach from the portal: no navigation, no link into the app.
    expect(await client.page.getByRole('navigation').count()).toBe(0);
    expect(await client.page.locator('a[href]:not(.skip-link)').count()).toBe(0);
    await checkAtBothWidths(client.page, 'portal');
    expect(client.problems).toEqual([]);
    await client.page.context().close();
  });

  it('shows the server’s limit on wrong passwords with its Retry-After wait', async () => {
    const owner = await registerOwner(run.server, 'limits@approvals.example');
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Lighthouse Repair',
      clientName: 'Coast',
      code: 'LHR',
    });
    const share = await apiCall<{ portalUrl: string }>(
      run.server,
      'POST',
      `/projects/${projectId}/share`,
      { sharePassword: PORTAL_PASSWORD },
      owner.headers,
    );
    const token = new URL(share.portalUrl).pathname.split('/').pop()!;
    // Someone guessing spends the share's budget of wrong passwords (docs/projects.md: 10).
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt++) {
      const guess = await fetch(`${run.server.apiOrigin}/api/v1/projects/portal/${token}`, {
        headers: { 'x-portal-password': `guess-${attempt}` },
      });
      status = guess.status;
    }
    expect(status).toBe(429);

    const { page } = await openPage(PHONE);
    await page.goto(share.portalUrl);
    await page.getByRole('heading', { level: 1, name: en.portal.passwordTitle }).waitFor();
    await page.getByLabel(en.portal.password, { exact: true }).fill(PORTAL_PASSWORD);
    const limited = page.waitForResponse((response) => response.status() === 429);
    await page.getByRole('button', { name: en.portal.open }).click();
    expect(((await (await limited).json()) as { code: string }).code).toBe('RATE_LIMITED');
    await page.getByText(en.errorMessages.RATE_LIMITED).waitFor();
    expect(await bodyText(page)).toMatch(/Try again in \d+ min\./);
    expect(await bodyText(page)).not.toContain('Lighthouse Repair');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'portal-rate-limited-390');
    await page.context().close();
  });

  it('says so plainly when a portal link does not work', async () => {
    const { page } = await openPage(PHONE);
    await page.goto(`${run.server.appOrigin}/portal/not-a-real-link`);
    await page.getByText(en.portal.notFound).waitFor();
    expect(await page.getByText(en.portal.notFoundHint).isVisible()).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'portal-unknown-390');
    await page.context().close();
  });
});
