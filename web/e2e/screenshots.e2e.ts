import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { addDaysToKey, dayKeyOf, instantAt } from '../src/lib/local-time/days.js';
import { apiCall, createProject, signInByApi } from './support/api.js';
import { checkAtBothWidths, screenshot } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { activitySlot, heartbeat, listScreenshots, uploadScreenshot } from './support/screenshots.js';
import { addMember, registerOwner } from './support/server.js';
import { fetchBytes, screenshotFiles, sharpness, type ScreenshotFiles } from './support/screenshot-files.js';
import { addPerson } from './support/team-notifications.js';

const TIME_ZONE = 'Europe/Berlin';
const run = startE2eRun({ timezoneId: TIME_ZONE, locale: 'en-US' });

/** Yesterday in the organization's zone at a wall time: a whole day in the past, whenever the test runs. */
const yesterdayAt = (time: string) => instantAt(addDaysToKey(dayKeyOf(new Date(), TIME_ZONE), -1), time, TIME_ZONE)!;

/**
 * Owner, manager and member; the member's tracker uploaded four screenshots yesterday (10:05,
 * 10:15 and 10:25 with slot activity 75%, 50%, 100%; 11:05 without a slot), the manager one of theirs.
 */
async function scene() {
  const owner = await registerOwner(run.server, 'owner@shots.example');
  await apiCall(run.server, 'PATCH', '/organizations/current/settings', { timeZone: TIME_ZONE }, owner.headers);
  const manager = await addPerson(run.server, owner, {
    email: 'katherine@shots.example',
    fullName: 'Katherine Johnson',
    role: 'MANAGER',
  });
  const member = await addMember(run.server, owner, 'grace@shots.example');
  const tracker = await signInByApi(run.server, member);
  const managerTracker = await signInByApi(run.server, manager);
  const projectId = await createProject(run.server, owner.headers, {
    name: 'Moon Landing',
    clientName: 'NASA',
    code: 'MOON',
    assignedUserIds: [tracker.userId],
  });
  const orbitId = await createProject(run.server, owner.headers, {
    name: 'Orbit Plan',
    clientName: 'NASA',
    code: 'ORBIT',
    assignedUserIds: [managerTracker.userId],
  });
  /** What the tracker sent, by screenshot id. */
  const uploaded = new Map<string, Buffer>();
  for (const [time, active] of [
    ['10:00', 450],
    ['10:10', 300],
    ['10:20', 600],
  ] as const) {
    const slotClientId = await activitySlot(run.server, tracker.headers, {
      start: yesterdayAt(time),
      projectId,
      activeSeconds: active,
    });
    const capturedAt = new Date(yesterdayAt(time).getTime() + 5 * 60_000);
    const shot = await uploadScreenshot(run.server, tracker.headers, {
      capturedAt,
      projectId,
      slotClientId,
      title: 'Trajectory.xlsx',
    });
    uploaded.set(shot.id, shot.uploaded);
  }
  await uploadScreenshot(run.server, tracker.headers, {
    capturedAt: yesterdayAt('11:05'),
    projectId,
    title: 'Mail',
  });
  await uploadScreenshot(run.server, managerTracker.headers, {
    capturedAt: yesterdayAt('10:35'),
    projectId: orbitId,
    title: 'Orbit',
  });
  return { owner, manager, member, tracker, projectId, uploaded };
}

const viewer = (page: Page) => page.locator('dialog.shots-viewer');
const cards = (page: Page) => page.locator('article.shots-card');
const position = (page: Page, index: number, total: number) =>
  viewer(page)
    .locator('.shots-position', {
      hasText: en.screenshots.position.replace('{index}', String(index)).replace('{total}', String(total)),
    })
    .waitFor();

/**
 * After a blur, every way the API serves the screenshot gives new, blurred files: the signed URLs
 * the app had before the blur (they now serve the blurred file, docs/screenshots.md), fresh signed
 * URLs, and the token routes. Blurred means measurably: far less fine detail (see sharpness) than
 * both the tracker's upload and the image served before.
 */
