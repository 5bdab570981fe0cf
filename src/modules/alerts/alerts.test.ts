import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, lastEmailTo, type Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';
import { notifications } from '../notifications/notifications.tables.js';
import { runBudgetAlerts, runCapacityReminders } from './alerts.job.js';

const { t, cast } = await castApp();
const { owner, admin, manager, member, outsider } = cast;
const db = t.database.db;

const call = (actor: Actor, method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });

async function alertsOf(actor: Actor, type: string) {
  return db
    .select({ title: notifications.title, data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.orgId, actor.orgId),
        eq(notifications.memberId, actor.memberId),
        eq(notifications.type, type),
      ),
    );
}

/** `hours` of approved time for `actor` on a project, ending `daysAgo` days before now. */
async function logHours(actor: Actor, projectId: string, hours: number, daysAgo = 1) {
  const end = Date.now() - daysAgo * 86_400_000;
  return insertTimeEntry(t, {
    orgId: actor.orgId,
    memberId: actor.memberId,
    projectId,
    startTime: new Date(end - hours * 3_600_000).toISOString(),
    endTime: new Date(end).toISOString(),
  });
}

describe('alert settings', () => {
  it('are on by default and changed by Owners and Admins only', async () => {
    expect((await call(member, 'GET', '/organizations/current/alerts')).json().data).toEqual({
      budgetAlerts: true,
      capacityReminders: true,
      reminderWeekday: null,
      reminderHour: 15,
    });
    expect((await call(manager, 'PATCH', '/organizations/current/alerts', { reminderHour: 9 })).statusCode).toBe(403);
    const changed = await call(admin, 'PATCH', '/organizations/current/alerts', {
      reminderWeekday: 4,
      reminderHour: 9,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ reminderWeekday: 4, reminderHour: 9, budgetAlerts: true });
    // The rest of the settings kept their values.
    const again = await call(owner, 'PATCH', '/organizations/current/alerts', { capacityReminders: true });
    expect(again.json().data).toMatchObject({ reminderWeekday: 4, reminderHour: 9 });
  });

  it('refuse values out of range and empty changes, in the error shape', async () => {
    for (const payload of [
      { reminderHour: 24 },
      { reminderWeekday: 0 },
      {},
      { budgetAlerts: 'yes' },
      { other: true },
    ]) {
      const refused = await call(owner, 'PATCH', '/organizations/current/alerts', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it("are each organization's own", async () => {
    expect((await call(outsider, 'PATCH', '/organizations/current/alerts', { budgetAlerts: false })).statusCode).toBe(
      200,
    );
    expect((await call(owner, 'GET', '/organizations/current/alerts')).json().data.budgetAlerts).toBe(true);
    // The owner's token with the other organization's header is refused.
    const crossing = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/alerts',
      headers: { ...owner.headers, 'x-organization-id': outsider.orgId },
      payload: { budgetAlerts: false },
    });
    expect(crossing.statusCode).toBe(403);
    expect((await call(outsider, 'PATCH', '/organizations/current/alerts', { budgetAlerts: true })).statusCode).toBe(
      200,
    );
  });

  it('let each member switch their own, and only their own', async () => {
    const mine = await call(member, 'PATCH', '/organizations/members/me/alerts', { capacityReminders: false });
    expect(mine.json().data).toEqual({ budgetAlerts: true, capacityReminders: false });
    expect((await call(manager, 'GET', '/organizations/members/me/alerts')).json().data.capacityReminders).toBe(true);
    expect((await call(member, 'PATCH', '/organizations/members/me/alerts', {})).statusCode).toBe(400);
    await call(member, 'PATCH', '/organizations/members/me/alerts', { capacityReminders: true });
  });
});

describe('budget alerts', () => {
  it("tell the project's managers and the Owners once per threshold crossing, in-app and by email", async () => {
    const project = await createProject(t, owner, {
      budgetType: 'HOURLY',
      totalBudget: 10,
      assignedUserIds: [manager.userId, member.userId],
    });
    await logHours(member, project.id, 7);
    await runBudgetAlerts(db);
    expect(await alertsOf(manager, 'PROJECT_BUDGET_THRESHOLD')).toHaveLength(0);

    await logHours(member, project.id, 1.5, 2);
    // Two workers at once: one message each still.
    await Promise.all([runBudgetAlerts(db), runBudgetAlerts(db)]);
    for (const person of [owner, manager]) {
      const told = await alertsOf(person, 'PROJECT_BUDGET_THRESHOLD');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ data: { projectId: project.id, threshold: 80, usedPercent: 85 } });
    }
    // A member who cannot manage projects, and an Admin not assigned to it, are not told.
    expect(await alertsOf(member, 'PROJECT_BUDGET_THRESHOLD')).toHaveLength(0);
    expect(await alertsOf(admin, 'PROJECT_BUDGET_THRESHOLD')).toHaveLength(0);
    expect((await lastEmailTo(t, manager.email)).subject).toBe(`${project.name} has used 80% of its budget`);

    await logHours(member, project.id, 2, 3);
    await runBudgetAlerts(db);
    await runBudgetAlerts(db);
    expect((await alertsOf(owner, 'PROJECT_BUDGET_THRESHOLD')).map((row) => row.data)).toEqual([
      expect.objectContaining({ threshold: 80 }),
      expect.objectContaining({ threshold: 100, usedPercent: 105 }),
    ]);
    expect((await lastEmailTo(t, owner.email)).subject).toBe(`${project.name} is over its budget`);

    // The budget is raised above the time: both thresholds re-arm; crossing 80% again is a new occasion.
    const raised = await call(owner, 'PUT', `/projects/${project.id}`, { totalBudget: 100 });
    expect(raised.statusCode).toBe(200);
    await runBudgetAlerts(db);
    await call(owner, 'PUT', `/projects/${project.id}`, { totalBudget: 12 });
    await runBudgetAlerts(db);
    expect(await alertsOf(manager, 'PROJECT_BUDGET_THRESHOLD')).toHaveLength(3);
  });

  it('are not sent to someone who switched them off, nor in an organization that did', async () => {
    const project = await createProject(t, owner, {
      budgetType: 'HOURLY',
      totalBudget: 1,
      assignedUserIds: [manager.userId],
    });
    await call(manager, 'PATCH', '/organizations/members/me/alerts', { budgetAlerts: false });
    await logHours(member, project.id, 0.9);
    await runBudgetAlerts(db);
    const aboutIt = async (actor: Actor) =>
      (await alertsOf(actor, 'PROJECT_BUDGET_THRESHOLD')).filter(
        (row) => (row.data as { projectId?: string }).projectId === project.id,
      );
    expect(await aboutIt(owner)).toHaveLength(1);
    expect(await aboutIt(manager)).toHaveLength(0);

    await call(owner, 'PATCH', '/organizations/current/alerts', { budgetAlerts: false });
    await logHours(member, project.id, 0.5, 2);
    await runBudgetAlerts(db);
    expect(await aboutIt(owner)).toHaveLength(1);
    await call(owner, 'PATCH', '/organizations/current/alerts', { budgetAlerts: true });
    await call(manager, 'PATCH', '/organizations/members/me/alerts', { budgetAlerts: true });
  });
});

