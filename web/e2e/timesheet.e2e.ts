import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { DESKTOP, PHONE, screenshot, scrollsSideways, seriousAccessibilityProblems } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { apiCall, createProject } from './support/api.js';
import { addManualEntry, approveEntries, localDays, startTimerElsewhere } from './support/time.js';

// Not UTC, so a mistake converting local days and times to the API's instants shows.
const TIME_ZONE = 'America/New_York';

const run = startE2eRun({ timezoneId: TIME_ZONE, locale: 'en-US' });

const timerBar = (page: Page) => page.getByRole('region', { name: en.timer.region });
/** On a 390 × 844 phone the bar takes at most 15 % of the screen, idle or running. */
const PHONE_BAR_LIMIT = PHONE.height * 0.15;
const barHeight = async (page: Page) => (await timerBar(page).boundingBox())?.height ?? Infinity;
const entryBlock = (page: Page, notes: string) => page.locator('li.entry', { hasText: notes });

/** Fills the add/edit form; only the fields given change. */
async function fillEntry(
  page: Page,
  fields: { project?: string; date?: string; start?: string; end?: string; notes?: string },
) {
  const form = page.locator('form.entry-form');
  if (fields.project) await form.getByLabel(en.timesheet.project).selectOption({ label: fields.project });
  if (fields.date) await form.getByLabel(en.timesheet.date).fill(fields.date);
  if (fields.start) await form.getByLabel(en.timesheet.start).fill(fields.start);
  if (fields.end) await form.getByLabel(en.timesheet.end).fill(fields.end);
  if (fields.notes !== undefined) await form.getByLabel(en.timesheet.notes).fill(fields.notes);
}

