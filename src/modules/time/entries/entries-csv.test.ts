import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/support/actors.js';
import { setCalendar } from '../../../../test/support/calendar.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { csvRecords, parseCsv } from '../../../../test/support/csv.js';
import { createProject, insertTimeEntry } from '../../../../test/support/projects.js';
import { readSheet, sheetRecords } from '../../../../test/support/xlsx.js';

const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
await setCalendar(t, cast.owner, { timeZone: 'Europe/Berlin' });
const project = await createProject(t, cast.owner, { name: 'Website', clientName: 'Acme' });
const other = await createProject(t, cast.owner, { name: 'Intranet', clientName: 'Globex' });
const acmeId = (project as unknown as { clientId: string }).clientId;

const stored = (actor: Actor, startTime: string, endTime: string, extra = {}) =>
  insertTimeEntry(t, {
    orgId: actor.orgId,
    memberId: actor.memberId,
    projectId: project.id,
    startTime,
    endTime,
    costRate: '40.00',
    billRate: '100.00',
    ...extra,
  });

const memberEntry = await stored(cast.member, '2026-11-02T09:00:00Z', '2026-11-02T10:30:00Z');
await t.app.inject({
  method: 'PUT',
  url: `/api/v1/time/entries/${memberEntry}`,
  headers: cast.owner.headers,
  payload: { notes: "=cmd|' /C calc'!A0" },
});
const unbillable = await stored(cast.member, '2026-11-03T09:00:00Z', '2026-11-03T09:20:00Z', { isBillable: false });
const managerEntry = await stored(cast.manager, '2026-11-04T09:00:00Z', '2026-11-04T10:00:00Z', { billRate: '33.33' });
const globexEntry = await stored(cast.owner, '2026-11-05T09:00:00Z', '2026-11-05T09:45:00Z', { projectId: other.id });
const theirProject = await createProject(t, cast.outsider, { clientName: 'Their Client' });
const theirClientId = (theirProject as unknown as { clientId: string }).clientId;
const theirs = await insertTimeEntry(t, {
  orgId: cast.outsider.orgId,
  memberId: cast.outsider.memberId,
  projectId: theirProject.id,
  startTime: '2026-11-02T09:00:00Z',
  endTime: '2026-11-02T10:00:00Z',
});
// The manager's approved billable hour goes on a draft invoice.
const draft = await t.app.inject({
  method: 'POST',
  url: '/api/v1/financials/invoices/from-time',
  headers: cast.owner.headers,
  payload: { projectId: project.id, from: '2026-11-04', to: '2026-11-04' },
});
expect(draft.statusCode, draft.body).toBe(201);

function exportOf(actor: Actor, query = '', format: 'csv' | 'xlsx' = 'csv') {
  return t.app.inject({ method: 'GET', url: `/api/v1/time/entries/export.${format}${query}`, headers: actor.headers });
}
const idsOf = (records: Array<Record<string, unknown>>) => records.map((record) => record['Entry ID']);

