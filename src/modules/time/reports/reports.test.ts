import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/support/actors.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { csvRecords } from '../../../../test/support/csv.js';
import { createProject } from '../../../../test/support/projects.js';
import { logTime } from '../../../../test/support/time.js';
import { readSheet, sheetRecords } from '../../../../test/support/xlsx.js';

/** GET /reports/time and its exports through the real app (docs/reports.md). Friday 20 November 2026. */
const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const { owner, manager, member, outsider } = cast;

const site = await createProject(t, owner, { name: 'Site', clientName: 'Acme', assignedUserIds: [member.memberId] });
const app = await createProject(t, owner, { name: 'App', clientName: 'Globex', assignedUserIds: [member.memberId] });
const theirs = await createProject(t, outsider, { name: 'Theirs', clientName: 'Acme' });
const clientOf = (project: unknown) => (project as { clientId: string }).clientId;

async function post(actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}
const design = await post(owner, `/projects/${site.id}/tasks`, { name: 'Design' });
const urgent = await post(owner, '/tags', { name: 'Urgent' });

// This week (Monday 16 to Sunday 22 November, UTC): 1 h Site/Design/Urgent, 2.5 h App not billable
// (member), 1 h on no project (manager); last week 0.5 h on Site; the outsider's hour elsewhere.
await logTime(t, member, '2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z', {
  projectId: site.id,
  taskId: design.id,
  tagIds: [urgent.id],
});
await logTime(t, member, '2026-11-17T09:00:00Z', '2026-11-17T11:30:00Z', { projectId: app.id, isBillable: false });
await logTime(t, manager, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z');
await logTime(t, member, '2026-11-12T09:00:00Z', '2026-11-12T09:30:00Z', { projectId: site.id });
await logTime(t, outsider, '2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z', { projectId: theirs.id });

function get(actor: Actor, url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
}

interface Line {
  key: string | null;
  label: string;
  seconds: number;
  billableSeconds: number;
  children?: Line[];
}

async function report(actor: Actor, query = '') {
  const response = await get(actor, `/reports/time${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { period: unknown; totals: Record<string, number>; groups: Line[] };
}

const flat = (groups: Line[]) => groups.map((group) => [group.label, group.seconds]);

describe('GET /reports/time', () => {
  it('defaults to this week grouped by project, most time first, with totals', async () => {
    const data = await report(owner);
    expect(data.period).toEqual({ from: '2026-11-16', to: '2026-11-22', timeZone: 'UTC' });
    expect(data.totals).toEqual({ seconds: 16_200, billableSeconds: 7200, entries: 3 });
    expect(flat(data.groups)).toEqual([
      ['App', 9000],
      ['No project', 3600],
      ['Site', 3600],
    ]);
    expect(data.groups[0]!.billableSeconds).toBe(0);
  });

  it('groups by each dimension', async () => {
    const expected: Record<string, Array<[string, number]>> = {
      client: [
        ['Globex', 9000],
        ['Acme', 3600],
        ['No client', 3600],
      ],
      task: [
        ['No task', 12_600],
        ['Design', 3600],
      ],
      member: [
        ['Member Person', 12_600],
        ['Manager Person', 3600],
      ],
      day: [
        ['2026-11-16', 3600],
        ['2026-11-17', 9000],
        ['2026-11-18', 3600],
      ],
      week: [
        ['2026-11-09', 1800],
        ['2026-11-16', 16_200],
      ],
    };
    for (const [groupBy, lines] of Object.entries(expected)) {
      const from = groupBy === 'week' ? '&from=2026-11-09&to=2026-11-22' : '';
      expect(flat((await report(owner, `?groupBy=${groupBy}${from}`)).groups), groupBy).toEqual(lines);
    }
  });

  it('starts weeks on the organization’s first day of the week', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/settings',
      headers: owner.headers,
      payload: { firstDayOfWeek: 7 },
    });
    const data = await report(owner, '?groupBy=week&from=2026-11-09&to=2026-11-22');
    expect(flat(data.groups)).toEqual([
      ['2026-11-08', 1800],
      ['2026-11-15', 16_200],
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/settings',
      headers: owner.headers,
      payload: { firstDayOfWeek: 1 },
    });
  });

  it('nests a second level under each group', async () => {
    const data = await report(owner, '?groupBy=project&thenBy=member');
    expect(data.groups.map((group) => [group.label, flat(group.children!)])).toEqual([
      ['App', [['Member Person', 9000]]],
      ['No project', [['Manager Person', 3600]]],
      ['Site', [['Member Person', 3600]]],
    ]);
  });

  it('filters by client, project, task, tag, person, billable and status', async () => {
    const cases: Array<[string, number]> = [
      [`clientId=${clientOf(site)}`, 3600],
      [`projectId=${app.id}`, 9000],
      [`taskId=${design.id}`, 3600],
      [`tagId=${urgent.id}`, 3600],
      [`userId=${manager.userId}`, 3600],
      ['billable=false', 9000],
      ['billable=true', 7200],
      ['status=APPROVED', 0],
      ['status=PENDING', 16_200],
    ];
    for (const [query, seconds] of cases)
      expect((await report(owner, `?${query}`)).totals.seconds, query).toBe(seconds);
  });

  it('shows a member only their own time, and refuses someone else’s (403)', async () => {
    expect((await report(member)).totals.seconds).toBe(12_600);
    const response = await get(member, `/reports/time?userId=${manager.userId}`);
    expect(response.statusCode).toBe(403);
  });

  it("matches nothing with another organization's ids, and shows them none of ours", async () => {
    for (const query of [`projectId=${theirs.id}`, `clientId=${clientOf(theirs)}`])
      expect((await report(owner, `?${query}`)).groups, query).toEqual([]);
    expect((await report(outsider, `?projectId=${site.id}`)).groups).toEqual([]);
    expect(flat((await report(outsider)).groups)).toEqual([['Theirs', 3600]]);
  });

  it('refuses bad input with 400 in the error shape', async () => {
    for (const query of [
      'groupBy=color',
      'groupBy=day&thenBy=day',
      'from=2026-11-20&to=2026-11-19',
      'from=2025-01-01&to=2026-11-20',
      'from=yesterday',
      'projectId=nope',
      'billable=maybe',
    ]) {
      const response = await get(owner, `/reports/time?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        error: expect.any(String),
        message: expect.any(String),
        hint: expect.any(String),
      });
    }
  });
});