describe('my timesheet', () => {
  it('tracks time with the timer bar, then adds, edits, refuses an overlap and deletes entries', async () => {
    const owner = await registerOwner(run.server, 'ada@timesheet.example');
    // The timesheet's days and times are the organization's zone (docs/time-zones.md): the browser's, here.
    await apiCall(run.server, 'PATCH', '/organizations/current/settings', { timeZone: TIME_ZONE }, owner.headers);
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Analytical Engine',
      clientName: 'Royal Society',
      code: 'AE',
    });
    const lastWeek = localDays(TIME_ZONE, 1);
    for (const [offset, notes] of [
      [1, 'Notes on the Bernoulli numbers'],
      [2, 'Letter to Babbage'],
      [3, 'Punched-card loops'],
    ] as const)
      await addManualEntry(run.server, owner, {
        projectId,
        startTime: new Date(`${lastWeek.day(offset)}T13:00:00-05:00`).toISOString(),
        endTime: new Date(`${lastWeek.day(offset)}T16:30:00-05:00`).toISOString(),
        notes,
      });

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.nav.timesheet }).click();
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    expect(await page.title()).toBe(`${en.timesheet.title} · ${en.app.name}`);

    // The timer: start it from the bar, watch it tick, stop it; its entry is in this week.
    const bar = timerBar(page);
    // On a phone, idle: one row (what you are working on, Details, Start); Details opens the rest.
    await page.setViewportSize(PHONE);
    expect(await barHeight(page)).toBeLessThanOrEqual(PHONE_BAR_LIMIT);
    await screenshot(page, 'timer-idle-390');
    await bar.getByRole('button', { name: en.timer.details }).click();
    await bar.getByLabel(en.timer.project).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timer-idle-details-390');
    await page.setViewportSize(DESKTOP);
    await bar.getByLabel(en.timer.project).selectOption({ label: 'Analytical Engine' });
    await bar.getByLabel(en.timer.notes).fill('Designing the mill');
    await bar.getByRole('button', { name: en.timer.start }).click();
    const clock = bar.locator('.timer-clock');
    await clock.waitFor();
    const first = await clock.innerText();
    // It ticks: the clock soon shows another time (the page's CSP forbids waitForFunction's eval).
    await bar.locator('.timer-clock', { hasNotText: first }).waitFor();
    expect(await bar.getByRole('button', { name: en.timer.start }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timer-running-1280');
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'timer-running-390');
    expect(await barHeight(page)).toBeLessThanOrEqual(PHONE_BAR_LIMIT);
    await page.setViewportSize(DESKTOP);
    await bar.getByRole('button', { name: en.timer.stop }).click();
    // Seconds, not the organization's minute: asked, and kept.
    await page.getByRole('alertdialog').getByRole('button', { name: en.entryRules.shortKeep }).click();
    await bar.getByRole('button', { name: en.timer.start }).waitFor();
    await entryBlock(page, 'Designing the mill').waitFor();

    // A timer started on another device: starting here is refused with the server's words, and
    // the bar then shows the timer that runs.
    await startTimerElsewhere(run.server, owner, projectId);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/time/timer/start'));
    await bar.getByRole('button', { name: en.timer.start }).click();
    const refusal = (await (await refused).json()) as { code: string; message: string; hint: string };
    expect(refusal.code).toBe('TIMER_ALREADY_RUNNING');
    const timerAlert = bar.getByRole('alert');
    await timerAlert.waitFor();
    expect(await timerAlert.innerText()).toContain(en.errorMessages.TIMER_ALREADY_RUNNING);
    expect(await timerAlert.innerText()).toContain(en.errorHints.TIMER_ALREADY_RUNNING);
    await bar.getByText('From the desktop app').waitFor();
    await bar.getByRole('button', { name: en.timer.stop }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.entryRules.shortDiscard }).click();
    await bar.getByRole('button', { name: en.timer.start }).waitFor();

    // Last week: a manual entry on Monday, its notes changed.
    await page.getByRole('button', { name: en.timesheet.previousWeek }).click();
    await entryBlock(page, 'Letter to Babbage').waitFor();
    await page.getByRole('button', { name: en.timesheet.addEntry }).click();
    await fillEntry(page, { project: 'Analytical Engine', start: '09:00', end: '10:30', notes: 'Reading Menabrea' });
    expect(await page.locator('form.entry-form').getByLabel(en.timesheet.date).inputValue()).toBe(lastWeek.day(0));
    await page.locator('form.entry-form').getByRole('button', { name: en.timesheet.addEntry }).click();
    await entryBlock(page, 'Reading Menabrea').waitFor();
    expect(await entryBlock(page, 'Reading Menabrea').innerText()).toContain('9:00 AM – 10:30 AM');

    await entryBlock(page, 'Reading Menabrea').getByRole('button', { name: /^Edit/ }).click();
    await fillEntry(page, { notes: 'Translating Menabrea' });
    await page.getByRole('button', { name: en.timesheet.saveChanges }).click();
    await entryBlock(page, 'Translating Menabrea').waitFor();

    // An overlapping entry is refused, and the form says why and what to do, in place.
    await page.getByRole('button', { name: en.timesheet.addEntry }).click();
    await fillEntry(page, { start: '10:00', end: '11:00', notes: 'Overlapping' });
    const overlapAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/time/manual'));
    await page.locator('form.entry-form').getByRole('button', { name: en.timesheet.addEntry }).click();
    const overlap = (await (await overlapAnswer).json()) as { code: string; message: string; hint: string };
    expect(overlap.code).toBe('TIME_ENTRY_OVERLAP');
    const formAlert = page.locator('form.entry-form').getByRole('alert');
    await formAlert.waitFor();
    // Which entry, on the person's clocks, never its id nor UTC instants.
    expect(await formAlert.innerText()).toMatch(
      /This overlaps another of your entries \(9:00\s?AM–10:30\s?AM on \w+ \d+, \d{4}\)\./,
    );
    expect(await formAlert.innerText()).toContain(en.errorHints.TIME_ENTRY_OVERLAP);
    expect(overlap.message).toMatch(/[0-9a-f]{8}-/);
    expect(await formAlert.innerText()).not.toMatch(/[0-9a-f]{8}-|\d{4}-\d\d-\d\dT/);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timesheet-overlap');
    await page.locator('form.entry-form').getByRole('button', { name: en.app.cancel }).click();

    // The week as a person sees it, on a desktop and on a phone (stacked days, then the day list).
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timesheet-1280');
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timesheet-390');
    await page.getByRole('button', { name: en.timesheet.listView }).click();
    await page.getByText(en.timesheet.emptyDay).first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timesheet-list-390');
    await page.setViewportSize(DESKTOP);

    // The week as a file for a spreadsheet: readable columns, the project by name.
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: en.timesheet.downloadCsv }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/^time-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await csvFile.path(), 'utf8');
    expect(text).toContain('Analytical Engine');
    expect(text).toContain('Punched-card loops');
    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: en.timesheet.downloadXlsx }).click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

    // Deleting asks first, then the entry is gone for good.
    await entryBlock(page, 'Punched-card loops')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('button', { name: en.timesheet.confirmDeleteYes }).click();
    await entryBlock(page, 'Punched-card loops').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: en.timesheet.thisWeek }).click();
    await entryBlock(page, 'Designing the mill').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('explains in place why a member cannot change an approved entry', async () => {
    const owner = await registerOwner(run.server, 'babbage@timesheet.example');
    // The timesheet's days and times are the organization's zone (docs/time-zones.md): the browser's, here.
    await apiCall(run.server, 'PATCH', '/organizations/current/settings', { timeZone: TIME_ZONE }, owner.headers);
    const member = await addMember(run.server, owner, 'grace@timesheet.example');
    const { page, problems } = await run.signIn(member);
    // Added with a password by the owner, the member has not accepted the terms yet (the gate).
    await page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await page.getByRole('link', { name: en.nav.timesheet }).click();
    await page.getByRole('button', { name: en.timesheet.previousWeek }).click();
    await page.getByRole('button', { name: en.timesheet.addEntry }).click();
    await fillEntry(page, { start: '08:00', end: '09:00', notes: 'Compiler notes' });
    const added = page.waitForResponse((response) => response.url().endsWith('/api/v1/time/manual'));
    await page.locator('form.entry-form').getByRole('button', { name: en.timesheet.addEntry }).click();
    const entry = (await (await added).json()) as { data: { id: string } };
    await approveEntries(run.server, owner, [entry.data.id]);

    await page.reload();
    await page.getByRole('button', { name: en.timesheet.previousWeek }).click();
    await entryBlock(page, 'Compiler notes').getByText(en.timesheet.approved).waitFor();
    await entryBlock(page, 'Compiler notes').getByRole('button', { name: /^Edit/ }).click();
    await fillEntry(page, { end: '09:30' });
    const lockedAnswer = page.waitForResponse((response) => response.url().includes('/api/v1/time/entries/'));
    await page.getByRole('button', { name: en.timesheet.saveChanges }).click();
    const locked = (await (await lockedAnswer).json()) as { code: string };
    expect(locked.code).toBe('ENTRY_LOCKED_BY_APPROVAL');
    const alert = page.locator('form.entry-form').getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(en.errorMessages.ENTRY_LOCKED_BY_APPROVAL);
    expect(await alert.innerText()).toContain(en.errorHints.ENTRY_LOCKED_BY_APPROVAL);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'timesheet-locked');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
