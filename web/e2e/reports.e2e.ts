import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../test/support/csv.js';
import { readSheet, sheetRecords } from '../../test/support/xlsx.js';
import { en } from '../src/lib/i18n/en.js';
import { apiCall, createProject, signInByApi } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { addManualEntry, localDays } from './support/time.js';
import { expectExportMatches, type TimeReport } from './support/report-exports.js';

// The organization's days are UTC, Monday first (the default calendar); the browser agrees.
const run = startE2eRun({ timezoneId: 'UTC', locale: 'en-US' });
const words = en.reports;

/** Engine (client Royal Society) and Loom (client Jacquard), both open to `assigned`. */
async function twoClientsProjects(headers: Record<string, string>, assigned: string[]) {
  const project = (name: string, clientName: string, code: string) =>
    createProject(run.server, headers, { name, clientName, code, assignedUserIds: assigned });
  return { engine: await project('Engine', 'Royal Society', 'EN'), loom: await project('Loom', 'Jacquard', 'LO') };
}

describe('reports', () => {
  it('groups last week by project then person, keeps its filters in the URL and downloads the table', async () => {
    const owner = await registerOwner(run.server, 'ada@reports.example');
    const ownerSession = await signInByApi(run.server, owner);
    const member = await addMember(run.server, owner, 'grace@reports.example');
    const memberSession = await signInByApi(run.server, member);
    const assigned = [ownerSession.userId, memberSession.userId];
    const { engine, loom } = await twoClientsProjects(owner.headers, assigned);
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

  it('groups two weeks by client then week; the CSV and XLSX add up to the API’s totals for the same filters', async () => {
    const owner = await registerOwner(run.server, 'charles@reports.example');
    const ownerSession = await signInByApi(run.server, owner);
    const assigned = [ownerSession.userId];
    const { engine, loom } = await twoClientsProjects(owner.headers, assigned);
    const [twoWeeksAgo, lastWeek] = [localDays('UTC', 2), localDays('UTC', 1)];
    const entry = (projectId: string, day: string, from: string, to: string) =>
      addManualEntry(run.server, owner, {
        projectId,
        startTime: `${day}T${from}:00.000Z`,
        endTime: `${day}T${to}:00.000Z`,
        notes: 'Work',
      });
    // Royal Society: 3 h, then 1.5 h. Jacquard: 0.5 h, then 3.25 h. In all 8.25 h.
    await entry(engine, twoWeeksAgo.day(0), '09:00', '10:00');
    await entry(engine, twoWeeksAgo.day(2), '09:00', '11:00');
    await entry(engine, lastWeek.day(1), '09:00', '10:30');
    await entry(loom, twoWeeksAgo.day(3), '09:00', '09:30');
    await entry(loom, lastWeek.day(0), '13:00', '16:00');
    await entry(loom, lastWeek.day(4), '09:00', '09:15');

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: words.nav, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    const filters = page.getByRole('form', { name: words.filters });
    await filters.getByLabel(words.period).selectOption({ label: words.custom });
    await filters.getByLabel(words.from, { exact: true }).fill(twoWeeksAgo.day(0));
    await page.waitForURL(new RegExp(`from=${twoWeeksAgo.day(0)}`));
    await filters.getByLabel(words.to, { exact: true }).fill(lastWeek.day(6));
    await page.waitForURL(new RegExp(`to=${lastWeek.day(6)}`));
    await filters.getByLabel(words.groupBy).selectOption({ label: words.client });
    await filters.getByLabel(words.thenBy).selectOption({ label: words.week });
    await page.waitForURL(/groupBy=client.*thenBy=week|thenBy=week.*groupBy=client/);

    // The answer before the week split has the same total and clients, and stays on screen until
    // the split arrives: wait for its fourth week row, not for the total.
    const weekRows = page.locator('.report-child');
    await weekRows.nth(3).waitFor();
    expect(await weekRows.allInnerTexts()).toHaveLength(4);
    const total = page.locator('.report-total');
    expect(await total.innerText()).toContain('8:15');
    expect(await total.innerText()).toContain('8.25');
    expect(await page.locator('.report-group', { hasText: 'Royal Society' }).innerText()).toContain('4:30');
    expect(await page.locator('.report-group', { hasText: 'Jacquard' }).innerText()).toContain('3:45');
    await checkAtBothWidths(page, 'reports-client-week');

    // Both files, as the screen downloads them; the query the screen sent is asked of the API.
    const exported = async (format: 'csv' | 'xlsx', button: string) => {
      const asked = page.waitForRequest((request) => request.url().includes(`/reports/time/export.${format}`));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`time-report-${twoWeeksAgo.day(0)}-${lastWeek.day(6)}.${format}`);
      return { query: new URL((await asked).url()).search, bytes: await readFile(await file.path()) };
    };
    const csv = await exported('csv', words.downloadCsv);
    const xlsx = await exported('xlsx', words.downloadXlsx);
    expect(xlsx.query).toBe(csv.query);
    const asked = new URLSearchParams(csv.query);
    expect(Object.fromEntries(asked)).toMatchObject({
      from: twoWeeksAgo.day(0),
      to: lastWeek.day(6),
      groupBy: 'client',
      thenBy: 'week',
    });
    const report = await apiCall<TimeReport>(run.server, 'GET', `/reports/time${csv.query}`, undefined, owner.headers);
    // The API's answer is the scene's: two clients, two weeks each.
    expect(report.totals.seconds).toBe(8.25 * 3600);
    expect(report.groups.map((group) => [group.label, group.seconds / 3600])).toEqual([
      ['Royal Society', 4.5],
      ['Jacquard', 3.75],
    ]);
    expect(report.groups.map((group) => group.children?.map((week) => week.label))).toEqual([
      [twoWeeksAgo.day(0), lastWeek.day(0)],
      [twoWeeksAgo.day(0), lastWeek.day(0)],
    ]);

    expectExportMatches(report, csvRecords(csv.bytes.toString('utf8')));
    const sheet = sheetRecords(await readSheet(xlsx.bytes));
    // A sheet's week is a date cell: read back as its day.
    const days = sheet.map((row) => ({
      ...row,
      Week: row.Week instanceof Date ? row.Week.toISOString().slice(0, 10) : row.Week,
    }));
    expectExportMatches(report, days);
    expect(problems).toEqual([]);
  });
});