describe('report exports', () => {
  it('write one CSV line per group and child, hours in decimal, and the totals', async () => {
    const response = await get(owner, '/reports/time/export.csv?groupBy=project&thenBy=member');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('time-report-2026-11-16-2026-11-22.csv');
    expect(csvRecords(response.body)).toEqual([
      { Project: 'App', Member: 'Member Person', Hours: '2.5', 'Billable hours': '0' },
      { Project: 'No project', Member: 'Manager Person', Hours: '1', 'Billable hours': '1' },
      { Project: 'Site', Member: 'Member Person', Hours: '1', 'Billable hours': '1' },
      { Project: 'Total', Member: '', Hours: '4.5', 'Billable hours': '2' },
    ]);
  });

  it('open as a workbook with typed days and hours', async () => {
    const response = await get(member, '/reports/time/export.xlsx?groupBy=day');
    expect(response.statusCode).toBe(200);
    const records = sheetRecords(await readSheet(response.rawPayload));
    expect(records).toEqual([
      { Day: new Date('2026-11-16T00:00:00Z'), Hours: 1, 'Billable hours': 1 },
      { Day: new Date('2026-11-17T00:00:00Z'), Hours: 2.5, 'Billable hours': 0 },
      { Day: 'Total', Hours: 3.5, 'Billable hours': 1 },
    ]);
  });

  it('refuse what the report refuses', async () => {
    const response = await get(owner, '/reports/time/export.xlsx?groupBy=week&thenBy=week');
    expect(response.statusCode).toBe(400);
  });
});
