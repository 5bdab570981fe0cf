// One person in two organizations: while the second is chosen, nothing of the first may reach the
// page or the browser, on any screen the navigation offers. Switching back shows it again, so the
// check would fail if the app (or the API behind it) leaked.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { inviteMember, mailedLink } from './support/account.js';
import { screenshot } from './support/browser.js';
import { apiCall, createProject, recordTime } from './support/api.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

const run = startE2eRun();

/**
 * Words only the first organization's screens hold: its project, client, notes and owner. (Its name
 * is not among them: the organization switcher rightly lists every organization the person is in.)
 */
const FIRST_ORGANIZATION = 'Orion Launch Systems';
const FIRST = {
  project: 'Orion Secret Launch',
  client: 'Deep Space Agency',
  notes: 'Classified orbit calculations',
  owner: 'Valentina Tereshkova',
};
const SECOND_ORGANIZATION = 'Beta Bakery';

/** Waits until the screen has its heading and nothing is loading or fetching any more. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.loading').first().waitFor({ state: 'detached' });
}

function leaksIn(text: string): string[] {
  return Object.values(FIRST).filter((secret) => text.includes(secret));
}

describe('a person in two organizations', () => {
  it('never sees the other organization’s data on any screen, in the page or in any answer it receives', async () => {
    const first = await registerOwner(run.server, 'owner@orion.example', {
      fullName: FIRST.owner,
      organizationName: FIRST_ORGANIZATION,
    });
    // The person owns the second organization and joins the first through its invitation.
    const person = await registerOwner(run.server, 'baker@beta.example', {
      fullName: 'Bea Baker',
      organizationName: SECOND_ORGANIZATION,
    });
    await inviteMember(run.server, first, person.email, person.fullName);
    const invitation = await mailedLink(run.server, person.email);
    await apiCall(run.server, 'POST', '/auth/accept-invite', {
      token: invitation.searchParams.get('token'),
      password: person.password,
      acceptedTerms: true,
    });
    const me = await apiCall<{ user: { id: string } }>(run.server, 'GET', '/auth/me', undefined, person.headers);
    const projectId = await createProject(run.server, first.headers, {
      name: FIRST.project,
      clientName: FIRST.client,
      code: 'OSL',
      assignedUserIds: [me.user.id],
    });
    await recordTime(run.server, first.headers, { projectId, daysAgo: 1, hourUtc: 9, minutes: 90, notes: FIRST.notes });

    const { page, problems } = await run.openPage();
    const answers: { url: string; body: string }[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/v1/')) return;
      void response.text().then(
        (body) => answers.push({ url: response.url(), body }),
        () => undefined, // a redirect or an aborted request has no body to inspect
      );
    });
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
    await page.getByLabel(en.signIn.password, { exact: true }).fill(person.password);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await settled(page);
    await page
      .getByRole('combobox', { name: en.shell.organization, exact: true })
      .selectOption({ label: SECOND_ORGANIZATION });
    await settled(page);
    answers.length = 0;

    // Every screen the header links to (navigation, notifications), plus the timesheet.
    const linked = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const screens = [
      ...new Set([...linked, '/timesheet'].filter((href): href is string => href?.startsWith('/') ?? false)),
    ];
    expect(screens).toEqual(expect.arrayContaining(['/', '/timesheet', '/projects', '/notifications']));
    for (const screen of screens) {
      await page.goto(`${run.server.appOrigin}${screen}`);
      await settled(page);
      expect(leaksIn(await page.content()), `the page at ${screen}`).toEqual([]);
    }
    await screenshot(page, 'tenant-isolation-second-organization');
    for (const answer of answers) expect(leaksIn(answer.body), `the answer of ${answer.url}`).toEqual([]);
    expect(answers.length).toBeGreaterThan(screens.length);

    // Back in the first organization its project is offered to the timer: the check above could have failed.
    await page
      .getByRole('combobox', { name: en.shell.organization, exact: true })
      .selectOption({ label: FIRST_ORGANIZATION });
    await page.goto(`${run.server.appOrigin}/timesheet`);
    await settled(page);
    await page.locator('option', { hasText: FIRST.project }).first().waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
  });
});
