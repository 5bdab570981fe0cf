import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { uploadScreenshot } from '../../../test/support/screenshots.js';
import { rowsOf } from '../../platform/db/rows.js';
import { newId } from '../../platform/ids.js';
import { activitySlots, activitySlotUsages } from '../activities/index.js';
import { setPlan } from '../organizations/index.js';
import { timeEntries } from '../time/index.js';
import { workingDaysIn } from '../../platform/dates.js';
import { numbersIn } from './grounding.rules.js';

/** Friday of ISO week 2026-W47, after the report hour. */
const clock = testClock('2026-11-20T16:00:00Z');
let t: TestApp;
let owner: Actor;
let ada: Actor;
let outsider: Actor;

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

beforeAll(async () => {
  t = await buildTestApp({ clock });
  clock.set('2026-11-14T08:00:00Z');
  owner = await registerOwner(t, { fullName: 'Olivia Owner', organizationName: 'Known Org' });
  ada = await addMember(t, owner, 'MEMBER', { fullName: 'Ada Lovelace', weeklyCapacityHours: 10 });
  outsider = await registerOwner(t, { fullName: 'Zed Outsider', organizationName: 'Other Org' });
  const website = await createProject(t, owner, {
    name: 'Website',
    budgetType: 'FIXED',
    totalBudget: 1000,
    assignedUserIds: [ada.userId],
  });
  const mobile = await createProject(t, owner, { name: 'Mobile App', budgetType: 'HOURLY', totalBudget: 5 });
  const first = await entry(ada, website.id, '2026-11-16T09:00:00Z', '2026-11-16T12:30:00Z', {
    idleSeconds: 900,
    billRate: '100.00',
    notes: 'Fixed the API migration',
  });
  await entry(ada, mobile.id, '2026-11-17T13:00:00Z', '2026-11-17T19:00:00Z', {
    billRate: '80.00',
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
}, 120_000);
afterAll(() => t?.close());

/** Screenshots of the known organization taken during each entry starting in [from, to). */
const screenshotCountsPerEntry = (from: string, to: string) => sql`select e.id, count(s.id)::int as count,
    (count(s.id) filter (where s.is_blurred))::int as blurred, (count(s.id) filter (where s.requested_live))::int as live
    from time_entries e join screenshots s on s.org_id = e.org_id and s.member_id = e.member_id
      and s.captured_at >= e.start_time and s.captured_at < coalesce(e.end_time, 'infinity')
    where e.org_id = ${owner.orgId} and e.start_time >= ${from}::timestamptz and e.start_time < ${to}::timestamptz
    group by e.id`;
/** Screenshots of the known organization per member, taken in [from, to). */
const screenshotCountsPerMember = (from: string, to: string) => sql`select member_id, count(*)::int as count,
    (count(*) filter (where is_blurred))::int as blurred, (count(*) filter (where requested_live))::int as live
    from screenshots where org_id = ${owner.orgId} and captured_at >= ${from}::timestamptz and captured_at < ${to}::timestamptz
    group by member_id`;
/** Screenshots taken in [from, to) during none of the member's entries. */
const screenshotsOutsideEntries = (from: string, to: string) => sql`select s.member_id, count(*)::int as count
    from screenshots s where s.org_id = ${owner.orgId} and s.captured_at >= ${from}::timestamptz and s.captured_at < ${to}::timestamptz
      and not exists (select 1 from time_entries e where e.org_id = s.org_id and e.member_id = s.member_id
        and s.captured_at >= e.start_time and s.captured_at < coalesce(e.end_time, 'infinity'))
    group by s.member_id`;

const sqlRows = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, string | number | null>>(await t.database.db.execute(query));

/** Every figure the database gives for the known organization, computed here with plain SQL. */
async function figuresFromDatabase(
  from: string,
  to: string,
  shiftDays = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000),
): Promise<Set<number>> {
  const q = sqlRows;
  const hours = (seconds: number) => Math.round(seconds / 36) / 100;
  const figures = new Set<number>([0]);
  const add = (value: number | string | null | undefined) =>
    value !== null && value !== undefined && figures.add(Math.round(Number(value) * 100) / 100);
  const org = owner.orgId;
  const window = sql`org_id = ${org} and start_time >= ${from}::timestamptz and start_time < ${to}::timestamptz`;
  const groups = [sql`member_id`, sql`project_id`, sql`(start_time at time zone 'UTC')::date`, sql`org_id`, sql`id`];
  for (const group of groups) {
    for (const row of await q(sql`select sum(worked_seconds)::int as worked,
        coalesce(sum(worked_seconds) filter (where is_billable), 0)::int as billable,
        coalesce(sum(round(worked_seconds * round(bill_rate * 100) / 3600)) filter (where is_billable), 0)::int as cents,
        sum(idle_seconds)::int as idle, count(*)::int as entries, count(distinct member_id)::int as people
        from time_entries where ${window} group by ${group}`)) {
      add(hours(Number(row.worked)));
      add(hours(Number(row.billable)));
      add(Number(row.cents) / 100);
      add(hours(Number(row.idle)));
      add(row.entries);
      add(row.people);
    }
  }
  const days = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  add(days);
  // Capacity: the weekly hours spread over the working days (Monday to Friday) the period touches.
  const workingDays = workingDaysIn(
    from.slice(0, 10),
    new Date(Date.parse(to) - 1).toISOString().slice(0, 10),
    [1, 2, 3, 4, 5],
  );
  for (const row of await q(sql`select m.weekly_capacity_hours as capacity, coalesce(sum(e.worked_seconds), 0)::int as worked
      from members m left join time_entries e on e.member_id = m.id and e.start_time >= ${from}::timestamptz and e.start_time < ${to}::timestamptz
      where m.org_id = ${org} group by m.id, m.weekly_capacity_hours`)) {
    if (row.capacity === null) continue;
    const capacity = Math.round((Number(row.capacity) * workingDays * 100) / 5) / 100;
    add(capacity);
    add(Math.max(0, Math.round((hours(Number(row.worked)) - capacity) * 100) / 100));
  }
  for (const row of await q(sql`select round(100.0 * sum(active_seconds) / sum(extract(epoch from end_time - start_time)))::int as percent
      from activity_slots where ${window} group by member_id`))
    add(row.percent);
  for (const row of await q(sql`select round(100.0 * sum(s.active_seconds) / sum(extract(epoch from s.end_time - s.start_time)))::int as percent
      from activity_slots s where ${window} and time_entry_id is not null group by time_entry_id`))
    add(row.percent);
  for (const row of await q(sql`select sum(u.seconds)::int as seconds from activity_slot_usages u join activity_slots s on s.id = u.slot_id
      where s.org_id = ${org} and s.start_time >= ${from}::timestamptz and s.start_time < ${to}::timestamptz group by u.name`))
    add(hours(Number(row.seconds)));
  for (const row of await q(screenshotCountsPerEntry(from, to))) [row.count, row.blurred, row.live].forEach(add);
  for (const row of await q(screenshotCountsPerMember(from, to))) [row.count, row.blurred, row.live].forEach(add);
  for (const row of await q(screenshotsOutsideEntries(from, to))) add(row.count);
  for (const row of await q(sql`select round(a.active_seconds * 1000.0 / extract(epoch from a.end_time - a.start_time)) / 10 as percent
      from screenshots s join activity_slots a on a.org_id = s.org_id and a.id = s.slot_id
      where s.org_id = ${org} and s.captured_at >= ${from}::timestamptz and s.captured_at < ${to}::timestamptz`))
    add(row.percent);
  // Budgets use all time; the same span shiftDays earlier gives the change.
  for (const row of await q(sql`select p.budget_type, p.total_budget, coalesce(sum(e.worked_seconds), 0)::int as worked,
      coalesce(round(sum(e.worked_seconds * coalesce(e.bill_rate, 0)) filter (where e.is_billable) / 36), 0)::int as cents
      from projects p left join time_entries e on e.project_id = p.id and e.status <> 'REJECTED' where p.org_id = ${org} group by p.id`)) {
    const used = row.budget_type === 'HOURLY' ? hours(Number(row.worked)) : Number(row.cents) / 100;
    add(row.total_budget);
    add(used);
    add(Math.round((used / Number(row.total_budget)) * 100));
  }
  const previousFrom = new Date(Date.parse(from) - shiftDays * 86_400_000).toISOString();
  const previousTo = new Date(Date.parse(to) - shiftDays * 86_400_000).toISOString();
  const [current] = await q(
    sql`select coalesce(sum(worked_seconds), 0)::int as worked from time_entries where ${window}`,
  );
  const [previous] = await q(sql`select coalesce(sum(worked_seconds), 0)::int as worked from time_entries
      where org_id = ${org} and start_time >= ${previousFrom}::timestamptz and start_time < ${previousTo}::timestamptz`);
  const before = hours(Number(previous!.worked));
  add(before);
  if (before > 0) add(Math.abs(Math.round(((hours(Number(current!.worked)) - before) / before) * 100)));
  return figures;
}

/** The numbers of a text once dates, times and week labels (checked elsewhere) are taken out. */
function figuresIn(text: string): number[] {
  const stripped = text
    .replace(/\d{4}-W\d{2}/g, ' ')
    .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, ' ')
    .replace(/\b\d{2}:\d{2}\b/g, ' ');
  return numbersIn(stripped).map((value) => Math.abs(value));
}

