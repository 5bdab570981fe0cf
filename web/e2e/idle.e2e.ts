import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { DESKTOP, PHONE, screenshot, scrollsSideways, seriousAccessibilityProblems } from './support/browser.js';
import { projectFor, timerWithIdleEnd, trackerSignIn } from './support/idle.js';
import { apiCall } from './support/api.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

const TIME_ZONE = 'America/New_York';
const run = startE2eRun({ timezoneId: TIME_ZONE, locale: 'en-US' });

/** A member whose tracker shows 15 idle minutes at the end of a timer running for 40, signed in on the page. */
async function memberBackFromIdle(email: string, projectName: string) {
  const owner = await registerOwner(run.server, `owner-of-${email}`);
  // The app shows times in the organization's zone (docs/time-zones.md): the browser's, here.
  await apiCall(run.server, 'PATCH', '/organizations/current/settings', { timeZone: TIME_ZONE }, owner.headers);
  const member = await addMember(run.server, owner, email);
  const tracker = await trackerSignIn(run.server, member, owner.headers['x-organization-id']);
  const projectId = await projectFor(run.server, owner, projectName, tracker.userId);
  const scene = await timerWithIdleEnd(run.server, tracker, projectId, { active: 25, idle: 15 });

  const { page, problems } = await run.openPage();
  await page.goto(`${run.server.appOrigin}/sign-in`);
  await page.getByLabel(en.signIn.email, { exact: true }).fill(member.email);
  await page.getByLabel(en.signIn.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  // Added with a password by the owner, the member accepts the published terms first.
  await page.getByRole('button', { name: en.acceptTerms.accept }).click();
  return { page, problems, tracker, ...scene };
}

const idlePanel = (page: Page) => page.locator('section.idle-panel');
const timeOfDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(instant);

/** The timer bar's clock (h:mm:ss) in seconds. */
async function timerSeconds(page: Page) {
  const [hours, minutes, seconds] = (await page.locator('.timer-clock').innerText()).split(':').map(Number);
  return hours! * 3600 + minutes! * 60 + seconds!;
}

describe('idle time found by the tracker', () => {
  it('is offered under the running timer, and discarding it takes it off the worked time', async () => {
    const { page, problems, idleFrom } = await memberBackFromIdle('grace@idle.example', 'Compiler');
    const panel = idlePanel(page);
    await panel.waitFor();
    const title = await panel.locator('.idle-title').innerText();
    expect(title.replace(/\s/g, ' ')).toMatch(
      new RegExp(`^You were idle for 1[56] min since ${timeOfDay(idleFrom).replace(/\s/g, ' ')}$`),
    );
    expect(await panel.innerText()).toContain('Compiler');
    expect(await timerSeconds(page)).toBeGreaterThanOrEqual(40 * 60);

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'idle-prompt-1280');
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'idle-prompt-390');
    await page.setViewportSize(DESKTOP);

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/time/idle-resolve'));
    await panel.getByRole('button', { name: en.idle.discard }).click();
    const answer = (await (await answered).json()) as { data: { action: string; idleSeconds: number } };
    expect(answer.data.action).toBe('DISCARD');
    expect(answer.data.idleSeconds).toBeGreaterThanOrEqual(15 * 60);
    await panel.waitFor({ state: 'detached' });
    // The timer now shows about 25 minutes of work instead of 40.
    await page.locator('.timer-clock', { hasText: /^0:2[4-9]:/ }).waitFor();
    expect(await timerSeconds(page)).toBeLessThan(30 * 60);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('splits idle time off as an offline entry that the timesheet shows', async () => {
    const { page, problems } = await memberBackFromIdle('hopper@idle.example', 'Mark I');
    const panel = idlePanel(page);
    await panel.waitFor();
    await panel.getByLabel(en.idle.note).fill('Lunch with the Navy');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/time/idle-resolve'));
    await panel.getByRole('button', { name: en.idle.split }).click();
    expect((await answered).status()).toBe(200);
    await panel.waitFor({ state: 'detached' });
    // Tracking resumed after the offline time: the bar runs again, from zero.
    await page.locator('.timer-clock', { hasText: /^0:0[0-2]:/ }).waitFor();

    await page.getByRole('link', { name: en.nav.timesheet }).click();
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    const offline = page.locator('li.entry', { hasText: 'Lunch with the Navy' });
    await offline.waitFor();
    expect(await offline.innerText()).toContain('Mark I');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'idle-split-timesheet-1280');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the server’s message and hint when the answer is refused, and drops the stale prompt', async () => {
    const { page, problems, tracker, entryId } = await memberBackFromIdle('lovelace@idle.example', 'Notes');
    const panel = idlePanel(page);
    await panel.waitFor();
    // Meanwhile the entry is deleted on another device.
    await apiCall(run.server, 'DELETE', `/time/entries/${entryId}`, undefined, tracker.headers);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/time/idle-resolve'));
    await panel.getByRole('button', { name: en.idle.keep }).click();
    const refusal = (await (await answered).json()) as { code: string; message: string; hint: string };
    expect(refusal.code).toBe('NOT_FOUND');
    const alert = page.getByRole('region', { name: en.timer.region }).getByRole('alert');
    await alert.waitFor();
    // The web app's words for the code, not the API's developer wording.
    expect(await alert.innerText()).toContain(en.errorMessages.NOT_FOUND);
    expect(await alert.innerText()).toContain(en.errorHints.NOT_FOUND);
    expect(await alert.innerText()).not.toContain(refusal.hint);
    await panel.waitFor({ state: 'detached' });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
