import { afterAll, expect } from 'vitest';
import { activitySlots, activitySlotUsages } from '../../src/modules/activities/index.js';
import { timeEntries } from '../../src/modules/time/index.js';
import { newId } from '../../src/platform/ids.js';
import { addMember, registerOwner, type Actor } from './actors.js';
import { buildTestApp, type TestApp } from './app.js';
import { testClock } from './clock.js';
import { createProject } from './projects.js';
import { uploadScreenshot } from './screenshots.js';

/**
 * For the AI tests' top level: the real app with one known organization (an owner and Ada, a
 * member with 10 hours' capacity; two projects; a week of entries in ISO week 2026-W47 and one
 * before it; an activity slot with app usage; screenshots, one blurred and one a live capture) and
 * an outsider's organization whose time and screenshots must never show up. Closed after the file.
 * The clock stands at Friday of 2026-W47, after the report hour.
 */
export async function knownOrganizationApp(env?: Record<string, string>) {
  const clock = testClock('2026-11-20T16:00:00Z');
  const t: TestApp = await buildTestApp({ clock, ...(env ? { env } : {}) });
  afterAll(() => t.close());

  async function entry(
    actor: Actor,
    projectId: string | null,
    start: string,
    end: string,
    extra: Partial<typeof timeEntries.$inferInsert> = {},
  ) {
    const id = newId();
    await t.database.db.insert(timeEntries).values({
      id,
      orgId: actor.orgId,
      memberId: actor.memberId,
      projectId,
      startTime: new Date(start),
      endTime: new Date(end),
      source: 'MANUAL',
      ...extra,
    });
    return id;
  }

  const post = (actor: Actor, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload: payload as object });
  const get = (actor: Actor, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });

  /** Uploads a screenshot through the API as the actor's tracker; its id. */
  async function screenshot(
    actor: Actor,
    projectId: string,
    capturedAt: string,
    extra: { slotClientId?: string; captureRequestId?: string } = {},
  ) {
    const response = await uploadScreenshot(t, actor, { projectId, capturedAt, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.screenshot.id as string;
  }

  clock.set('2026-11-14T08:00:00Z');
  const owner = await registerOwner(t, { fullName: 'Olivia Owner', organizationName: 'Known Org' });
  const ada = await addMember(t, owner, 'MEMBER', { fullName: 'Ada Lovelace', weeklyCapacityHours: 10 });
  const outsider = await registerOwner(t, { fullName: 'Zed Outsider', organizationName: 'Other Org' });
  const website = await createProject(t, owner, {
    name: 'Website',
    clientName: 'Acme Corp',
    budgetType: 'FIXED',
    totalBudget: 1000,
    assignedUserIds: [ada.userId],
  });
  const mobile = await createProject(t, owner, {
    name: 'Mobile App',
    clientName: 'Globex',
    budgetType: 'HOURLY',
    totalBudget: 5,
  });
  const loginTask = await post(owner, `/projects/${mobile.id}/tasks`, { name: 'Login flow' });
  expect(loginTask.statusCode, loginTask.body).toBe(201);
  const first = await entry(ada, website.id, '2026-11-16T09:00:00Z', '2026-11-16T12:30:00Z', {
    idleSeconds: 900,
    billRate: '100.00',
    notes: 'Fixed the API migration',
  });
  await entry(ada, mobile.id, '2026-11-17T13:00:00Z', '2026-11-17T19:00:00Z', {
    billRate: '80.00',
    taskId: loginTask.json().data.id as string,
    notes: 'Unit tests for login',
  });
  await entry(owner, website.id, '2026-11-18T10:00:00Z', '2026-11-18T11:15:00Z', { isBillable: false });
  await entry(ada, website.id, '2026-11-10T09:00:00Z', '2026-11-10T11:00:00Z', { billRate: '100.00' });
  // The other organization's time must never show up.
  const theirs = await createProject(t, outsider, { name: 'Secret' });
  await entry(outsider, theirs.id, '2026-11-16T08:00:00Z', '2026-11-16T17:00:00Z', {
    billRate: '999.00',
    notes: 'Secret work',
  });
  const slotId = newId();
  await t.database.db.insert(activitySlots).values({
    id: slotId,
    orgId: ada.orgId,
    memberId: ada.memberId,
    clientId: 'slot-1',
    projectId: website.id,
    timeEntryId: first,
    startTime: new Date('2026-11-16T09:00:00Z'),
    endTime: new Date('2026-11-16T09:10:00Z'),
    keyboardSeconds: 300,
    mouseSeconds: 300,
    activeSeconds: 480,
  });
  await t.database.db.insert(activitySlotUsages).values([
    { orgId: ada.orgId, slotId, kind: 'APP', name: 'Visual Studio Code', seconds: 400 },
    { orgId: ada.orgId, slotId, kind: 'APP', name: 'Slack', seconds: 200 },
  ]);
  // Screenshots, through the API: three during Ada's first task (one in the activity slot, one
  // blurred afterwards, one a live capture a manager asked for), one outside any entry, one of
  // the owner's on 2026-11-18, and one of the other organization during Ada's task.
  clock.set('2026-11-20T16:00:00Z');
  await screenshot(ada, website.id, '2026-11-16T09:05:00Z', { slotClientId: 'slot-1' });
  const blurred = await screenshot(ada, website.id, '2026-11-16T09:40:00Z');
  const blur = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/screenshots/${blurred}/blur`,
    headers: owner.headers,
    payload: { isBlurred: true },
  });
  expect(blur.statusCode, blur.body).toBe(200);
  clock.set('2026-11-16T10:30:00Z');
  const request = await post(owner, '/screenshots/request-live-capture', { memberId: ada.memberId });
  expect(request.statusCode, request.body).toBe(200);
  await screenshot(ada, website.id, '2026-11-16T10:30:00Z', { captureRequestId: request.json().data.command.id });
  clock.set('2026-11-20T16:00:00Z');
  await screenshot(ada, website.id, '2026-11-16T13:15:00Z');
  await screenshot(owner, website.id, '2026-11-18T10:30:00Z');
  await screenshot(outsider, theirs.id, '2026-11-16T09:30:00Z');
  return { t, clock, owner, ada, outsider, post, get, entry, website, mobile };
}

/**
 * Adds what the visibility tests need to the known organization: Mia, a Manager, and Adam, an
 * Admin; Backend, an HOURLY project of 20 h nobody is assigned to, with 2 billable hours of Mia's
 * at 50.00 on 2026-11-19 (100.00); Mia's running timer on no project since 15:00; and an
 * activity slot of Mia's in Figma. Ada (a Member) is assigned to Website only.
 */
export async function withTeamRoles(known: Awaited<ReturnType<typeof knownOrganizationApp>>) {
  const { t, owner, entry } = known;
  const mia = await addMember(t, owner, 'MANAGER', { fullName: 'Mia Manager' });
  const adam = await addMember(t, owner, 'ADMIN', { fullName: 'Adam Admin' });
  const backend = await createProject(t, owner, { name: 'Backend', budgetType: 'HOURLY', totalBudget: 20 });
  const worked = await entry(mia, backend.id, '2026-11-19T09:00:00Z', '2026-11-19T11:00:00Z', { billRate: '50.00' });
  await t.database.db.insert(timeEntries).values({
    id: newId(),
    orgId: mia.orgId,
    memberId: mia.memberId,
    projectId: null,
    startTime: new Date('2026-11-20T15:00:00Z'),
    endTime: null,
    isBillable: false,
    source: 'TIMER',
  });
  const slotId = newId();
  await t.database.db.insert(activitySlots).values({
    id: slotId,
    orgId: mia.orgId,
    memberId: mia.memberId,
    clientId: 'slot-mia',
    projectId: backend.id,
    timeEntryId: worked,
    startTime: new Date('2026-11-19T09:00:00Z'),
    endTime: new Date('2026-11-19T09:10:00Z'),
    keyboardSeconds: 300,
    mouseSeconds: 300,
    activeSeconds: 540,
  });
  await t.database.db
    .insert(activitySlotUsages)
    .values([{ orgId: mia.orgId, slotId, kind: 'APP', name: 'Figma', seconds: 600 }]);
  return { ...known, mia, adam, backend };
}