describe('capacity reminders', () => {
  it('nudge a member below their weekly capacity once, at the hour on the organization clocks', async () => {
    await call(owner, 'PATCH', '/organizations/current/settings', { timeZone: 'Europe/Berlin' });
    await call(owner, 'PATCH', '/organizations/current/alerts', { reminderWeekday: null, reminderHour: 15 });
    const short = await addMember(t, owner, 'MEMBER', { weeklyCapacityHours: 40 });
    const full = await addMember(t, owner, 'MEMBER', { weeklyCapacityHours: 10 });
    const project = await createProject(t, owner, { assignedUserIds: [short.userId, full.userId] });
    // Week of Monday 23 November 2026 in Berlin; Friday 27 November 15:00 there is 14:00 UTC.
    const entry = (actor: Actor, start: string, end: string) =>
      insertTimeEntry(t, {
        orgId: actor.orgId,
        memberId: actor.memberId,
        projectId: project.id,
        startTime: start,
        endTime: end,
      });
    await entry(short, '2026-11-23T08:00:00Z', '2026-11-23T16:00:00Z');
    // 23:30 Sunday in Berlin is the week before: not counted.
    await entry(short, '2026-11-22T22:00:00Z', '2026-11-22T22:59:00Z');
    await entry(full, '2026-11-24T08:00:00Z', '2026-11-24T18:00:00Z');

    await runCapacityReminders(db, new Date('2026-11-27T13:59:00Z'));
    expect(await alertsOf(short, 'CAPACITY_REMINDER')).toHaveLength(0);

    await Promise.all([
      runCapacityReminders(db, new Date('2026-11-27T14:00:00Z')),
      runCapacityReminders(db, new Date('2026-11-27T14:01:00Z')),
    ]);
    await runCapacityReminders(db, new Date('2026-11-28T10:00:00Z'));
    const reminded = await alertsOf(short, 'CAPACITY_REMINDER');
    expect(reminded).toHaveLength(1);
    expect(reminded[0]?.data).toEqual({ week: '2026-11-23', loggedHours: 8, capacityHours: 40 });
    expect((await lastEmailTo(t, short.email)).text).toContain('You have logged 8.00 h of your 40.00 h this week');
    expect(await alertsOf(full, 'CAPACITY_REMINDER')).toHaveLength(0);
    // Members of the other organization are never in this organization's reminders.
    expect(await alertsOf(outsider, 'CAPACITY_REMINDER')).toHaveLength(0);

    // The next week is a new occasion, unless the member switched reminders off.
    await call(short, 'PATCH', '/organizations/members/me/alerts', { capacityReminders: false });
    await runCapacityReminders(db, new Date('2026-12-04T14:30:00Z'));
    expect(await alertsOf(short, 'CAPACITY_REMINDER')).toHaveLength(1);
  });
});
