import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Actor, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { createProject, insertTimeEntry, type ProjectJson, type StoredEntry } from '../../../test/support/projects.js';

let t: TestApp;
let cast: Cast;
let fixed: ProjectJson;
let hourly: ProjectJson;
let idle: ProjectJson;

const entry = (
  actor: Actor,
  project: ProjectJson,
  startTime: string,
  endTime: string | null,
  extra: Partial<StoredEntry> = {},
) =>
  insertTimeEntry(t, {
    orgId: actor.orgId,
    memberId: actor.memberId,
    projectId: project.id,
    startTime,
    endTime,
    ...extra,
  });

beforeAll(async () => {
  t = await buildTestApp();
  cast = await castOf(t);
  fixed = await createProject(t, cast.owner, { code: 'FIX', totalBudget: 1000, assignedUserIds: [cast.member.userId] });
  hourly = await createProject(t, cast.owner, { code: 'HRS', budgetType: 'HOURLY', totalBudget: 10 });
  idle = await createProject(t, cast.owner, { code: 'IDLE' });

  // 2 h billable: 200.00 billed, 40.00 cost.
  await entry(cast.member, fixed, '2026-11-02T09:00:00Z', '2026-11-02T11:00:00Z', {
    costRate: '20.00',
    billRate: '100.00',
  });
  // 1 h 30 min less 10 min idle = 4800 s, still PENDING: 120.00 billed, 40.00 cost.
  await entry(cast.manager, fixed, '2026-11-02T12:00:00Z', '2026-11-02T13:30:00Z', {
    idleSeconds: 600,
    status: 'PENDING',
    costRate: '30.00',
    billRate: '90.00',
  });
  // 1 h not billable: cost only, 20.00.
  await entry(cast.member, fixed, '2026-11-03T09:00:00Z', '2026-11-03T10:00:00Z', {
    isBillable: false,
    costRate: '20.00',
    billRate: '100.00',
  });
  // 20 min at awkward rates: 11.11 billed, 3.3366… cost, rounded once on the total.
  await entry(cast.admin, fixed, '2026-11-03T11:00:00Z', '2026-11-03T11:20:00Z', {
    costRate: '10.01',
    billRate: '33.33',
  });
  // Never counted: a rejected entry and a running timer.
  await entry(cast.member, fixed, '2026-11-04T09:00:00Z', '2026-11-04T10:00:00Z', {
    status: 'REJECTED',
    costRate: '20.00',
    billRate: '100.00',
  });
  await entry(cast.admin, fixed, '2026-11-05T09:00:00Z', null, { costRate: '20.00', billRate: '100.00' });
  // 2 h against an HOURLY budget of 10 h.
  await entry(cast.member, hourly, '2026-11-02T14:00:00Z', '2026-11-02T16:00:00Z', {
    costRate: '20.00',
    billRate: '50.00',
  });
});
afterAll(() => t.close());

async function listed(actor: Actor): Promise<Map<string, ProjectJson>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json().data.items as ProjectJson[]).map((project) => [project.id, project]));
}

describe('profitability in the project list', () => {
  it('adds up finished, not rejected entries at their own rates', async () => {
    const projects = await listed(cast.owner);
    expect(projects.get(fixed.id)!.profitability).toEqual({
      hoursLogged: 4.67,
      billableHours: 3.67,
      billableAmount: 331.11,
      cost: 103.34,
      profit: 227.77,
      marginPercent: 68.79,
      budgetUsedPercent: 33.11,
      budgetRemaining: 668.89,
    });
    expect(projects.get(hourly.id)!.profitability).toEqual({
      hoursLogged: 2,
      billableHours: 2,
      billableAmount: 100,
      cost: 40,
      profit: 60,
      marginPercent: 60,
      budgetUsedPercent: 20,
      budgetRemaining: 8,
    });
    expect(projects.get(idle.id)!.profitability).toEqual({
      hoursLogged: 0,
      billableHours: 0,
      billableAmount: 0,
      cost: 0,
      profit: 0,
      marginPercent: null,
      budgetUsedPercent: 0,
      budgetRemaining: 10_000,
    });
  });

  it('gives the same figures for one project', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${fixed.id}`,
      headers: cast.admin.headers,
    });
    expect(response.json().data.profitability).toMatchObject({ billableAmount: 331.11, cost: 103.34 });
  });

  it('shows a Manager hours and hour budgets, but no money', async () => {
    const projects = await listed(cast.manager);
    expect(projects.get(fixed.id)!.profitability).toEqual({
      hoursLogged: 4.67,
      billableHours: 3.67,
      billableAmount: null,
      cost: null,
      profit: null,
      marginPercent: null,
      budgetUsedPercent: null,
      budgetRemaining: null,
    });
    expect(projects.get(hourly.id)!.profitability).toMatchObject({
      billableAmount: null,
      budgetUsedPercent: 20,
      budgetRemaining: 8,
    });
  });

  it('shows a Member their assigned projects only, without money', async () => {
    const projects = await listed(cast.member);
    expect([...projects.keys()]).toEqual([fixed.id]);
    expect(projects.get(fixed.id)!).toMatchObject({
      totalBudget: null,
      profitability: {
        hoursLogged: 4.67,
        billableAmount: null,
        cost: null,
        profit: null,
        marginPercent: null,
        budgetUsedPercent: null,
      },
    });
  });
});
