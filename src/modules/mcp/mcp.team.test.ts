import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { mcpToolData, mcpToolError } from '../../../test/support/mcp.js';
import { createProject } from '../../../test/support/projects.js';
import { logTime } from '../../../test/support/time.js';
import { setPlan } from '../organizations/index.js';

/**
 * The tools for the member list, hours per member and the AI summaries, through the real app: each
 * answers what its route answers for the same caller, refuses what the route refuses, and never
 * shows another organization's records.
 */
let t: TestApp;
let owner: Actor;
let manager: Actor;
let member: Actor;
let outsider: Actor;
let outsiderMember: Actor;

const HOUR = 3_600_000;
/** The server's clock stands mid-afternoon, so entries a few hours old are today's at any hour of the run. */
const NOW = new Date('2026-11-18T15:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const today = () => NOW.toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * HOUR).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(NOW.toISOString()) });
  owner = await registerOwner(t);
  manager = await addMember(t, owner, 'MANAGER', { fullName: 'Mona Manager', costRate: 40, billableRate: 90 });
  member = await addMember(t, owner, 'MEMBER', { fullName: 'Mick Member', costRate: 30, billableRate: 70 });
  outsider = await registerOwner(t, { fullName: 'Otto Outsider', organizationName: 'Other Org' });
  outsiderMember = await addMember(t, outsider, 'MEMBER', { fullName: 'Secret Outsider Person' });
  const project = await createProject(t, owner, { name: 'Apollo', assignedUserIds: [member.userId] });
  await logTime(t, member, ago(3), ago(1), { projectId: project.id, notes: 'member work' });
  await logTime(t, manager, ago(5), ago(4), { notes: 'manager work' });
  await logTime(t, outsider, ago(5), ago(2), { notes: 'outsider work' });
});

afterAll(() => t.close());

async function rest(actor: Actor, url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

type Members = { items: { user: { id: string; fullName: string }; costRate: number | null }[] };
type Report = { groups: { key: string | null; label: string; seconds: number }[]; totals: { seconds: number } };

describe('list_members', () => {
  it('answers what GET /organizations/members answers, rates only with members.rates.read', async () => {
    const asMember = await mcpToolData<Members>(t, member, 'list_members');
    expect(asMember).toEqual(await rest(member, '/organizations/members'));
    expect(asMember.items.map((item) => item.user.fullName)).toEqual(
      expect.arrayContaining(['Mona Manager', 'Mick Member']),
    );
    expect(asMember.items.every((item) => item.costRate === null)).toBe(true);

    const asManager = await mcpToolData<Members>(t, manager, 'list_members');
    expect(asManager).toEqual(await rest(manager, '/organizations/members'));
    expect(asManager.items.find((item) => item.user.id === member.userId)?.costRate).toBe(30);
  });

  it("never lists another organization's members", async () => {
    const text = JSON.stringify(await mcpToolData(t, manager, 'list_members', { limit: 200 }));
    expect(text).not.toContain(outsiderMember.userId);
    expect(text).not.toContain('Secret Outsider Person');
    expect(JSON.stringify(await mcpToolData(t, outsider, 'list_members'))).not.toContain(member.userId);
  });
});

describe('time_by_member', () => {
  const period = () => ({ from: daysAgo(2), to: today() });

  it("gives a manager every member's hours, as GET /reports/time?groupBy=member does", async () => {
    const report = await mcpToolData<Report>(t, manager, 'time_by_member', { ...period(), thenBy: 'project' });
    const route = await rest(manager, `/reports/time?groupBy=member&thenBy=project&from=${daysAgo(2)}&to=${today()}`);
    expect(report).toEqual(route);
    const labels = report.groups.map((group) => group.label);
    expect(labels).toEqual(expect.arrayContaining(['Mona Manager', 'Mick Member']));
    expect(labels).not.toContain('Otto Outsider');
  });

  it('gives a member only their own line, and refuses them a colleague', async () => {
    const report = await mcpToolData<Report>(t, member, 'time_by_member', period());
    expect(report.groups.map((group) => group.label)).toEqual(['Mick Member']);
    expect(report.totals.seconds).toBeGreaterThanOrEqual(7_000);
    const denied = await mcpToolError(t, member, 'time_by_member', { userId: manager.userId });
    expect(denied).toMatchObject({ status: 403, code: 'OWN_RECORDS_ONLY' });
  });

  it("answers NOT_FOUND for another organization's user, as for an unknown one", async () => {
    const error = await mcpToolError(t, manager, 'time_by_member', { ...period(), userId: outsider.userId });
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(JSON.stringify(error)).not.toContain('Otto Outsider');
  });
});

describe('AI tools', () => {
  it("ai_daily_summary answers the caller's day; the team's only for time.read.all", async () => {
    const mine = await mcpToolData<{ date: string; summary: string }>(t, member, 'ai_daily_summary', {
      date: today(),
    });
    expect(mine.date).toBe(today());
    expect(mine.summary.length).toBeGreaterThan(0);
    const text = JSON.stringify(mine);
    expect(text).not.toContain('manager work');
    expect(text).not.toContain('outsider work');

    const team = JSON.stringify(await mcpToolData(t, manager, 'ai_daily_summary', { date: today() }));
    expect(team).not.toContain('outsider work');
    expect(team).not.toContain('Otto Outsider');
  });

  it('ai_overview is for roles that read all time', async () => {
    expect(await mcpToolError(t, member, 'ai_overview')).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const overview = await mcpToolData<{ days: number; overview: string }>(t, manager, 'ai_overview', { days: 3 });
    expect(overview.days).toBe(3);
    expect(JSON.stringify(overview)).not.toContain('Otto Outsider');
  });

  it("ai_work_day reads a colleague's day only with time.read.all, never another organization's", async () => {
    const day = await mcpToolData<{ people: unknown[] }>(t, manager, 'ai_work_day', {
      date: today(),
      userId: member.userId,
    });
    expect(day.people).toHaveLength(1);
    expect(await mcpToolError(t, member, 'ai_work_day', { date: today(), userId: manager.userId })).toMatchObject({
      status: 403,
    });
    expect(await mcpToolError(t, manager, 'ai_work_day', { date: today(), userId: outsider.userId })).toMatchObject({
      status: 404,
    });
  });

  it("answers the plan gate as a tool error with the route's message and hint", async () => {
    await setPlan(t.database.db, outsider.orgId, 'FREE');
    const daily = await mcpToolError(t, outsider, 'ai_daily_summary', { date: today() });
    expect(daily).toMatchObject({ status: 402, code: 'PLAN_REQUIRED' });
    expect(daily.hint).toContain('PRO');

    await setPlan(t.database.db, outsider.orgId, 'PRO');
    expect(await mcpToolData(t, outsider, 'ai_daily_summary', { date: today() })).toBeDefined();
    const overview = await mcpToolError(t, outsider, 'ai_overview');
    expect(overview).toMatchObject({ status: 402, code: 'PLAN_REQUIRED' });
    expect(overview.hint).toContain('TEAM');
    expect(await mcpToolError(t, outsider, 'ai_work_day', { date: today() })).toMatchObject({ status: 402 });
  });
});
