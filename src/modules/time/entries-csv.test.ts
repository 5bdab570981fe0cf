import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { csvRecords, parseCsv } from '../../../test/support/csv.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';

const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const project = await createProject(t, cast.owner, { name: 'Website' });

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
const theirs = await insertTimeEntry(t, {
  orgId: cast.outsider.orgId,
  memberId: cast.outsider.memberId,
  projectId: (await createProject(t, cast.outsider)).id,
  startTime: '2026-11-02T09:00:00Z',
  endTime: '2026-11-02T10:00:00Z',
});

function exportCsv(actor: Actor, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/time/entries/export.csv${query}`, headers: actor.headers });
}

describe('GET /time/entries/export.csv', () => {
  it('gives a member their own entries without rates or amounts, notes defused', async () => {
    const response = await exportCsv(cast.member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('time-entries-2026-11-20.csv');
    const [header] = parseCsv(response.body);
    for (const money of ['costRate', 'billRate', 'billableAmount', 'costAmount']) expect(header).not.toContain(money);
    const records = csvRecords(response.body);
    expect(records.map((record) => record.id)).toEqual([unbillable, memberEntry]);
    expect(records[1]).toMatchObject({
      notes: "'=cmd|' /C calc'!A0",
      projectName: 'Website',
      durationSeconds: '5400',
      hours: '1.5',
      isBillable: 'true',
    });
    expect(Object.keys(records[0]!)).toHaveLength(header!.length);
  });

  it('gives a manager everyone with rates but no amounts, an owner amounts too, and honours the filters', async () => {
    const managers = csvRecords((await exportCsv(cast.manager)).body);
    expect(managers[2]).toMatchObject({ costRate: '40', billRate: '100' });
    expect(managers[2]).not.toHaveProperty('billableAmount');
    expect(managers[2]).not.toHaveProperty('costAmount');
    const records = csvRecords((await exportCsv(cast.owner)).body);
    expect(records.map((record) => record.id)).toEqual([managerEntry, unbillable, memberEntry]);
    expect(records[2]).toMatchObject({ costRate: '40', billRate: '100', billableAmount: '150', costAmount: '60' });
    expect(records[1]).toMatchObject({ billableAmount: '0', costAmount: '13.33' });
    expect(records[0]).toMatchObject({ billRate: '33.33', billableAmount: '33.33' });

    const filtered = csvRecords(
      (await exportCsv(cast.manager, `?userId=${cast.member.userId}&billable=true&from=2026-11-01&to=2026-11-02`)).body,
    );
    expect(filtered.map((record) => record.id)).toEqual([memberEntry]);
  });

  it("refuses a member someone else's entries, bad filters and other organizations", async () => {
    expect((await exportCsv(cast.member, `?userId=${cast.manager.userId}`)).statusCode).toBe(403);
    expect((await exportCsv(cast.member, '?from=2026-11-05&to=2026-11-01')).statusCode).toBe(400);
    expect((await exportCsv(cast.manager, '?status=LOST')).statusCode).toBe(400);
    const foreignUser = await exportCsv(cast.owner, `?userId=${cast.outsider.userId}`);
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json()).toMatchObject({ success: false });
    const foreign = { ...cast.outsider, headers: { ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId } };
    expect((await exportCsv(foreign)).statusCode).toBe(403);
    const ownOnly = csvRecords((await exportCsv(cast.owner)).body).map((record) => record.id);
    expect(ownOnly).not.toContain(theirs);
    expect(csvRecords((await exportCsv(cast.outsider)).body).map((record) => record.id)).toEqual([theirs]);
  });
});
