import { describe, expect, it } from 'vitest';
import { addMember } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';
import { logTime, review } from '../../../test/support/time.js';

/**
 * The AI's figures follow the product's own rules (issue 20 item 1), checked through the real app
 * against the routes that state those rules: rejected time is no work, approved and pending are told
 * apart, money is the financial summary's, idle time lands on the day it happened, a Monday is
 * compared with the Friday before, and a normal working day is not overtime.
 */
const clock = testClock('2026-11-27T18:00:00Z'); // Friday evening
const { t, cast } = await castApp({ clock });
const { owner } = cast;
const grace = await addMember(t, owner, 'MEMBER', { fullName: 'Grace Hopper', weeklyCapacityHours: 35 });
const project = await createProject(t, owner, {
  name: 'Compiler',
  hourlyBillRate: 100,
  assignedUserIds: [grace.userId],
});

const post = async (path: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

// Monday 23 November: 7 hours (a normal day of a 35-hour, five-day week), one more hour rejected.
const monday = [
  await logTime(t, grace, '2026-11-23T08:00:00Z', '2026-11-23T12:00:00Z', { projectId: project.id }),
  await logTime(t, grace, '2026-11-23T13:00:00Z', '2026-11-23T16:00:00Z', { projectId: project.id }),
];
const rejected = await logTime(t, grace, '2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z', { projectId: project.id });
expect((await review(t, owner, [monday[0]!.id], 'APPROVED')).statusCode).toBe(200);
expect((await review(t, owner, [rejected.id], 'REJECTED', 'Not on this project')).statusCode).toBe(200);
// Friday 20 November: 5 hours; Sunday 22 November: 2 hours (a day off, not the comparison).
await logTime(t, grace, '2026-11-20T09:00:00Z', '2026-11-20T14:00:00Z', { projectId: project.id });
await logTime(t, grace, '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z', { projectId: project.id });
// Tuesday 22:00 to Wednesday 02:00 with an hour idle: half of the idle hour on each day.
await insertTimeEntry(t, {
  orgId: owner.orgId,
  memberId: grace.memberId,
  projectId: project.id,
  startTime: '2026-11-24T22:00:00Z',
  endTime: '2026-11-25T02:00:00Z',
  idleSeconds: 3600,
  status: 'PENDING',
});

describe('AI figures by the product’s rules', () => {
  it('leaves rejected time out of worked and billable time, and tells approved from pending', async () => {
    const { facts, summary } = await post('/ai/summary/daily', { date: '2026-11-23' });
    expect(facts.period.totals).toMatchObject({
      hours: 7,
      billableHours: 7,
      billableAmount: 700,
      approvedHours: 4,
      pendingHours: 3,
      rejectedHours: 1,
    });
    expect(summary).toContain('7 h logged');
    expect(summary).not.toContain('8 h');
  });

  it('compares a Monday with the Friday before, not with Sunday', async () => {
    const { facts, summary } = await post('/ai/summary/daily', { date: '2026-11-23' });
    expect(facts).toMatchObject({ previousDay: '2026-11-20', previousDayHours: 5 });
    expect(summary).toContain('more than 2026-11-20 (5 h)');
  });

  it('does not call a normal working day overtime', async () => {
    const { facts } = await post('/ai/summary/daily', { date: '2026-11-23' });
    expect(facts.period.members.find((member: { name: string }) => member.name === 'Grace Hopper')).toMatchObject({
      hours: 7,
      capacityHours: 7,
      overtimeHours: 0,
    });
  });

  it('puts an overnight entry’s idle time on each day in proportion', async () => {
    const tuesday = (await post('/ai/summary/daily', { date: '2026-11-24' })).facts.period.totals;
    const wednesday = (await post('/ai/summary/daily', { date: '2026-11-25' })).facts.period.totals;
    expect([tuesday.idleHours, tuesday.hours]).toEqual([0.5, 1.5]);
    expect([wednesday.idleHours, wednesday.hours]).toEqual([0.5, 1.5]);
  });

  it('states the revenue the financial summary states for the same days', async () => {
    const answered = await t.app.inject({ method: 'GET', url: '/api/v1/ai/overview?days=7', headers: owner.headers });
    expect(answered.statusCode, answered.body).toBe(200);
    const { period } = answered.json().data.facts;
    // The overview's days (the organization is on UTC): its first day to the day its window ends in.
    const lastDay = new Date(Date.parse(period.to) - 1).toISOString().slice(0, 10);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/v1/financials/summary?from=${period.from.slice(0, 10)}&to=${lastDay}`,
      headers: owner.headers,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(period.totals.billableAmount).toBeGreaterThan(0);
    expect(period.totals.billableAmount).toBe(summary.json().data.totals.revenue);
  });
});
