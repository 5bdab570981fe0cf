import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { createProject, recordTime, signInByApi } from './support/api.js';
import { registerOwner } from './support/server.js';
import { addPerson } from './support/team-notifications.js';

const run = startE2eRun({ timezoneId: 'UTC', locale: 'en-US' });
const words = en.approvals;
const PEOPLE = 25;
const WEEKS = 4;

const pageHeight = (page: Page) => page.evaluate<number>('document.documentElement.scrollHeight');
const showing = (count: number, total: number) =>
  words.showing.replace('{count}', String(count)).replace('{total}', String(total));

describe("a manager's review of an agency's backlog", () => {
  it('is grouped, paged and filtered at 25 people × 4 weeks; the manager cannot approve his own time', async () => {
    const owner = await registerOwner(run.server, 'owner@backlog.example');
    const manager = await addPerson(run.server, owner, {
      email: 'mary@backlog.example',
      fullName: 'Mary Jackson',
      role: 'MANAGER',
    });
    const people = [manager];
    for (let index = 1; index < PEOPLE; index++) {
      const label = String(index).padStart(2, '0');
      people.push(
        await addPerson(run.server, owner, {
          email: `person${label}@backlog.example`,
          fullName: `Person ${label}`,
          role: 'MEMBER',
        }),
      );
    }
    const sessions = await Promise.all(people.map((person) => signInByApi(run.server, person)));
    const assignedUserIds = sessions.map((session) => session.userId);
    const bridge = await createProject(run.server, owner.headers, {
      name: 'Bridge',
      clientName: 'Port',
      code: 'BR',
      assignedUserIds,
    });
    const tunnel = await createProject(run.server, owner.headers, {
      name: 'Tunnel',
      clientName: 'Port',
      code: 'TU',
      assignedUserIds,
    });
    // One entry in each of the last four weeks per person; every fourth person works on the tunnel.
    await Promise.all(
      sessions.map(async (session, index) => {
        for (let week = 0; week < WEEKS; week++)
          await recordTime(run.server, session.headers, {
            projectId: index % 4 === 3 ? tunnel : bridge,
            daysAgo: 7 * week + 1,
            hourUtc: 9,
            minutes: 60,
            notes: `Survey ${week + 1}`,
          });
      }),
    );

    const { page, problems } = await run.signIn(manager, { acceptTerms: true });
    await page.getByRole('link', { name: en.nav.approvals }).click();
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    await page.getByText(showing(PEOPLE * WEEKS, PEOPLE * WEEKS)).waitFor();
    expect(await page.getByText(en.paging.position.replace('{page}', '1').replace('{count}', '10')).count()).toBe(1);
    // Ten person-weeks a page, their entries closed: one short screen, not thousands of pixels.
    expect(await page.locator('section.card', { has: page.getByRole('heading', { level: 2 }) }).count()).toBe(10);
    expect(await pageHeight(page)).toBeLessThan(3000);
    await checkAtBothWidths(page, 'approvals-backlog');

    // His own weeks come first (by name) and wait for someone else: no box to tick.
    const own = page.locator('section.card', { hasText: 'Mary Jackson' });
    expect(await own.count()).toBe(WEEKS);
    expect(await own.first().getByRole('checkbox').count()).toBe(0);
    expect(await own.first().innerText()).toContain(words.yourOwn);
    await page.getByText(words.ownWaits).waitFor();

    // Filter by person, then by project.
    const filters = page.locator('.review-filters');
    await filters.getByLabel(words.filterPerson).selectOption({ label: 'Person 07' });
    await page.getByText(showing(WEEKS, PEOPLE * WEEKS)).waitFor();
    expect(await page.getByRole('navigation', { name: words.pages }).count()).toBe(0);
    await filters.getByLabel(words.filterPerson).selectOption({ label: words.everyone });
    await filters.getByLabel(words.filterProject).selectOption({ label: 'Tunnel' });
    // People 3, 7, 11, 15, 19 and 23 work on the tunnel.
    await page.getByText(showing(6 * WEEKS, PEOPLE * WEEKS)).waitFor();

    // Select a whole person-week on page 2, then approve it: one entry.
    await page.getByRole('button', { name: en.paging.next }).click();
    await page.getByText(en.paging.position.replace('{page}', '2').replace('{count}', '3')).waitFor();
    const group = page
      .locator('section.card')
      .filter({ has: page.getByRole('checkbox') })
      .first();
    await group.getByRole('button', { name: words.showEntries.replace('{count}', '1') }).click();
    await group.getByText('Survey').first().waitFor();
    await group.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: words.approve }).click();
    await page.getByText(words.approved.replace('{count}', '1')).waitFor();
    await page.getByText(showing(6 * WEEKS - 1, PEOPLE * WEEKS - 1)).waitFor();
    expect(problems).toEqual([]);

    // The owner allows self-approval in Settings; the manager's own weeks can then be approved.
    const ownerPage = await run.signIn(owner);
    await openSettingsSection(ownerPage.page, en.settings.reviewTitle);
    await ownerPage.page.getByLabel(en.settings.selfApproval).check();
    const review = ownerPage.page.locator('form', { hasText: en.settings.reviewTitle });
    await review.getByRole('button', { name: en.settings.save }).click();
    await review.getByText(en.settings.saved).waitFor();
    await checkAtBothWidths(ownerPage.page, 'settings-review-policy');

    await page.reload();
    await page.getByText(showing(PEOPLE * WEEKS - 1, PEOPLE * WEEKS - 1)).waitFor();
    const mine = page.locator('section.card', { hasText: 'Mary Jackson' }).first();
    await mine.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: words.approve }).click();
    await page.getByText(words.approved.replace('{count}', '1')).waitFor();
    expect(problems).toEqual([]);
  });
});
