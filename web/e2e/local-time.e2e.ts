import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { apiCall, createProject } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';
import { addManualEntry } from './support/time.js';

// The organization works in Los Angeles; the browser is in Berlin (someone travelling, or a laptop
// set to another zone). 23:30 in Los Angeles is already the next morning in Berlin and in UTC.
const ORGANIZATION_ZONE = 'America/Los_Angeles';
const run = startE2eRun({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

const DAY_MS = 24 * 3600 * 1000;
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const dayKey = (date: Date) => date.toISOString().slice(0, 10);
/** A day column's heading as the app writes it (en-US): "Tue, Nov 17". */
const heading = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    noonOf(day),
  );
/** The instant of a wall time in Los Angeles on `day` (Intl gives the zone's offset that day). */
function losAngeles(day: string, time: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ORGANIZATION_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noonOf(day))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${day}T${time}:00${offset}`).toISOString();
}

/** How many times "Previous week" leads from this week in `zone` (weeks from Sunday) to the week from `sunday`. */
function weeksBack(sunday: string, zone: string): number {
  const today = noonOf(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()));
  const thisSunday = today.getTime() - today.getUTCDay() * DAY_MS;
  return Math.round((thisSunday - noonOf(sunday).getTime()) / (7 * DAY_MS));
}

async function showWeekFrom(page: Page, sunday: string, zone: string) {
  await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
  for (let weeks = weeksBack(sunday, zone); weeks > 0; weeks--)
    await page.getByRole('button', { name: en.timesheet.previousWeek }).click();
}

const dayColumn = (page: Page, day: string) =>
  page.locator('li.day', { has: page.getByRole('heading', { level: 2, name: heading(day) }) });

describe('local time', () => {
  it('shows an entry made at 23:30 in the organization’s zone on its day, in weeks from its first day', async () => {
    const owner = await registerOwner(run.server, 'lovelace@local-time.example');
    await apiCall(
      run.server,
      'PATCH',
      '/organizations/current/settings',
      { timeZone: ORGANIZATION_ZONE, firstDayOfWeek: 7 },
      owner.headers,
    );
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Night Shift',
      clientName: 'Pacific Tides',
      code: 'NS',
    });
    // The Tuesday of last week (weeks start on Sunday here), 23:30 to 23:50 in Los Angeles.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ORGANIZATION_ZONE }).format(new Date());
    const sunday = dayKey(new Date(noonOf(today).getTime() - (noonOf(today).getUTCDay() + 7) * DAY_MS));
    const tuesday = dayKey(new Date(noonOf(sunday).getTime() + 2 * DAY_MS));
    const wednesday = dayKey(new Date(noonOf(sunday).getTime() + 3 * DAY_MS));
    await addManualEntry(run.server, owner, {
      projectId,
      startTime: losAngeles(tuesday, '23:30'),
      endTime: losAngeles(tuesday, '23:50'),
      notes: 'Late tide tables',
    });

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.nav.timesheet }).click();
    await showWeekFrom(page, sunday, ORGANIZATION_ZONE);
    await dayColumn(page, tuesday).locator('li.entry', { hasText: 'Late tide tables' }).waitFor();

    // On Tuesday at 11:30 PM, not on Wednesday (Berlin's and UTC's day); the week starts on Sunday.
    const entry = dayColumn(page, tuesday).locator('li.entry');
    expect(await entry.innerText()).toContain('11:30 PM');
    expect(await dayColumn(page, wednesday).locator('li.entry').count()).toBe(0);
    expect(await page.locator('li.day h2').first().innerText()).toContain(heading(sunday));
    expect(await dayColumn(page, tuesday).locator('.day-total').innerText()).toBe('20 min');
    expect(await page.locator('main').innerText()).toContain(`Times in ${ORGANIZATION_ZONE}`);

    // Changing it, the form holds the organization's date and wall times.
    await entry.getByRole('button', { name: /^Edit/ }).click();
    const form = page.locator('form.entry-form');
    expect(await form.getByLabel(en.timesheet.date).inputValue()).toBe(tuesday);
    expect(await form.getByLabel(en.timesheet.start).inputValue()).toBe('23:30');
    expect(await form.getByLabel(en.timesheet.end).inputValue()).toBe('23:50');
    await checkAtBothWidths(page, 'local-time-timesheet');
    await form.getByRole('button', { name: en.timesheet.cancel }).click();

    // A personal zone wins over the organization's: in Berlin it is Wednesday morning.
    await apiCall(run.server, 'PATCH', '/organizations/members/me', { timeZone: 'Europe/Berlin' }, owner.headers);
    await page.reload();
    await showWeekFrom(page, sunday, 'Europe/Berlin');
    await dayColumn(page, wednesday).locator('li.entry', { hasText: 'Late tide tables' }).waitFor();
    expect(await dayColumn(page, wednesday).locator('li.entry').innerText()).toMatch(/8:30\sAM/);
    expect(await page.locator('main').innerText()).toContain('Times in Europe/Berlin');
    expect(problems).toEqual([]);
  });
});
