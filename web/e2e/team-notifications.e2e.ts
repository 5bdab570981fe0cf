import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import {
  DESKTOP,
  PHONE,
  checkAtBothWidths,
  screenshot,
  scrollsSideways,
  seriousAccessibilityProblems,
} from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { createProject, recordTime, signInByApi } from './support/api.js';
import { addMember, registerOwner } from './support/server.js';
import { addPerson, rejectEntries, startTimer } from './support/team-notifications.js';

// The team page and the bell poll (every 15 and 30 s): the tests move the page's clock past a poll
// instead of waiting for it.
const run = startE2eRun({ locale: 'en-US' }, { controlledClock: true });
const TEAM_POLL_MS = 15_000;
const NOTIFICATIONS_POLL_MS = 30_000;

/** A mark set in the page's window survives only as long as the page is not loaded again. */
const markPage = (page: Page) => page.evaluate('window.__notReloaded = true');
const stillSamePage = (page: Page) => page.evaluate<boolean>('window.__notReloaded === true');

const bell = (page: Page) => page.locator('a.notifications-link');
const bellName = (page: Page) => bell(page).getAttribute('aria-label');

describe('the live team', () => {
  it("shows a member's timer on the manager's open team page without a reload", async () => {
    const owner = await registerOwner(run.server, 'owner@team.example');
    const manager = await addPerson(run.server, owner, {
      email: 'katherine@team.example',
      fullName: 'Katherine Johnson',
      role: 'MANAGER',
    });
    const member = await addMember(run.server, owner, 'grace@team.example');
    const memberSession = await signInByApi(run.server, member);
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Moon Landing',
      clientName: 'NASA',
      code: 'MOON',
      assignedUserIds: [memberSession.userId],
    });

    const { page, problems } = await run.signIn(manager, { acceptTerms: true });
    await page.getByRole('link', { name: en.team.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.team.title }).waitFor();
    expect(await page.title()).toBe(`${en.team.title} · ${en.app.name}`);
    await page.getByText(en.team.nobodyWorking).waitFor();
    expect(await page.locator('.team-list', { hasText: 'Grace Hopper' }).innerText()).toContain(en.team.offline);
    await checkAtBothWidths(page, 'team-nobody-working');

    // The member starts a timer elsewhere; the open page polls and shows it, still the same page.
    await markPage(page);
    await startTimer(run.server, memberSession.headers, { projectId, notes: 'Trajectory maths' });
    const card = page.locator('li.team-member', { hasText: 'Trajectory maths' });
    await page.clock.fastForward(TEAM_POLL_MS);
    await card.waitFor();
    expect(await stillSamePage(page)).toBe(true);
    expect(await page.getByText(en.team.nobodyWorking).count()).toBe(0);
    const text = await card.innerText();
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Moon Landing');
    expect(text).toContain(en.team.online);
    expect(text).toContain(en.team.running);
    // The running time ticks between polls (the page's CSP forbids waitForFunction's eval).
    const clock = card.locator('.team-clock');
    const first = await clock.innerText();
    await card.locator('.team-clock', { hasNotText: first }).waitFor();
    expect(await page.getByText(/Updated (just now|\d+ seconds ago)/).count()).toBe(1);
    await checkAtBothWidths(page, 'team');
    expect(problems).toEqual([]);
    await page.context().close();

    // A member's role cannot see everyone's time: no Team link, and the screen says why.
    const memberPage = await run.signIn(member, { acceptTerms: true });
    expect(await memberPage.page.getByRole('link', { name: en.team.nav }).count()).toBe(0);
    await memberPage.page.goto(`${run.server.appOrigin}/team`);
    await memberPage.page.getByText(en.shell.notInRole.replace('{screen}', en.team.nav)).waitFor();
    expect(memberPage.problems).toEqual([]);
    await memberPage.page.context().close();
  }, 90_000);
});