async function expectSharpImageGone(
  upload: Buffer,
  before: ScreenshotFiles,
  id: string,
  headers: Record<string, string>,
  userId: string,
) {
  const after = await screenshotFiles(run.server, headers, userId, id);
  const oldUrls = {
    image: await fetchBytes(before.signed.imageUrl),
    thumbnail: await fetchBytes(before.signed.thumbnailUrl),
  };
  const sharpUpload = await sharpness(upload);
  const sharpImage = await sharpness(before.direct.image);
  const sharpThumbnail = await sharpness(before.direct.thumbnail);
  // The test's picture has hard edges (a title bar, text, lines); the served copy keeps them.
  expect(sharpUpload).toBeGreaterThan(20);
  expect(sharpImage).toBeGreaterThan(sharpUpload / 2);
  expect(before.signed.image.equals(before.direct.image)).toBe(true);
  for (const served of [after.direct, after.signed, oldUrls]) {
    expect(served.image.equals(upload)).toBe(false);
    expect(served.image.equals(before.direct.image)).toBe(false);
    expect(served.thumbnail.equals(before.direct.thumbnail)).toBe(false);
    expect(served.image.equals(after.direct.image)).toBe(true);
    expect(served.thumbnail.equals(after.direct.thumbnail)).toBe(true);
  }
  expect(await sharpness(after.direct.image)).toBeLessThan(sharpImage / 5);
  expect(await sharpness(after.direct.thumbnail)).toBeLessThan(sharpThumbnail / 5);
  // Still the same screen, blurred: the same size.
  const size = async (picture: Buffer) =>
    sharp(picture)
      .metadata()
      .then(({ width, height }) => ({ width, height }));
  expect(await size(after.direct.image)).toEqual(await size(upload));
}

