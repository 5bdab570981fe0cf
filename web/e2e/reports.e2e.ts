import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { createProject, signInByApi } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { addManualEntry, localDays } from './support/time.js';

// The organization's days are UTC, Monday first (the default calendar); the browser agrees.
const run = startE2eRun({ timezoneId: 'UTC', locale: 'en-US' });
const words = en.reports;

describe('reports', () => {
  it('groups last week by project then person, keeps its filters in the URL and downloads the table', async () => {
    const owner = await registerOwner(run.server, 'ada@reports.example');
    const ownerSession = await signInByApi(run.server, owner);
    const member = await addMember(run.server, owner, 'grace@reports.example');
    const memberSession = await signInByApi(run.server, member);
    const assigned = [ownerSession.userId, memberSession.userId];
    const engine = await createProject(run.server, owner.headers, {
      name: 'Engine',
      clientName: 'Royal Society',
      code: 'EN',
      assignedUserIds: assigned,
    });
    const loom = await createProject(run.server, owner.headers, {
      name: 'Loom',
      clientName: 'Jacquard',
      code: 'LO',
      assignedUserIds: assigned,
    });
    const lastWeek = localDays('UTC', 1);
    const entry = (projectId: string, day: number, from: string, to: string) => ({
      projectId,
      startTime: `${lastWeek.day(day)}T${from}:00.000Z`,
      endTime: `${lastWeek.day(day)}T${to}:00.000Z`,
      notes: 'Work',
    });
    await addManualEntry(run.server, owner, entry(engine, 0, '09:00', '10:00'));
    await addManualEntry(run.server, memberSession, entry(engine, 1, '09:00', '11:00'));
    await addManualEntry(run.server, owner, entry(loom, 2, '09:00', '09:30'));

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: words.nav, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    const filters = page.getByRole('form', { name: words.filters });
    await filters.getByLabel(words.period).selectOption({ label: words.lastWeek });
    await filters.getByLabel(words.thenBy).selectOption({ label: words.member });
    await page.waitForURL(/period=lastWeek/);
    expect(page.url()).toContain('thenBy=member');

    const total = page.locator('.report-total');
    await total.getByText('3:30').first().waitFor();
    expect(await total.innerText()).toContain('3.50');
    const engineRow = page.locator('.report-group', { hasText: 'Engine' });
    expect(await engineRow.innerText()).toContain('3:00');
    expect(await page.locator('.report-child', { hasText: 'Grace Hopper' }).innerText()).toContain('2:00');
    await page.getByText(`${lastWeek.day(0)} to ${lastWeek.day(6)}, days in UTC.`).waitFor();
    await checkAtBothWidths(page, 'reports');

    // A filter changes the URL; the URL reopens the same report.
    await filters.getByLabel(words.project, { exact: true }).selectOption({ label: 'Loom' });
    await page.waitForURL(new RegExp(`projectId=${loom}`));
    await total.getByText('0:30').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    await page.locator('.report-total').getByText('0:30').first().waitFor();
    expect(await filters.getByLabel(words.project, { exact: true }).inputValue()).toBe(loom);
    expect(await filters.getByLabel(words.thenBy).inputValue()).toBe('member');

    // The table as CSV, fetched with the organization header.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.downloadCsv }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe(`time-report-${lastWeek.day(0)}-${lastWeek.day(6)}.csv`);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain('Project,Member,Hours,Billable hours');
    expect(text).toContain('Loom,');
    expect(text).toContain('Total,,0.5,0.5');
    expect(problems).toEqual([]);

    // A member sees only their own time, and no person filter.
    const memberView = await run.signIn(member, { acceptTerms: true });
    await memberView.page.goto(`${run.server.appOrigin}/reports?period=lastWeek`);
    await memberView.page.locator('.report-total').getByText('2:00').first().waitFor();
    expect(await memberView.page.getByLabel(words.member, { exact: true }).count()).toBe(0);
  });
});