describe('notifications', () => {
  it('tell a member of rejected time: the count, the list, marked read one by one and all at once', async () => {
    const owner = await registerOwner(run.server, 'owner@inbox.example');
    const member = await addMember(run.server, owner, 'grace@inbox.example');
    const memberSession = await signInByApi(run.server, member);
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Compiler',
      clientName: 'Navy',
      code: 'A0',
      assignedUserIds: [memberSession.userId],
    });
    const entry = (daysAgo: number, notes: string) =>
      recordTime(run.server, memberSession.headers, { projectId, daysAgo, hourUtc: 9, minutes: 60, notes });
    const first = await entry(2, 'Debugging the moth');
    const second = await entry(1, 'Long lunch');

    const { page, problems } = await run.signIn(member, { acceptTerms: true });
    expect(await bellName(page)).toBe(en.shell.notifications);

    // The owner rejects an entry: the open page's count goes up without a reload.
    await markPage(page);
    await rejectEntries(run.server, owner.headers, [first], 'Not billable to the Navy');
    await page.clock.fastForward(NOTIFICATIONS_POLL_MS);
    await page.locator(`a.notifications-link[aria-label="Notifications, 1 unread"]`).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    await rejectEntries(run.server, owner.headers, [second], 'Lunch is not work');

    await bell(page).click();
    await page.getByRole('heading', { level: 1, name: en.notifications.title }).waitFor();
    expect(await page.title()).toBe(`${en.notifications.title} · ${en.app.name}`);
    await page.getByText('Reason: Lunch is not work').waitFor();
    expect(await bellName(page)).toBe('Notifications, 2 unread');
    const items = page.locator('li.notification');
    expect(await items.count()).toBe(2);
    expect(await items.first().innerText()).toContain('A time entry was rejected');
    expect(await items.first().getByRole('link', { name: en.notifications.openTimesheet }).isVisible()).toBe(true);
    expect(await page.getByText(en.notifications.unreadCount.replace('{count}', '2')).isVisible()).toBe(true);
    await checkAtBothWidths(page, 'notifications');

    // Mark one read: the count goes down, the focus stays on that notification.
    const newest = items.filter({ hasText: 'Lunch is not work' });
    await newest.getByRole('button', { name: en.notifications.markRead }).click();
    await page
      .getByRole('status')
      .getByText(/Marked .* read\./)
      .waitFor();
    await page.locator(`a.notifications-link[aria-label="Notifications, 1 unread"]`).waitFor();
    await newest.getByRole('button', { name: en.notifications.markRead }).waitFor({ state: 'detached' });
    expect(await page.evaluate<string>('document.activeElement?.id ?? ""')).toMatch(/^notification-/);

    // Mark all read: none left, the bell says so.
    await page.getByRole('button', { name: en.notifications.markAllRead }).click();
    await page.getByRole('status').getByText(en.notifications.markedAllRead.replace('{count}', '1')).waitFor();
    await page.locator(`a.notifications-link[aria-label="${en.shell.notifications}"]`).waitFor();
    await page.getByText(en.notifications.allRead).waitFor();
    expect(await page.getByText(en.notifications.unread, { exact: true }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'notifications-read-1280');

    // The rejection is handled in the timesheet: its link goes there.
    await items.first().getByRole('link', { name: en.notifications.openTimesheet }).click();
    await page.getByRole('heading', { level: 1, name: en.timesheet.title }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('says so when there is nothing', async () => {
    const owner = await registerOwner(run.server, 'quiet@inbox.example');
    const { page, problems } = await run.signIn(owner, { viewport: PHONE, acceptTerms: true });
    await page.goto(`${run.server.appOrigin}/notifications`);
    await page.getByText(en.notifications.empty).waitFor();
    expect(await page.getByRole('button', { name: en.notifications.markAllRead }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'notifications-empty-390');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the header on a phone', () => {
  it('is compact, and its menu opens and closes by keyboard', async () => {
    const owner = await registerOwner(run.server, 'owner@phone.example');
    const { page, problems } = await run.signIn(owner, { viewport: PHONE, acceptTerms: true });
    const menuButton = page.getByRole('button', { name: en.shell.menu });
    const navigation = page.getByRole('navigation', { name: en.app.mainNavigation });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await navigation.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: en.shell.signOut }).isVisible()).toBe(false);
    expect(await bell(page).isVisible()).toBe(true);
    // One row: brand, bell and menu button.
    expect((await page.locator('header.app-header').boundingBox())!.height).toBeLessThanOrEqual(64);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'phone-header-closed-390');

    // Keyboard: focus the button, Enter opens; Tab walks into the menu; Escape closes and returns.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await navigation.waitFor();
    expect(await page.getByRole('button', { name: en.shell.signOut }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: en.shell.organization, exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe(en.nav.home);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'phone-header-open-390');
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await navigation.isVisible()).toBe(false);
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("aria-expanded")')).toBe('false');

    // Space opens it again; following a link goes there and closes the menu.
    await page.keyboard.press('Space');
    await page.getByRole('link', { name: en.team.nav }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: en.team.title }).waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await navigation.isVisible()).toBe(false);

    // At desktop widths there is no menu button: the navigation and the tools always show.
    await page.setViewportSize(DESKTOP);
    expect(await menuButton.isVisible()).toBe(false);
    expect(await navigation.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.shell.signOut }).isVisible()).toBe(true);
    await screenshot(page, 'header-1280');
    // Opened on a phone and widened: still one header, nothing doubled.
    await page.setViewportSize(PHONE);
    await menuButton.click();
    await page.setViewportSize(DESKTOP);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'header-open-1280');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
