import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { createProject, signInByApi } from './support/api.js';
import { addMember, registerOwner } from './support/server.js';
import { addPerson } from './support/team-notifications.js';
import { addManualEntry, localDays } from './support/time.js';

// The organization's weeks are UTC, Monday first (the default calendar); the browser agrees.
const run = startE2eRun({ timezoneId: 'UTC', locale: 'en-US' });
const words = en.weeklyTimesheets;
const status = (key: 'OPEN' | 'SUBMITTED' | 'APPROVED' | 'REJECTED') =>
  words.weekStatus.replace('{status}', words[`status${key}`]);

/** The member's timesheet, on last week. */
async function openLastWeek(page: Page) {
  await page.getByRole('link', { name: en.nav.timesheet, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
  await page.getByRole('button', { name: en.timesheet.previousWeek }).click();
}

describe('weekly timesheets', () => {
  it('a member submits a week, a manager rejects it with a reason, the member resubmits and it is approved', async () => {
    const owner = await registerOwner(run.server, 'owner@weeks.example');
    const manager = await addPerson(run.server, owner, {
      email: 'mary@weeks.example',
      fullName: 'Mary Jackson',
      role: 'MANAGER',
    });
    const member = await addMember(run.server, owner, 'grace@weeks.example');
    const memberSession = await signInByApi(run.server, member);
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Wind Tunnel',
      clientName: 'NACA',
      code: 'WT',
      assignedUserIds: [memberSession.userId],
    });
    const lastWeek = localDays('UTC', 1);
    await addManualEntry(run.server, memberSession, {
      projectId,
      startTime: `${lastWeek.day(1)}T09:00:00.000Z`,
      endTime: `${lastWeek.day(1)}T12:00:00.000Z`,
      notes: 'Pressure readings',
    });

    // The member submits last week: it is locked, its entries read-only.
    const memberPage = await run.signIn(member, { acceptTerms: true });
    const mine = memberPage.page;
    await openLastWeek(mine);
    await mine.getByText(status('OPEN')).waitFor();
    await mine.getByRole('button', { name: words.submit }).click();
    await mine.getByText(status('SUBMITTED')).waitFor();
    await mine.getByText(words.lockedHint).waitFor();
    expect(await mine.locator('li.entry', { hasText: 'Pressure readings' }).getByRole('button').count()).toBe(0);
    expect(await mine.getByRole('button', { name: words.withdraw }).isVisible()).toBe(true);
    await checkAtBothWidths(mine, 'weekly-timesheet-submitted');

    // The manager sees the week with its totals and rejects it with a reason.
    const managerPage = await run.signIn(manager, { acceptTerms: true });
    const review = managerPage.page;
    await review.getByRole('link', { name: en.nav.approvals }).click();
    await review.getByRole('heading', { level: 1, name: en.approvals.title }).waitFor();
    const card = review.locator('.submitted-weeks li', { hasText: 'Grace Hopper' });
    await card.waitFor();
    expect(await card.innerText()).toContain('3 hr · billable 3 hr · entries: 1');
    await checkAtBothWidths(review, 'weekly-timesheet-review');
    await card.getByRole('button', { name: words.rejectWeek }).click();
    await card.getByLabel(en.approvals.reason).fill('Split the readings per tunnel');
    await card.getByRole('button', { name: en.approvals.confirmReject, exact: true }).click();
    await review.getByText(words.rejectedWeek.replace('{name}', 'Grace Hopper')).waitFor();
    await review.getByText(words.empty).waitFor();

    // The member reads the reason in the notifications and on the week, and submits again.
    await mine.goto(`${run.server.appOrigin}/notifications`);
    await mine.getByText('Reason: Split the readings per tunnel').waitFor();
    expect(await mine.locator('li.notification').first().innerText()).toContain('was rejected');
    await checkAtBothWidths(mine, 'weekly-timesheet-rejected-notification');
    await openLastWeek(mine);
    await mine.getByText(status('REJECTED')).waitFor();
    await mine.getByText(words.rejectedReason.replace('{reason}', 'Split the readings per tunnel')).waitFor();
    await checkAtBothWidths(mine, 'weekly-timesheet-rejected');
    await mine.getByRole('button', { name: words.submit }).click();
    await mine.getByText(status('SUBMITTED')).waitFor();

    // The manager approves it; the member sees it approved.
    await review.reload();
    await card.getByRole('button', { name: words.approveWeek }).click();
    await review.getByText(words.approvedWeek.replace('{name}', 'Grace Hopper')).waitFor();
    await mine.reload();
    await mine.getByRole('button', { name: en.timesheet.previousWeek }).click();
    await mine.getByText(status('APPROVED')).waitFor();
    expect(await mine.getByRole('button', { name: words.submit }).count()).toBe(0);

    expect(memberPage.problems).toEqual([]);
    expect(managerPage.problems).toEqual([]);
  }, 120_000);
});