describe('the screenshots gallery', () => {
  it('lets a manager page through a member’s day, blur, delete and capture live; a member sees and deletes their own', async () => {
    const { manager, member, tracker, projectId, owner, uploaded } = await scene();
    // The member's tracker is online (heard a moment ago), so "Capture now" is offered.
    await heartbeat(run.server, tracker.headers);

    const { page, problems } = await run.signIn(manager, { acceptTerms: true });
    await page.getByRole('link', { name: en.screenshots.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.screenshots.title }).waitFor();
    expect(await page.title()).toBe(`${en.screenshots.title} · ${en.app.name}`);
    // Today, the manager's own: nothing yet.
    await page.getByText(en.screenshots.empty).waitFor();
    const picker = page.getByLabel(en.screenshots.member, { exact: true });
    const options = await picker.locator('option').allInnerTexts();
    // The Owner's screens are out of a Manager's reach, so not offered.
    expect(options).toEqual(['Katherine Johnson (you)', 'Grace Hopper']);
    await picker.selectOption({ label: 'Grace Hopper' });
    await page.getByRole('button', { name: en.screenshots.captureNow }).waitFor();
    await page.getByRole('button', { name: en.screenshots.previousDay }).click();
    await expect.poll(() => cards(page).count()).toBe(4);
    const first = await cards(page).first().innerText();
    expect(first).toContain('10:05 AM');
    expect(first).toContain('Activity 75%');
    expect(first).toContain('Moon Landing');
    expect(await cards(page).nth(3).innerText()).toContain(en.screenshots.noActivity);
    expect(await page.locator('.shots-hour').count()).toBe(2);
    expect(await page.getByRole('img', { name: /Grace Hopper’s screen at 10:15 AM, Moon Landing/ }).count()).toBe(1);
    await checkAtBothWidths(page, 'screenshots-gallery');

    // The viewer: open the first, step with the arrow keys.
    await page.getByRole('button', { name: /Screenshot at 10:05 AM/ }).click();
    await viewer(page)
      .getByRole('heading', { name: /Screenshot at 10:05 AM/ })
      .waitFor();
    await position(page, 1, 4);
    await page.keyboard.press('ArrowRight');
    await position(page, 2, 4);
    await page.keyboard.press('ArrowRight');
    await position(page, 3, 4);
    await page.keyboard.press('ArrowLeft');
    await position(page, 2, 4);
    await viewer(page)
      .getByRole('img', { name: /10:15 AM/ })
      .waitFor();
    await checkAtBothWidths(page, 'screenshots-viewer');

    // The one about to be blurred (10:15), as the API serves it now: sharp.
    const shown = (await listScreenshots(run.server, owner.headers, tracker.userId)).find(
      (shot) => shot.capturedAt === new Date(yesterdayAt('10:10').getTime() + 5 * 60_000).toISOString(),
    )!;
    const before = await screenshotFiles(run.server, owner.headers, tracker.userId, shown.id);

    // Blur, confirmed: says it cannot be undone, then the badge shows and the server agrees.
    await viewer(page).getByRole('button', { name: en.screenshots.blur, exact: true }).click();
    await viewer(page).getByText(en.screenshots.blurQuestion).waitFor();
    expect(en.screenshots.blurQuestion).toContain('cannot be undone');
    await screenshot(page, 'screenshots-blur-question-1280');
    await viewer(page).getByRole('button', { name: en.screenshots.blurYes }).click();
    await viewer(page).locator('.shots-badge', { hasText: en.screenshots.blurred }).waitFor();
    await checkAtBothWidths(page, 'screenshots-viewer-blurred');
    const blurred = (await listScreenshots(run.server, owner.headers, tracker.userId)).filter((shot) => shot.isBlurred);
    expect(blurred.map((shot) => shot.id)).toEqual([shown.id]);
    await expectSharpImageGone(uploaded.get(shown.id)!, before, shown.id, owner.headers, tracker.userId);

    // Delete the next one, confirmed: the viewer moves on, the gallery has one less.
    await page.keyboard.press('ArrowRight');
    await position(page, 3, 4);
    await viewer(page).getByRole('button', { name: en.screenshots.delete, exact: true }).click();
    await viewer(page).getByText(en.screenshots.deleteQuestion).waitFor();
    await viewer(page).getByRole('button', { name: en.screenshots.deleteYes }).click();
    await position(page, 3, 3);
    await viewer(page)
      .getByRole('heading', { name: /Screenshot at 11:05 AM/ })
      .waitFor();
    expect(await listScreenshots(run.server, owner.headers, tracker.userId)).toHaveLength(3);

    // Escape closes and gives the focus back to the card shown last.
    await page.keyboard.press('Escape');
    await viewer(page).waitFor({ state: 'detached' });
    expect(await page.locator('.shots-thumb:focus').getAttribute('aria-label')).toMatch(/11:05 AM/);
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await cards(page).nth(1).innerText()).toContain(en.screenshots.blurred);

    // Capture now: the tracker gets the command with its next heartbeat and answers with a screenshot.
    await page.getByRole('button', { name: en.screenshots.captureNow }).click();
    await page.getByText(en.screenshots.captureRequested.replace('{name}', 'Grace Hopper')).waitFor();
    const { commands } = await heartbeat(run.server, tracker.headers);
    expect(commands.map((command) => command.type)).toEqual(['CAPTURE_SCREENSHOT']);
    await uploadScreenshot(run.server, tracker.headers, {
      capturedAt: new Date(),
      projectId,
      captureRequestId: commands[0]!.id,
      title: 'Live',
    });
    // The gallery went to today and looks every 10 s while the capture is on its way.
    await page.locator('.shots-card', { hasText: en.screenshots.requestedLive }).waitFor({ timeout: 30_000 });
    await page.getByText(en.screenshots.captureRequested.replace('{name}', 'Grace Hopper')).waitFor();
    await checkAtBothWidths(page, 'screenshots-live');
    expect(problems).toEqual([]);
    await page.context().close();

    // The member: their own only, no picker, may blur and delete their own.
    const mine = await run.signIn(member, { acceptTerms: true });
    await mine.page.getByRole('link', { name: en.screenshots.nav }).click();
    await mine.page.getByRole('heading', { level: 1, name: en.screenshots.title }).waitFor();
    await mine.page.locator('.shots-card', { hasText: en.screenshots.requestedLive }).waitFor();
    expect(await mine.page.getByLabel(en.screenshots.member, { exact: true }).count()).toBe(0);
    expect(await mine.page.getByRole('button', { name: en.screenshots.captureNow }).count()).toBe(0);
    await mine.page.getByRole('button', { name: en.screenshots.previousDay }).click();
    await expect.poll(() => cards(mine.page).count()).toBe(3);
    expect(await mine.page.locator('.shots-hours').innerText()).not.toContain('Orbit Plan');
    await cards(mine.page).first().getByRole('button').click();
    await viewer(mine.page).getByRole('button', { name: en.screenshots.blur, exact: true }).waitFor();
    await viewer(mine.page).getByRole('button', { name: en.screenshots.delete, exact: true }).waitFor();
    await checkAtBothWidths(mine.page, 'screenshots-member-viewer');
    // Deleting one of their own, confirmed: the server has one less of theirs from yesterday.
    await viewer(mine.page).getByRole('button', { name: en.screenshots.delete, exact: true }).click();
    await viewer(mine.page).getByText(en.screenshots.deleteQuestion).waitFor();
    await viewer(mine.page).getByRole('button', { name: en.screenshots.deleteYes }).click();
    await position(mine.page, 1, 2);
    expect(await listScreenshots(run.server, owner.headers, tracker.userId)).toHaveLength(3);
    expect(mine.problems).toEqual([]);
    await mine.page.context().close();
  }, 180_000);
});
