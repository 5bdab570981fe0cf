import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { apiCall, recordTime, signInByApi } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, builtInRoleId, registerOwner } from './support/server.js';

/**
 * Every screen in the navigation, walked by every built-in role and by custom roles of a single
 * permission: no screen shows an error box, and no screen asks the server for anything the viewer's
 * role does not allow (a refused request is a control or a panel the screen should not have shown).
 */
const run = startE2eRun();

type Headers = Record<string, string>;

/** An organization with a client, a project, an entry waiting for review and an invoice: screens with content. */
async function organizationWithWork() {
  const owner = await registerOwner(run.server, 'owner@role-walk.example', { fullName: 'Olive Owner' });
  const client = await apiCall<{ id: string }>(run.server, 'POST', '/clients', { name: 'Globex' }, owner.headers);
  const tracker = await addMember(run.server, owner, 'member@role-walk.example', { fullName: 'Mia Member' });
  const trackerSession = await signInByApi(run.server, tracker);
  const project = await apiCall<{ id: string }>(
    run.server,
    'POST',
    '/projects',
    {
      name: 'Website',
      clientId: client.id,
      code: 'WEB',
      budgetType: 'HOURLY',
      totalBudget: 40,
      hourlyBillRate: 100,
      screenshotIntervalMins: 10,
      assignedUserIds: [trackerSession.userId],
    },
    owner.headers,
  );
  await recordTime(run.server, trackerSession.headers, {
    projectId: project.id,
    daysAgo: 1,
    hourUtc: 9,
    minutes: 90,
    notes: 'Homepage layout',
  });
  return { owner, tracker };
}

async function personWithRole(owner: { headers: Headers }, label: string, roleId: string) {
  return addMember(run.server, owner, `${label}@role-walk.example`, { roleId, fullName: `Rory ${label}` });
}

async function customRole(owner: { headers: Headers }, permission: string) {
  const role = await apiCall<{ id: string }>(
    run.server,
    'POST',
    '/rbac/roles',
    { name: `Only ${permission}`, permissions: [permission] },
    owner.headers,
  );
  return role.id;
}

/** What the walk found on one screen: error boxes shown and requests the server refused. */
interface ScreenFindings {
  screen: string;
  errors: string[];
  refused: string[];
}

/** The requests to the API the server refused (4xx other than a 404 of something looked up) since the last call. */
function watchApiRefusals(page: Page) {
  let refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (process.env.DEBUG_WALK) console.log('RESP', response.status(), pathname);
    if (!pathname.startsWith('/api/v1/') || (response.status() !== 401 && response.status() !== 403)) return;
    refused.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return () => {
    const found = refused;
    refused = [];
    return found;
  };
}

/** Waits until the screen has asked for what it needs (no request in flight for a moment). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.locator('.loading').first().waitFor({ state: 'hidden', timeout: 10_000 });
}

async function walk(person: { email: string; password: string }): Promise<ScreenFindings[]> {
  const { page } = await run.signIn(person, { acceptTerms: true });
  const refusals = watchApiRefusals(page);
  // Again, watched from the start: what the frame asks for on every screen counts too.
  await page.reload();
  const navigation = page.getByRole('navigation', { name: en.app.mainNavigation });
  await navigation.getByRole('link', { name: en.nav.home }).waitFor();
  const screens = await navigation.getByRole('link').allInnerTexts();
  const findings: ScreenFindings[] = [];
  for (const screen of screens) {
    await navigation.getByRole('link', { name: screen, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    const errors = await page.locator('.notice-error').allInnerTexts();
    findings.push({ screen, errors, refused: refusals() });
  }
  await page.context().close();
  return findings;
}

const problemsOf = (findings: ScreenFindings[]) =>
  findings.filter((finding) => finding.errors.length > 0 || finding.refused.length > 0);

describe('every screen with every role', () => {
  it('built-in roles see no error box and cause no refused request on any screen of theirs', async () => {
    const { owner, tracker } = await organizationWithWork();
    const people = [
      { role: 'Owner', person: owner },
      { role: 'Member', person: tracker },
    ];
    for (const key of ['ADMIN', 'MANAGER', 'ACCOUNTANT']) {
      const roleId = await builtInRoleId(run.server, owner, key);
      people.push({ role: key, person: await personWithRole(owner, key.toLowerCase(), roleId!) });
    }
    const walked = [];
    for (const { role, person } of people) walked.push({ role, findings: await walk(person) });
    expect(walked.map(({ role, findings }) => ({ role, problems: problemsOf(findings) }))).toEqual(
      walked.map(({ role }) => ({ role, problems: [] })),
    );
    // The Accountant bills: invoices and clients are theirs; approvals and screenshots are not.
    const accountant = walked.find(({ role }) => role === 'ACCOUNTANT')!.findings.map(({ screen }) => screen);
    expect(accountant).toEqual(expect.arrayContaining([en.invoices.nav, en.clients.nav, en.profitability.nav]));
    expect(accountant).not.toContain(en.nav.approvals);
    expect(accountant).not.toContain(en.nav.timesheet);

    // A screen opened by its address without the role for it says so, once, in words.
    const { page } = await run.signIn(people.find(({ role }) => role === 'ACCOUNTANT')!.person);
    const refusals = watchApiRefusals(page);
    await page.goto(`${run.server.appOrigin}/timesheet`);
    await page.getByText(en.shell.notInRole.replace('{screen}', en.nav.timesheet)).waitFor();
    await settled(page);
    expect(await page.locator('.notice-error').count()).toBe(0);
    expect(refusals()).toEqual([]);
    await checkAtBothWidths(page, 'not-in-your-role');
  });

  it('a custom role of one permission sees only its screens, without an error box or a refused request', async () => {
    const owner = await registerOwner(run.server, 'owner2@role-walk.example');
    for (const permission of ['financials.read', 'time.approve', 'members.read']) {
      const person = await personWithRole(owner, permission.replace(/\W/g, '-'), await customRole(owner, permission));
      const findings = await walk(person);
      expect({ permission, problems: problemsOf(findings) }).toEqual({ permission, problems: [] });
    }
  });
});