function expectTruthful(text: string, figures: Set<number>) {
  const unknown = figuresIn(text).filter((value) => !figures.has(Math.round(value * 100) / 100));
  expect(unknown, text).toEqual([]);
}

describe('AI on the trial, then by plan', () => {
  it('answers during the trial and refuses once it has ended', async () => {
    // Created 2026-11-14 08:00: the trial ends 2026-11-28 08:00 (tokens would expire before that
    // instant, so the end is moved before now instead of the clock after it).
    const during = await get(ada, '/organizations/current/plan');
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().data).toMatchObject({
      plan: 'TRIAL',
      trialEndsAt: '2026-11-28T08:00:00.000Z',
      features: { ai: true, teamAi: true },
    });
    await t.database.db.execute(
      sql`update organizations set trial_ends_at = '2026-11-20T15:00:00Z' where id = ${owner.orgId}`,
    );
    {
      const ended = (await get(owner, '/organizations/current/plan')).json().data;
      expect(ended).toMatchObject({
        plan: 'FREE',
        storedPlan: 'TRIAL',
        trialExpired: true,
        features: { ai: false, teamAi: false },
      });
      const refused = await post(owner, '/ai/summary/daily', { date: '2026-11-16' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ success: false, code: 'PLAN_REQUIRED' });
      expect(refused.json().hint).toContain('PRO');
      const overview = await get(owner, '/ai/overview');
      expect(overview.statusCode).toBe(402);
      expect(overview.json().hint).toContain('TEAM');
      await setPlan(t.database.db, owner.orgId, 'PRO');
      expect((await post(owner, '/ai/summary/daily', { date: '2026-11-16' })).statusCode).toBe(200);
      expect((await post(owner, '/ai/chat', { message: 'Who is online?' })).statusCode).toBe(200);
      expect((await get(owner, '/ai/overview')).statusCode).toBe(402);
      expect((await post(owner, '/ai/work-day', { date: '2026-11-16' })).statusCode).toBe(402);
      await setPlan(t.database.db, owner.orgId, 'TEAM');
      expect((await get(owner, '/ai/overview')).statusCode).toBe(200);
      expect((await get(owner, '/organizations/current/plan')).json().data).toMatchObject({
        plan: 'TEAM',
        trialEndsAt: null,
      });
    }
  });
});