describe('GET /time/entries/export.csv', () => {
  it('gives a member their own entries as a person reads them, without invoices, rates or amounts, notes defused', async () => {
    const response = await exportOf(cast.member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('time-entries-2026-11-20.csv');
    const [header] = parseCsv(response.body);
    for (const money of ['Invoice', 'Cost rate', 'Bill rate', 'Billable amount', 'Cost amount'])
      expect(header).not.toContain(money);
    const records = csvRecords(response.body);
    expect(idsOf(records)).toEqual([unbillable, memberEntry]);
    expect(records[1]).toMatchObject({
      Date: '2026-11-02',
      Start: '10:00',
      End: '11:30',
      'Time zone': 'Europe/Berlin',
      Client: 'Acme',
      Project: 'Website',
      Notes: "'=cmd|' /C calc'!A0",
      Hours: '1.5',
      Billable: 'yes',
      Billed: 'no',
      'Start (UTC)': '2026-11-02T09:00:00.000Z',
    });
    expect(records[0]).toMatchObject({ Hours: '0.33', Billable: 'no' });
    expect(Object.keys(records[0]!)).toHaveLength(header!.length);
  });

  it('gives a manager everyone with rates but no amounts, an owner amounts and invoices too', async () => {
    const managers = csvRecords((await exportOf(cast.manager)).body);
    expect(managers[3]).toMatchObject({ 'Cost rate': '40', 'Bill rate': '100' });
    expect(managers[3]).not.toHaveProperty('Billable amount');
    expect(managers[3]).not.toHaveProperty('Invoice');
    const records = csvRecords((await exportOf(cast.owner)).body);
    expect(idsOf(records)).toEqual([globexEntry, managerEntry, unbillable, memberEntry]);
    expect(records[3]).toMatchObject({ 'Billable amount': '150', 'Cost amount': '60', Billed: 'no', Invoice: '' });
    expect(records[2]).toMatchObject({ 'Billable amount': '0', 'Cost amount': '13.33' });
    expect(records[1]).toMatchObject({
      'Bill rate': '33.33',
      'Billable amount': '33.33',
      Billed: 'yes',
      Invoice: 'draft',
    });
    expect(records[0]).toMatchObject({ Client: 'Globex', Project: 'Intranet', Hours: '0.75' });
  });

  it('honours the filters, clientId among them', async () => {
    const filtered = csvRecords(
      (await exportOf(cast.manager, `?userId=${cast.member.userId}&billable=true&from=2026-11-01&to=2026-11-02`)).body,
    );
    expect(idsOf(filtered)).toEqual([memberEntry]);
    expect(idsOf(csvRecords((await exportOf(cast.owner, `?clientId=${acmeId}`)).body))).toEqual([
      managerEntry,
      unbillable,
      memberEntry,
    ]);
    expect(idsOf(csvRecords((await exportOf(cast.member, `?clientId=${acmeId}`)).body))).toEqual([
      unbillable,
      memberEntry,
    ]);
  });

  it("refuses a member someone else's entries, bad filters and other organizations", async () => {
    expect((await exportOf(cast.member, `?userId=${cast.manager.userId}`)).statusCode).toBe(403);
    expect((await exportOf(cast.member, '?from=2026-11-05&to=2026-11-01')).statusCode).toBe(400);
    expect((await exportOf(cast.manager, '?status=LOST')).statusCode).toBe(400);
    const badClient = await exportOf(cast.owner, '?clientId=acme');
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const foreignUser = await exportOf(cast.owner, `?userId=${cast.outsider.userId}`);
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json()).toMatchObject({ success: false });
    const foreign = { ...cast.outsider, headers: { ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId } };
    expect((await exportOf(foreign)).statusCode).toBe(403);
    expect(idsOf(csvRecords((await exportOf(cast.owner)).body))).not.toContain(theirs);
    // Another organization's client matches nothing here, and ours nothing there.
    expect(csvRecords((await exportOf(cast.owner, `?clientId=${theirClientId}`)).body)).toEqual([]);
    expect(csvRecords((await exportOf(cast.outsider, `?clientId=${acmeId}`)).body)).toEqual([]);
    expect(idsOf(csvRecords((await exportOf(cast.outsider)).body))).toEqual([theirs]);
  });
});

describe('GET /time/entries/export.xlsx', () => {
  it('gives the same lines as a workbook with typed cells that the library reads back', async () => {
    const response = await exportOf(cast.owner, `?clientId=${acmeId}`, 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('time-entries-2026-11-20.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const records = sheetRecords(sheet);
    expect(idsOf(records)).toEqual([managerEntry, unbillable, memberEntry]);
    expect(records[2]).toMatchObject({
      Date: new Date('2026-11-02T00:00:00Z'),
      Start: new Date('1899-12-30T10:00:00Z'),
      Client: 'Acme',
      Notes: "=cmd|' /C calc'!A0",
      Hours: 1.5,
      'Billable amount': 150,
    });
    expect(records[0]).toMatchObject({ Billed: 'yes', Invoice: 'draft', 'Bill rate': 33.33 });
    const member = sheetRecords(await readSheet((await exportOf(cast.member, '', 'xlsx')).rawPayload));
    expect(idsOf(member)).toEqual([unbillable, memberEntry]);
    expect(member[0]).not.toHaveProperty('Cost rate');
  });

  it('refuses what the CSV refuses, in the error shape', async () => {
    const bad = await exportOf(cast.owner, '?tagId=x', 'xlsx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await exportOf(cast.member, `?userId=${cast.manager.userId}`, 'xlsx')).statusCode).toBe(403);
    const foreign = sheetRecords(
      await readSheet((await exportOf(cast.owner, `?clientId=${theirClientId}`, 'xlsx')).rawPayload),
    );
    expect(foreign).toEqual([]);
  });
});
