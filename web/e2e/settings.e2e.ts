import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { apiCall, signInByApi } from './support/api.js';
import { chooseTimeZone, openSettingsSection, settingsSections } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

/** The settings screen asks again this often while the reports are recalculated (settings-queries.ts). */
const RECALCULATING_POLL_MS = 3_000;
const run = startE2eRun({}, { controlledClock: true });

describe('organization settings', () => {
  it('an owner sets the time zone and working days; a member sees them and sets their own zone', async () => {
    const owner = await registerOwner(run.server, 'owner@settings.example');
    const member = await addMember(run.server, owner, 'member@settings.example');

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.settings.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    await checkAtBothWidths(page, 'settings-index');
    await settingsSections(page).getByRole('link', { name: en.settings.calendarTitle, exact: true }).click();
    const zone = page.getByLabel(en.settings.timeZone, { exact: true });
    expect(await zone.inputValue()).toBe('UTC');
    // One section, one Save.
    expect(await page.getByRole('button', { name: en.settings.save }).count()).toBe(1);
    await checkAtBothWidths(page, 'settings');

    // Europe/Berlin (found by its city, chosen with the keyboard), Sunday first, Monday to Thursday.
    await zone.fill('atlantis');
    await page.getByText(en.settings.zoneNoMatch.replace('{query}', 'atlantis').slice(0, 40)).waitFor();
    await zone.press('Escape');
    expect(await zone.inputValue()).toBe('UTC');
    await zone.fill('berlin');
    await page.getByRole('option', { name: /^Europe\/Berlin\W+UTC\+0[12]:00$/ }).waitFor();
    await checkAtBothWidths(page, 'settings-zone-search');
    await zone.press('ArrowDown');
    await zone.press('Enter');
    expect(await zone.inputValue()).toBe('Europe/Berlin');
    await page.getByLabel(en.settings.firstDay).selectOption({ label: en.settings.day7 });
    await page.getByLabel(en.settings.day5, { exact: true }).uncheck();
    const calendar = page.locator('form', { has: page.getByRole('heading', { name: en.settings.calendarTitle }) });
    await calendar.getByRole('button', { name: en.settings.save }).click();
    await calendar.getByText(en.settings.saved).waitFor();
    expect(await apiCall(run.server, 'GET', '/organizations/current/settings', undefined, owner.headers)).toMatchObject(
      {
        timeZone: 'Europe/Berlin',
        firstDayOfWeek: 7,
        workingDays: [1, 2, 3, 4],
      },
    );
    // Saving the zone starts the server's regrouping of the reports' day totals at once; once it
    // is done, the screen's next poll (moved on by the page clock) stops saying so (docs/rollups.md).
    const reportsState = async () =>
      (
        await apiCall<{ reports: { state: string } }>(
          run.server,
          'GET',
          '/organizations/current/settings',
          undefined,
          owner.headers,
        )
      ).reports.state;
    await expect.poll(reportsState, { timeout: 30_000 }).toBe('READY');
    await page.clock.fastForward(RECALCULATING_POLL_MS);
    await page.getByText(en.settings.recalculating.slice(0, 30)).waitFor({ state: 'hidden', timeout: 10_000 });

    // No working days: refused in the web app's words, naming the field, and nothing is stored.
    for (const day of [1, 2, 3, 4] as const) {
      await page.getByLabel(en.settings[`day${day}`], { exact: true }).uncheck();
    }
    await calendar.getByRole('button', { name: en.settings.save }).click();
    await calendar.getByRole('alert').getByText('Some of what you entered cannot be saved: working days.').waitFor();
    expect(await calendar.getByRole('alert').innerText()).toContain(en.errorHints.VALIDATION_ERROR);
    await checkAtBothWidths(page, 'settings-error');
    expect(
      (
        await apiCall<{ workingDays: number[] }>(
          run.server,
          'GET',
          '/organizations/current/settings',
          undefined,
          owner.headers,
        )
      ).workingDays,
    ).toEqual([1, 2, 3, 4]);

    // The owner's own time zone, on its own page: from the list beside the calendar.
    await settingsSections(page).getByRole('link', { name: en.settings.myTitle, exact: true }).click();
    const mine = page.locator('form', { has: page.getByRole('heading', { name: en.settings.myTitle }) });
    await chooseTimeZone(mine.getByLabel(en.settings.myTimeZone), 'new york', /^America\/New York\W+UTC/);
    await mine.getByRole('button', { name: en.settings.save }).click();
    await mine.getByText(en.settings.saved).waitFor();
    const me = await apiCall<{ organizations: { timeZone: string; myTimeZone: string | null }[] }>(
      run.server,
      'GET',
      '/auth/me',
      undefined,
      { authorization: owner.headers.authorization },
    );
    expect(me.organizations[0]).toMatchObject({ timeZone: 'Europe/Berlin', myTimeZone: 'America/New_York' });
    expect(problems).toEqual([]);

    // A member sees the calendar without controls, and sets their own time zone.
    const asMember = await run.signIn(member, { acceptTerms: true });
    await openSettingsSection(asMember.page, en.settings.calendarTitle);
    await asMember.page.getByText(en.settings.notAllowed).waitFor();
    expect(await asMember.page.locator('main').innerText()).toContain('Europe/Berlin');
    expect(await asMember.page.getByLabel(en.settings.timeZone, { exact: true }).count()).toBe(0);
    await settingsSections(asMember.page).getByRole('link', { name: en.settings.myTitle, exact: true }).click();
    const memberZone = asMember.page.locator('form', {
      has: asMember.page.getByRole('heading', { name: en.settings.myTitle }),
    });
    // Found by its offset (Tokyo keeps UTC+9 all year).
    await chooseTimeZone(memberZone.getByLabel(en.settings.myTimeZone), 'GMT+9', /^Asia\/Tokyo\W+UTC\+09:00$/);
    await memberZone.getByRole('button', { name: en.settings.save }).click();
    await memberZone.getByText(en.settings.saved).waitFor();
    const memberApi = await signInByApi(run.server, member);
    const memberMe = await apiCall<{ organizations: { myTimeZone: string | null }[] }>(
      run.server,
      'GET',
      '/auth/me',
      undefined,
      { authorization: memberApi.headers.authorization },
    );
    expect(memberMe.organizations[0]?.myTimeZone).toBe('Asia/Tokyo');
    await checkAtBothWidths(asMember.page, 'settings-member');
  });
});
