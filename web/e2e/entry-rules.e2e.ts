import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { apiCall, createProject } from './support/api.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

// What time needs (issue 42, item 4): the billable switch's default from the project, a required
// project refused in the server's words before anything is sent, and the short timer's question.
const run = startE2eRun({ timezoneId: 'UTC', locale: 'en-US' });
const words = en.entryRules;
/** The server's own refusal (src/modules/time/entries/entry-rules.rules.ts): the form says the same. */
const PROJECT_REQUIRED = 'A project is required for time in this organization';

const timerBar = (page: Page) => page.getByRole('region', { name: en.timer.region });
const entryForm = (page: Page) => page.locator('form.entry-form');

interface Entry {
  id: string;
  notes: string | null;
  isBillable: boolean;
  projectName: string | null;
}

describe('what time needs', () => {
  it('defaults billable from the project, refuses time without a required project, and asks about a short timer', async () => {
    const owner = await registerOwner(run.server, 'owner@entry-rules.example');
    await createProject(run.server, owner.headers, { name: 'Studio', clientName: 'Ateliers', code: 'ST' });
    const internal = await createProject(run.server, owner.headers, {
      name: 'Internal',
      clientName: 'Ateliers',
      code: 'IN',
    });
    await apiCall(run.server, 'PUT', `/projects/${internal}`, { billableByDefault: false }, owner.headers);
    const entries = async () =>
      (await apiCall<{ items: Entry[] }>(run.server, 'GET', '/time/entries', undefined, owner.headers)).items;

    const { page, problems } = await run.signIn(owner);

    // Settings → Time entries: every entry needs a project.
    await openSettingsSection(page, en.settings.entriesTitle);
    const section = page.locator('form', { hasText: en.settings.entriesTitle });
    await section.getByRole('heading', { name: en.settings.entriesTitle }).waitFor();
    expect(await section.getByLabel(en.settings.minimumTimer).inputValue()).toBe('60');
    await section.getByLabel(en.settings.requireProject).check();
    await section.getByRole('button', { name: en.settings.save }).click();
    await section.getByText(en.settings.saved).waitFor();
    await checkAtBothWidths(page, 'settings-time-entries');

    // The entry form: the project marked required; billable follows the project until set by hand.
    await page.getByRole('link', { name: en.nav.timesheet }).click();
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    await page.getByRole('button', { name: en.timesheet.addEntry }).click();
    const form = entryForm(page);
    await form.getByText(words.required).waitFor();
    const project = form.getByLabel(en.timesheet.project);
    const billable = form.getByRole('switch', { name: words.billable });
    expect(await billable.isChecked()).toBe(true);
    await project.selectOption({ label: 'Internal' });
    expect(await billable.isChecked()).toBe(false);
    await project.selectOption({ label: 'Studio' });
    expect(await billable.isChecked()).toBe(true);

    // No project: refused on the spot, in the server's words, and nothing is sent.
    await project.selectOption({ label: en.timer.noProject });
    await form.getByLabel(en.timesheet.notes).fill('Sketches');
    await form.getByRole('button', { name: en.timesheet.addEntry }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(PROJECT_REQUIRED);
    expect(await refusal.innerText()).toContain(en.errorHints.PROJECT_REQUIRED);
    expect(await entries()).toEqual([]);
    await checkAtBothWidths(page, 'entry-form-project-required');

    // Internal, whose time is not billable by default, unless the person says it is.
    await project.selectOption({ label: 'Internal' });
    expect(await billable.isChecked()).toBe(false);
    await billable.check();
    await project.selectOption({ label: 'Studio' });
    await project.selectOption({ label: 'Internal' });
    expect(await billable.isChecked()).toBe(true);
    await billable.uncheck();
    await form.getByRole('button', { name: en.timesheet.addEntry }).click();
    await page.locator('li.entry', { hasText: 'Sketches' }).waitFor();
    expect(await entries()).toMatchObject([{ notes: 'Sketches', projectName: 'Internal', isBillable: false }]);

    // The timer: no project is refused as well; Internal starts unbilled.
    const bar = timerBar(page);
    await bar.getByLabel(en.timer.notes).fill('Quick check');
    await bar.getByRole('button', { name: en.timer.start }).click();
    expect(await bar.getByRole('alert').innerText()).toContain(PROJECT_REQUIRED);
    await bar.getByLabel(en.timer.project).selectOption({ label: 'Internal' });
    expect(await bar.getByRole('switch', { name: words.billable }).isChecked()).toBe(false);
    await bar.getByLabel(en.timer.project).selectOption({ label: 'Studio' });
    expect(await bar.getByRole('switch', { name: words.billable }).isChecked()).toBe(true);
    await bar.getByRole('button', { name: en.timer.start }).click();
    await bar.getByRole('button', { name: en.timer.stop }).waitFor();
    await bar.locator('.timer-clock', { hasNotText: '0:00:00' }).waitFor();

    // Stopped after seconds, under the organization's minute: the question, keyboard focus on "Keep it".
    await bar.getByRole('button', { name: en.timer.stop }).click();
    const dialog = page.getByRole('alertdialog', { name: words.shortTitle });
    await dialog.waitFor();
    const question = await dialog.innerText();
    expect(question).toMatch(/This timer ran [1-9]\d* seconds?\. Discard it or keep it\?/);
    expect(question).not.toMatch(/TIMER_TOO_SHORT|ifShort|[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(await page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe(words.shortKeep);
    await checkAtBothWidths(page, 'timer-short-question');

    // Escape answers neither: the timer runs on.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: en.timer.stop }).waitFor();

    // Asked again, discarded: no entry is left.
    await bar.getByRole('button', { name: en.timer.stop }).click();
    await dialog.getByRole('button', { name: words.shortDiscard }).click();
    await bar.getByText(words.discarded).waitFor();
    await bar.getByRole('button', { name: en.timer.start }).waitFor();
    expect((await entries()).map((entry) => entry.notes)).toEqual(['Sketches']);

    // Another short timer, kept: saved with its seconds.
    await bar.getByLabel(en.timer.project).selectOption({ label: 'Studio' });
    await bar.getByLabel(en.timer.notes).fill('Phone call');
    await bar.getByRole('button', { name: en.timer.start }).click();
    await bar.getByRole('button', { name: en.timer.stop }).click();
    await dialog.getByRole('button', { name: words.shortKeep }).click();
    await bar.getByRole('button', { name: en.timer.start }).waitFor();
    const kept = (await entries()).find((entry) => entry.notes === 'Phone call');
    expect(kept).toMatchObject({ projectName: 'Studio', isBillable: true });
    expect(problems).toEqual([]);
  });
});
