import { describe, expect, it } from 'vitest';
import { addMemberWithRole } from '../../../test/support/actors.js';
import { knownOrganizationApp } from '../../../test/support/ai-organization.js';

const { t, owner, ada, outsider, post, get } = await knownOrganizationApp();

describe('permissions and tenancy', () => {
  it("keeps a member to their own data and another organization's out", async () => {
    const own = await post(ada, '/ai/work-day', { date: '2026-11-18' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.people).toEqual([]);
    const other = await post(ada, '/ai/work-day', { date: '2026-11-18', userId: owner.userId });
    expect(other.statusCode).toBe(403);
    const foreign = await post(owner, '/ai/work-day', { date: '2026-11-16', userId: outsider.userId });
    expect(foreign.statusCode).toBe(404);
    // A member sees their own screenshots in their own day.
    const ownDay = (await post(ada, '/ai/work-day', { date: '2026-11-16' })).json().data;
    expect(ownDay.people[0].tasks[0].screenshots.count).toBe(3);
  });

  it("never counts another organization's screenshots, and counts only its own for it", async () => {
    // The other organization's screenshot was taken during Ada's task: neither side sees the other's.
    const ours = (await post(owner, '/ai/work-day', { date: '2026-11-16' })).json().data;
    const counts = ours.people.flatMap((p: { tasks: Array<{ screenshots: { count: number } }> }) =>
      p.tasks.map((task) => task.screenshots.count),
    );
    expect(counts).toEqual([3]);
    expect(JSON.stringify(ours)).not.toContain('Secret');
    const theirs = (await post(outsider, '/ai/work-day', { date: '2026-11-16' })).json().data;
    expect(theirs.people.map((p: { name: string }) => p.name)).toEqual(['Zed Outsider']);
    expect(theirs.people[0].tasks[0].screenshots).toMatchObject({
      count: 1,
      shots: [{ capturedAt: '2026-11-16T09:30:00.000Z' }],
    });
    const theirSummary = (await post(outsider, '/ai/summary/daily', { date: '2026-11-16' })).json().data;
    expect(theirSummary.facts.screenshots).toEqual([
      { member: 'Zed Outsider', count: 1, blurred: 0, requestedLive: 0 },
    ]);
    const wrongOrg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/work-day',
      headers: { authorization: `Bearer ${outsider.token}`, 'x-organization-id': owner.orgId },
      payload: { date: '2026-11-16' },
    });
    expect(wrongOrg.statusCode).toBe(403);
    const summary = (await post(ada, '/ai/summary/daily', { date: '2026-11-18' })).json().data;
    expect(summary.facts.period.totals.hours).toBe(0);
    expect((await get(ada, '/ai/weekly-report')).statusCode).toBe(403);
    const wrongHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat',
      headers: { authorization: `Bearer ${outsider.token}`, 'x-organization-id': owner.orgId },
      payload: { message: 'How many hours did Ada work?' },
    });
    expect(wrongHeader.statusCode).toBe(403);
  });

  it('chat answers from tools, refuses money without financials.read and names outside the organization', async () => {
    const hours = (await post(owner, '/ai/chat', { message: 'How many hours did Ada work this week?' })).json().data;
    expect(hours.engine).toBe('builtin');
    expect(hours.answer).toBe(
      'Ada Lovelace logged 9.25 h on all projects from 2026-11-16 to 2026-11-20 (9.25 h billable).',
    );
    const money = (await post(owner, '/ai/chat', { message: 'What is still unbilled this week?' })).json().data;
    expect(money.answer).toContain('805.00');
    const refused = (await post(ada, '/ai/chat', { message: 'What is still unbilled this week?' })).json().data;
    expect(refused.answer).toMatch(/your role does not include/i);
    const stranger = (await post(owner, '/ai/chat', { message: 'How many hours did Zed Outsider work?' })).json().data;
    expect(stranger.answer).toContain('could not find');
    expect(JSON.stringify(stranger)).not.toContain('Secret');
    const budget = (await post(owner, '/ai/chat', { message: 'Is Mobile App over budget?' })).json().data;
    expect(budget.answer).toBe('Mobile App has used 6 h of its 5 h budget (120%); it is over budget.');
    const unsupported = (await post(owner, '/ai/chat', { message: 'Write me a poem' })).json().data;
    expect(unsupported.answer).toContain('cannot answer');
  });

  it("states no one else's screenshots without screenshots.read.all: null, not 0", async () => {
    const lead = await addMemberWithRole(t, owner, 'Time lead', ['time.track', 'time.read.all', 'ai.use'], {
      fullName: 'Lee Lead',
    });
    const day = await post(lead, '/ai/work-day', { date: '2026-11-16', memberName: 'Ada Lovelace' });
    expect(day.statusCode, day.body).toBe(200);
    const person = day.json().data.people[0];
    expect(person.tasks[0]).toMatchObject({ hours: 3.25, screenshots: null });
    expect(person.screenshotsOutsideTasks).toBeNull();
    expect(day.json().data.summary).not.toContain('screenshot');
    const summary = (await post(lead, '/ai/summary/daily', { date: '2026-11-16' })).json().data;
    expect(summary.facts.period.totals.hours).toBe(3.25);
    expect(summary.facts.screenshots).toEqual([]);
  });

  it('declares every permission and plan on the route, where the OpenAPI document and the guard see them', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const declared = (method: string, path: string) => {
      const operation = spec.paths[`/api/v1${path}`][method];
      return { ...operation['x-access'], answers402: '402' in operation.responses };
    };
    const teamWide = ['time.read.all', 'ai.use'];
    expect({
      daily: declared('post', '/ai/summary/daily'),
      overview: declared('get', '/ai/overview'),
      workDay: declared('post', '/ai/work-day'),
      latest: declared('get', '/ai/weekly-report'),
      generate: declared('post', '/ai/weekly-report'),
      download: declared('get', '/ai/weekly-report/download'),
      chat: declared('post', '/ai/chat'),
    }).toEqual({
      daily: { kind: 'tenant', permissions: ['ai.use'], plan: 'ai', answers402: true },
      overview: { kind: 'tenant', permissions: teamWide, plan: 'ai.team', answers402: true },
      workDay: { kind: 'tenant', permissions: ['ai.use'], plan: 'ai.team', answers402: true },
      latest: { kind: 'tenant', permissions: teamWide, plan: null, answers402: false },
      generate: { kind: 'tenant', permissions: teamWide, plan: 'ai.team', answers402: true },
      // Generates a report (which needs the plan) only when none is stored yet: checked then.
      download: { kind: 'tenant', permissions: teamWide, plan: null, answers402: true },
      chat: { kind: 'tenant', permissions: ['ai.use'], plan: 'ai', answers402: true },
    });
    // A role that reads all time but may not use AI is refused by the guard, naming what it lacks.
    const reader = await addMemberWithRole(t, owner, 'Time reader', ['time.track', 'time.read.all'], {
      fullName: 'Rita Reader',
    });
    for (const refused of [await get(reader, '/ai/weekly-report'), await get(reader, '/ai/overview')]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', hint: expect.stringContaining("'ai.use'") });
    }
  });

  it('validates input', async () => {
    expect((await post(owner, '/ai/summary/daily', { date: '16/11/2026' })).statusCode).toBe(400);
    expect((await get(owner, '/ai/overview?days=31')).statusCode).toBe(400);
    expect((await post(owner, '/ai/chat', {})).statusCode).toBe(400);
  });
});
