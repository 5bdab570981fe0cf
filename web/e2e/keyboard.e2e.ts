// A day's work with the keyboard alone: sign in, accept the terms, start and stop the timer, add
// an entry on the timesheet, and a manager approving it. Every control is reached with Tab and its
// focus must be visible when it gets there (support/browser.ts tabTo).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { tabTo } from './support/browser.js';
import { apiCall, createProject, signInByApi } from './support/api.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

const run = startE2eRun();

const PROJECT = 'Keyboard Quay';

async function signInByKeyboard(page: Page, person: { email: string; password: string }) {
  await page.goto(`${run.server.appOrigin}/sign-in`);
  await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
  await tabTo(page, 'email');
  await page.keyboard.type(person.email);
  await tabTo(page, 'password');
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
}

const entriesOf = (headers: Record<string, string>) =>
  apiCall<{
    items: { id: string; projectId: string | null; notes: string | null; status: string; endTime: string | null }[];
  }>(run.server, 'GET', '/time/entries?limit=50', undefined, headers);

describe('keyboard only', () => {
  it('a member tracks and records time, and a manager approves it, without a pointer', async () => {
    const owner = await registerOwner(run.server, 'owner@keyboard.example');
    const member = await addMember(run.server, owner, 'member@keyboard.example');
    const memberApi = await signInByApi(run.server, member);
    const projectId = await createProject(run.server, owner.headers, {
      name: PROJECT,
      clientName: 'Tab & Co',
      code: 'KBQ',
      assignedUserIds: [memberApi.userId],
    });

    const { page, problems } = await run.openPage();
    await signInByKeyboard(page, member);
    // Added with a password by the owner, the member has not accepted the terms yet.
    await page.getByRole('button', { name: en.acceptTerms.accept }).waitFor();
    await tabTo(page, en.acceptTerms.accept);
    await page.keyboard.press('Enter');

    // The timer: choose the project by typing its first letters, start, then stop.
    await page.getByRole('button', { name: en.timer.start }).waitFor();
    await tabTo(page, en.timer.project);
    await page.keyboard.type('Key');
    await tabTo(page, en.timer.notes);
    await page.keyboard.type('Mooring lines');
    await tabTo(page, en.timer.start);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: en.timer.stop }).waitFor();
    const running = await entriesOf(memberApi.headers);
    expect(running.items[0]).toMatchObject({ projectId, notes: 'Mooring lines', endTime: null });
    await tabTo(page, en.timer.stop);
    await page.keyboard.press('Enter');
    // Seconds, not the organization's minute: the question takes the focus, on "Keep it".
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: en.timer.start }).waitFor();

    // The timesheet, from the navigation: last week, a new entry with the form's times.
    await tabTo(page, en.nav.timesheet);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    await tabTo(page, en.timesheet.previousWeek);
    await page.keyboard.press('Enter');
    await tabTo(page, en.timesheet.addEntry);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: en.timesheet.addTitle }).waitFor();
    await page.keyboard.type('Key'); // the form opens with the focus on its project
    await tabTo(page, en.timesheet.notes);
    await page.keyboard.type('Chart of the harbour');
    await tabTo(page, en.timesheet.addEntry);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: en.timesheet.addTitle }).waitFor({ state: 'detached' });
    await page.getByText('Chart of the harbour').first().waitFor();
    const recorded = (await entriesOf(memberApi.headers)).items.find((entry) => entry.notes === 'Chart of the harbour');
    expect(recorded).toMatchObject({ projectId, status: 'PENDING' });
    expect(problems).toEqual([]);
    await page.context().close();

    // The owner approves it: select the entry with Space, approve with Enter.
    const manager = await run.openPage();
    await signInByKeyboard(manager.page, owner);
    await manager.page.getByRole('link', { name: en.nav.approvals }).waitFor();
    await tabTo(manager.page, en.nav.approvals);
    await manager.page.keyboard.press('Enter');
    await manager.page.getByRole('heading', { level: 1, name: en.approvals.title }).waitFor();
    // A person's week opens to show its entries: last week's, the first in the list (oldest first).
    const showEntries = en.approvals.showEntries.replace('{count}', '1');
    await manager.page.getByRole('button', { name: showEntries }).first().waitFor();
    await tabTo(manager.page, showEntries);
    await manager.page.keyboard.press('Enter');
    const entryCheckbox = manager.page
      .locator('li.entry-row', { hasText: 'Chart of the harbour' })
      .getByRole('checkbox');
    const checkboxName = await entryCheckbox.getAttribute('aria-label');
    await tabTo(manager.page, checkboxName ?? '');
    await manager.page.keyboard.press('Space');
    expect(await entryCheckbox.isChecked()).toBe(true);
    await tabTo(manager.page, en.approvals.approve);
    await manager.page.keyboard.press('Enter');
    await manager.page.getByText(en.approvals.approved.replace('{count}', '1')).waitFor();
    const reviewed = (await entriesOf(memberApi.headers)).items.find((entry) => entry.notes === 'Chart of the harbour');
    expect(reviewed?.status).toBe('APPROVED');
    expect(manager.problems).toEqual([]);
  });
});
