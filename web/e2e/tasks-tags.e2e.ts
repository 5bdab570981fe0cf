import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';
import { apiCall, createProject } from './support/api.js';

const run = startE2eRun();

const timerBar = (page: Page) => page.getByRole('region', { name: en.timer.region });
const entryBlock = (page: Page, notes: string) => page.locator('li.entry', { hasText: notes });

describe('tasks and tags', () => {
  it('creates a tag, tracks time with a task and the tag, and sees both in the timesheet', async () => {
    const owner = await registerOwner(run.server, 'grace@tasks-tags.example');
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Compiler',
      clientName: 'Navy',
      code: 'A0',
    });
    // Tasks are managed on the project (the projects screens): set here through the API.
    await apiCall(
      run.server,
      'POST',
      `/projects/${projectId}/tasks`,
      { name: 'Parser', estimateHours: 8 },
      owner.headers,
    );
    await apiCall(run.server, 'POST', `/projects/${projectId}/tasks`, { name: 'Linker' }, owner.headers);

    const { page, problems } = await run.signIn(owner);

    // The tags screen: a manager adds a tag.
    await page.getByRole('link', { name: en.tags.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.tags.title }).waitFor();
    await page.getByLabel(en.tags.newTag).fill('Debugging');
    await page.getByRole('button', { name: en.tags.add }).click();
    await page.locator('.tags-list li', { hasText: 'Debugging' }).waitFor();
    await page.getByLabel(en.tags.newTag).fill('Meeting');
    await page.getByRole('button', { name: en.tags.add }).click();
    await page.locator('.tags-list li', { hasText: 'Meeting' }).waitFor();
    await checkAtBothWidths(page, 'tags-screen');

    // The timer bar: the project's tasks once a project is chosen, and the tags.
    const bar = timerBar(page);
    expect(await bar.getByLabel(en.tags.task).isDisabled()).toBe(true);
    await bar.getByLabel(en.timer.project).selectOption({ label: 'Compiler' });
    await bar.getByLabel(en.tags.task).locator('option', { hasText: 'Parser' }).waitFor({ state: 'attached' });
    await bar.getByLabel(en.tags.task).selectOption({ label: 'Parser' });
    await bar.locator('.tag-picker summary').click();
    await bar.getByRole('checkbox', { name: 'Debugging' }).check();
    await bar.getByLabel(en.timer.notes).fill('Finding the moth');
    await checkAtBothWidths(page, 'timer-task-tags-form');
    await bar.getByRole('button', { name: en.timer.start }).click();
    await bar.locator('.timer-clock').waitFor();
    await bar.locator('.entry-task', { hasText: 'Parser' }).waitFor();
    expect(await bar.locator('.tag-chip').allInnerTexts()).toEqual(['Debugging']);
    await checkAtBothWidths(page, 'timer-task-tags-running');
    await bar.getByRole('button', { name: en.timer.stop }).click();
    // Seconds, not the organization's minute: asked, and kept.
    await page.getByRole('alertdialog').getByRole('button', { name: en.entryRules.shortKeep }).click();
    await bar.getByRole('button', { name: en.timer.start }).waitFor();

    // The timesheet shows the entry's task and tags; the form changes them.
    await page.getByRole('link', { name: en.nav.timesheet }).click();
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    const entry = entryBlock(page, 'Finding the moth');
    await entry.locator('.entry-task', { hasText: 'Parser' }).waitFor();
    expect(await entry.locator('.tag-chip').allInnerTexts()).toEqual(['Debugging']);

    // Last week: an entry added with a task and a tag, then both changed.
    await page.getByRole('button', { name: en.timesheet.previousWeek }).click();
    await page.getByRole('button', { name: en.timesheet.addEntry }).click();
    const form = page.locator('form.entry-form');
    await form.getByLabel(en.timesheet.project).selectOption({ label: 'Compiler' });
    await form.getByLabel(en.tags.task).locator('option', { hasText: 'Linker' }).waitFor({ state: 'attached' });
    await form.getByLabel(en.tags.task).selectOption({ label: 'Linker' });
    await form.locator('.tag-picker summary').click();
    await form.getByRole('checkbox', { name: 'Meeting' }).check();
    await form.getByLabel(en.timesheet.start).fill('09:00');
    await form.getByLabel(en.timesheet.end).fill('10:30');
    await form.getByLabel(en.timesheet.notes).fill('Linking the routines');
    await checkAtBothWidths(page, 'entry-form-task-tags');
    await form.getByRole('button', { name: en.timesheet.addEntry }).click();
    const added = entryBlock(page, 'Linking the routines');
    await added.locator('.entry-task', { hasText: 'Linker' }).waitFor();
    expect(await added.locator('.tag-chip').allInnerTexts()).toEqual(['Meeting']);

    await added.getByRole('button', { name: /^Edit/ }).click();
    expect(await form.getByLabel(en.tags.task).locator('option:checked').innerText()).toBe('Linker');
    await form.getByLabel(en.tags.task).selectOption({ label: 'Parser' });
    await form.locator('.tag-picker summary').click();
    await form.getByRole('checkbox', { name: 'Debugging' }).check();
    await form.getByRole('button', { name: en.timesheet.saveChanges }).click();
    await added.locator('.entry-task', { hasText: 'Parser' }).waitFor();
    expect(await added.locator('.tag-chip').allInnerTexts()).toEqual(['Debugging', 'Meeting']);
    await checkAtBothWidths(page, 'timesheet-task-tags');

    const stored = await apiCall<{ items: Array<{ taskName: string | null; tags: Array<{ name: string }> }> }>(
      run.server,
      'GET',
      '/time/entries',
      undefined,
      owner.headers,
    );
    expect(stored.items.map((item) => [item.taskName, item.tags.map((tag) => tag.name)])).toEqual([
      ['Parser', ['Debugging']],
      ['Parser', ['Debugging', 'Meeting']],
    ]);
    expect(problems).toEqual([]);
  });
});
