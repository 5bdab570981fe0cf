import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry, type StoredEntry } from '../../../test/support/projects.js';

const clock = testClock('2026-11-20T12:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Summary Org' });
const worker = await addMember(t, owner, 'MEMBER', { fullName: 'Wanda Worker', weeklyCapacityHours: 40 });
const manager = await addMember(t, owner, 'MANAGER');
const outsider = await registerOwner(t, { organizationName: 'Elsewhere' });
const hourly = await createProject(t, owner, { name: 'Hourly', budgetType: 'HOURLY', totalBudget: 20 });
const fixed = await createProject(t, owner, {
  name: 'Fixed',
  budgetType: 'FIXED',
  totalBudget: 1000,
  clientName: 'Fixed Client',
});
const clientOf = (project: unknown) => (project as { clientId: string }).clientId;

const entry = (projectId: string, startTime: string, endTime: string | null, extra: Partial<StoredEntry> = {}) =>
  insertTimeEntry(t, { orgId: owner.orgId, memberId: worker.memberId, projectId, startTime, endTime, ...extra });

// October: the comparison month.
await entry(hourly.id, '2026-10-05T08:00:00Z', '2026-10-05T16:00:00Z', { billRate: '100.00', costRate: '50.00' });
await entry(fixed.id, '2026-10-06T08:00:00Z', '2026-10-06T18:00:00Z', { billRate: '80.00', costRate: '30.00' });
// November.
await entry(hourly.id, '2026-11-02T09:00:00Z', '2026-11-02T12:00:00Z', { billRate: '100.00', costRate: '40.00' });
await entry(hourly.id, '2026-11-03T09:00:00Z', '2026-11-03T10:20:00Z', { billRate: '33.33', costRate: '10.00' });
await entry(hourly.id, '2026-11-04T09:00:00Z', '2026-11-04T10:00:00Z', {
  billRate: '100.00',
  costRate: '40.00',
  isBillable: false,
});
await entry(hourly.id, '2026-11-05T09:00:00Z', '2026-11-05T14:00:00Z', {
  billRate: '100.00',
  costRate: '40.00',
  status: 'REJECTED',
});
await entry(hourly.id, '2026-11-20T11:00:00Z', null, { billRate: '100.00', costRate: '40.00' });
await entry(fixed.id, '2026-11-06T08:00:00Z', '2026-11-06T13:00:00Z', { billRate: '80.00', costRate: '30.00' });

function summary(query = '', headers = owner.headers) {
  return t.app.inject({ method: 'GET', url: `/api/v1/financials/summary${query}`, headers });
}