describe('truthfulness: every number of every artefact comes from the database', () => {
  it('daily summary', async () => {
    const response = await post(owner, '/ai/summary/daily', { date: '2026-11-16' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.engine).toBe('builtin');
    expect(data.summary).toContain('Ada Lovelace');
    expect(data.summary).not.toContain('Secret');
    const figures = await figuresFromDatabase('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z');
    expect(data.facts.period.totals.hours).toBe(3.25);
    expect(data.facts.period.totals.billableAmount).toBe(325);
    // Screenshot counts per person equal a direct count (Ada's four; never the other organization's).
    const counted = await sqlRows(screenshotCountsPerMember('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    expect(counted).toEqual([{ member_id: ada.memberId, count: 4, blurred: 1, live: 1 }]);
    expect(data.facts.screenshots).toEqual([{ member: 'Ada Lovelace', count: 4, blurred: 1, requestedLive: 1 }]);
    expect(data.summary).toContain('Screenshots: Ada Lovelace 4 (1 blurred, 1 requested live).');
    expectTruthful(data.summary, figures);
  });

  it('overview', async () => {
    const response = await get(owner, '/ai/overview?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.facts.period.from).toBe('2026-11-14T00:00:00.000Z');
    const figures = await figuresFromDatabase('2026-11-14T00:00:00Z', '2026-11-21T00:00:00Z');
    expect(data.facts.period.totals).toMatchObject({ hours: 10.5, billableHours: 9.25, entries: 3, people: 2 });
    expect(data.facts.skills.map((s: { member: string }) => s.member)).toContain('Ada Lovelace');
    expect(data.overview).toContain('Skills seen');
    expectTruthful(data.overview, figures);
  });

  it('work day of one member by name, and of the team', async () => {
    const one = await post(owner, '/ai/work-day', { date: '2026-11-16', memberName: 'Ada Lovelace' });
    expect(one.statusCode, one.body).toBe(200);
    const data = one.json().data;
    expect(data.people).toHaveLength(1);
    expect(data.people[0].tasks[0]).toMatchObject({
      start: '2026-11-16T09:00:00.000Z',
      end: '2026-11-16T12:30:00.000Z',
      project: 'Website',
      notes: 'Fixed the API migration',
      hours: 3.25,
      activityPercent: 80,
      apps: ['Visual Studio Code', 'Slack'],
      screenshots: {
        count: 3,
        blurred: 1,
        requestedLive: 1,
        shots: [
          { capturedAt: '2026-11-16T09:05:00.000Z', activityPercent: 80, blurred: false, requestedLive: false },
          { capturedAt: '2026-11-16T09:40:00.000Z', activityPercent: null, blurred: true, requestedLive: false },
          { capturedAt: '2026-11-16T10:30:00.000Z', activityPercent: null, blurred: false, requestedLive: true },
        ],
      },
    });
    expect(data.people[0].screenshotsOutsideTasks).toMatchObject({ count: 1, blurred: 0, requestedLive: 0 });
    // The same numbers, counted directly in the database.
    const [perEntry] = await sqlRows(screenshotCountsPerEntry('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    expect(perEntry).toMatchObject({ count: 3, blurred: 1, live: 1 });
    const outside = await sqlRows(screenshotsOutsideEntries('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    expect(outside).toEqual([{ member_id: ada.memberId, count: 1 }]);
    expect(data.summary).toContain('09:00–12:30 UTC Website');
    expect(data.summary).toContain(
      '3 screenshots at 09:05 (activity 80%), 09:40 and 10:30, 1 blurred, 1 requested live',
    );
    expect(data.summary).toContain('- Outside any time entry: 1 screenshot at 13:15.');
    expectTruthful(data.summary, await figuresFromDatabase('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    const team = await post(owner, '/ai/work-day', { date: '2026-11-18' });
    expect(team.json().data.people.map((p: { name: string }) => p.name)).toEqual(['Olivia Owner']);
    expect(team.json().data.people[0].tasks[0].screenshots).toMatchObject({ count: 1 });
    expectTruthful(team.json().data.summary, await figuresFromDatabase('2026-11-18T00:00:00Z', '2026-11-19T00:00:00Z'));
  });

  it('weekly report: generate, read, download as markdown', async () => {
    expect((await get(owner, '/ai/weekly-report')).json().data).toBeNull();
    const download = await get(owner, '/ai/weekly-report/download');
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('text/markdown');
    expect(download.headers['content-disposition']).toContain('weekly-report-2026-W47.md');
    const generated = await post(owner, '/ai/weekly-report', {});
    expect(generated.statusCode, generated.body).toBe(200);
    const report = generated.json().data;
    expect(report).toMatchObject({ week: '2026-W47', engine: 'builtin', from: '2026-11-16T00:00:00.000Z' });
    const latest = (await get(owner, '/ai/weekly-report')).json().data;
    expect(latest.id).toBe(report.id);
    // Compared with the same part of the week before.
    const figures = await figuresFromDatabase('2026-11-16T00:00:00Z', '2026-11-20T16:00:00Z', 7);
    expectTruthful(report.markdown, figures);
    expect(report.markdown).toContain('## Developers');
    expect(report.markdown).not.toContain('Secret');
  });
});

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
    expect(refused.answer).toContain('financials.read');
    const stranger = (await post(owner, '/ai/chat', { message: 'How many hours did Zed Outsider work?' })).json().data;
    expect(stranger.answer).toContain('could not find');
    expect(JSON.stringify(stranger)).not.toContain('Secret');
    const budget = (await post(owner, '/ai/chat', { message: 'Is Mobile App over budget?' })).json().data;
    expect(budget.answer).toBe('Mobile App has used 6 h of its 5 h budget (120%); it is over budget.');
    const unsupported = (await post(owner, '/ai/chat', { message: 'Write me a poem' })).json().data;
    expect(unsupported.answer).toContain('cannot answer');
  });

  it("states no one else's screenshots without screenshots.read.all: null, not 0", async () => {
    const role = await post(owner, '/rbac/roles', {
      name: 'Time lead',
      permissions: ['time.track', 'time.read.all', 'ai.use'],
    });
    expect(role.statusCode, role.body).toBe(201);
    const lead = await addMember(t, owner, 'MEMBER', { fullName: 'Lee Lead' });
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/members/${lead.memberId}`,
      headers: owner.headers,
      payload: { roleId: role.json().data.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
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
    const role = await post(owner, '/rbac/roles', {
      name: 'Time reader',
      permissions: ['time.track', 'time.read.all'],
    });
    expect(role.statusCode, role.body).toBe(201);
    const reader = await addMember(t, owner, 'MEMBER', { fullName: 'Rita Reader' });
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/members/${reader.memberId}`,
      headers: owner.headers,
      payload: { roleId: role.json().data.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
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