describe('GET /financials/summary', () => {
  it('sums this month at the snapshotted rates, recognises fixed budgets up to the budget, and compares', async () => {
    const response = await summary();
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.period).toEqual({ from: '2026-11-01', to: '2026-11-30', days: 30 });
    // Hourly: 300 + 4800 s × 33.33 / 3600 = 44.44; fixed: 1200 earned by the end, 800 before, capped at 1000 → 200.
    // Cost: hourly 120 + 13.333… + 40 = 173.33 (rounded once per project), fixed 150.
    expect(data.totals).toEqual({
      revenue: 544.44,
      cost: 323.33,
      profit: 221.11,
      marginPercent: 40.61,
      hoursLogged: 10.33,
      billableHours: 9.33,
    });
    expect(data.comparison).toEqual({
      period: { from: '2026-10-01', to: '2026-10-31', days: 31 },
      totals: { revenue: 1600, cost: 700, profit: 900, marginPercent: 56.25, hoursLogged: 18, billableHours: 18 },
    });
    expect(data.change).toEqual({ revenue: -1055.56, cost: -376.67, profit: -678.89 });
    expect(data.projects).toEqual([
      {
        projectId: hourly.id,
        projectName: 'Hourly',
        clientName: 'Client Co',
        budgetType: 'HOURLY',
        totalBudget: 20,
        hoursLogged: 5.33,
        billableHours: 4.33,
        revenue: 344.44,
        cost: 173.33,
        profit: 171.11,
        marginPercent: 49.68,
        budgetUsedPercent: 66.67,
        overBudget: false,
      },
      {
        projectId: fixed.id,
        projectName: 'Fixed',
        clientName: 'Fixed Client',
        budgetType: 'FIXED',
        totalBudget: 1000,
        hoursLogged: 5,
        billableHours: 5,
        revenue: 200,
        cost: 150,
        profit: 50,
        marginPercent: 25,
        budgetUsedPercent: 120,
        overBudget: true,
      },
    ]);
    const wanda = data.members.find((member: { memberId: string }) => member.memberId === worker.memberId);
    // Capacity: 40 h over five working days, November 2026 has 21 of them: 168 h.
    expect(wanda).toMatchObject({
      fullName: 'Wanda Worker',
      weeklyCapacityHours: 40,
      capacityHours: 168,
      hoursLogged: 10.33,
      billableHours: 9.33,
      utilisationPercent: 6.15,
      billableUtilisationPercent: 5.56,
    });
    const boss = data.members.find((member: { memberId: string }) => member.memberId === owner.memberId);
    expect(boss).toMatchObject({ hoursLogged: 0, capacityHours: null, utilisationPercent: null });
  });

  it('takes a period of days and compares with as many days before', async () => {
    const data = (await summary('?from=2026-11-02&to=2026-11-03')).json().data;
    expect(data.period).toEqual({ from: '2026-11-02', to: '2026-11-03', days: 2 });
    expect(data.totals.revenue).toBe(344.44);
    expect(data.comparison.period).toEqual({ from: '2026-10-31', to: '2026-11-01', days: 2 });
    expect(data.comparison.totals).toMatchObject({ revenue: 0, cost: 0, marginPercent: null });
    expect(data.members.find((m: { memberId: string }) => m.memberId === worker.memberId).capacityHours).toBe(16); // Monday and Tuesday, 8 h each
  });

  it('filters by project', async () => {
    const data = (await summary(`?projectId=${fixed.id}`)).json().data;
    expect(data.projects.map((project: { projectId: string }) => project.projectId)).toEqual([fixed.id]);
    expect(data.totals).toMatchObject({ revenue: 200, cost: 150 });
  });

  it("filters by client: its projects' figures, and members' hours on them only", async () => {
    const data = (await summary(`?clientId=${clientOf(fixed)}`)).json().data;
    expect(data.projects.map((project: { projectId: string }) => project.projectId)).toEqual([fixed.id]);
    expect(data.totals).toMatchObject({ revenue: 200, cost: 150, hoursLogged: 5 });
    expect(data.comparison.totals).toMatchObject({ hoursLogged: 10 });
    const wanda = data.members.find((member: { memberId: string }) => member.memberId === worker.memberId);
    expect(wanda).toMatchObject({ hoursLogged: 5, billableHours: 5 });
    const both = (await summary(`?clientId=${clientOf(hourly)}&projectId=${fixed.id}`)).json().data;
    expect(both.projects).toEqual([]);
  });

  it("refuses a client id that is not a UUID (400) and another organization's client (404)", async () => {
    const bad = await summary('?clientId=fixed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const foreign = await createProject(t, outsider, { clientName: 'Their Client' });
    const missing = await summary(`?clientId=${clientOf(foreign)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await summary(`?clientId=${clientOf(fixed)}`, outsider.headers)).statusCode).toBe(404);
  });

  it('an empty month is all zeros', async () => {
    const data = (await summary('?from=2025-01-01&to=2025-01-31')).json().data;
    expect(data.totals).toEqual({
      revenue: 0,
      cost: 0,
      profit: 0,
      marginPercent: null,
      hoursLogged: 0,
      billableHours: 0,
    });
    expect(data.projects).toEqual([]);
  });

  it('refuses half a period, a reversed one and one over 366 days', async () => {
    for (const query of [
      '?from=2026-11-01',
      '?to=2026-11-01',
      '?from=2026-11-02&to=2026-11-01',
      '?from=2025-01-01&to=2026-01-02',
    ]) {
      const response = await summary(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it("is for financials.read only, and another organization's project is 404", async () => {
    expect((await summary('', manager.headers)).statusCode).toBe(403);
    expect((await summary('', worker.headers)).statusCode).toBe(403);
    const foreign = await createProject(t, outsider);
    expect((await summary(`?projectId=${foreign.id}`)).statusCode).toBe(404);
    const theirs = (await summary('', outsider.headers)).json().data;
    expect(theirs.totals.revenue).toBe(0);
    expect(theirs.projects).toEqual([]);
    expect(theirs.members.map((m: { memberId: string }) => m.memberId)).toEqual([outsider.memberId]);
    const wrongHeader = { ...outsider.headers, 'x-organization-id': owner.orgId };
    expect((await summary('', wrongHeader)).statusCode).toBe(403);
  });
});
