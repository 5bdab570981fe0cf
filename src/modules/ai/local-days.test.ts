import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { setCalendar, setMyTimeZone } from '../../../test/support/calendar.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';
import { setPlan } from '../organizations/index.js';
import { builtinEngine } from './builtin.engine.js';
import { runWeeklyReportJob } from './weekly-report.service.js';

// Thursday 19 November, 23:30 in Los Angeles; Friday 07:30 in UTC.
const clock = testClock('2026-11-20T07:30:00Z');
let t: TestApp;
let owner: Actor;
let ada: Actor;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  owner = await registerOwner(t, { fullName: 'Olivia Owner', organizationName: 'Pacific AI' });
  ada = await addMember(t, owner, 'MEMBER', { fullName: 'Ada Lovelace', weeklyCapacityHours: 40 });
  await setPlan(t.database.db, owner.orgId, 'TEAM');
  const project = await createProject(t, owner, { name: 'Website', assignedUserIds: [ada.userId] });
  const entry = (startTime: string, endTime: string) =>
    insertTimeEntry(t, { orgId: owner.orgId, memberId: ada.memberId, projectId: project.id, startTime, endTime });
  await entry('2026-11-20T04:00:00Z', '2026-11-20T07:00:00Z'); // Thursday 19th, 20:00–23:00 in Los Angeles
  // Berlin's Sunday 25 October has 25 hours: 2026-10-24T22:00Z to 2026-10-25T23:00Z.
  await entry('2026-10-24T22:10:00Z', '2026-10-24T22:40:00Z'); // 00:10 in Berlin
  await entry('2026-10-25T22:20:00Z', '2026-10-25T22:50:00Z'); // 23:20 in Berlin
  await setCalendar(t, owner, { timeZone: 'America/Los_Angeles' });
}, 120_000);
afterAll(() => t?.close());

async function post(actor: Actor, url: string, payload?: object) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
async function get(actor: Actor, url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("AI answers in the organization's calendar (America/Los_Angeles)", () => {
  it('the daily summary puts late-evening work on its local day, against a working day’s capacity', async () => {
    const thursday = await post(owner, '/ai/summary/daily', { date: '2026-11-19' });
    expect(thursday.facts.period).toMatchObject({
      from: '2026-11-19T08:00:00.000Z',
      to: '2026-11-20T08:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    expect(thursday.facts.period.totals.hours).toBe(3);
    const member = thursday.facts.period.members.find((m: { name: string }) => m.name === 'Ada Lovelace');
    expect(member).toMatchObject({ hours: 3, capacityHours: 8, overtimeHours: 0 });
    expect((await post(owner, '/ai/summary/daily', { date: '2026-11-20' })).facts.period.totals.hours).toBe(0);
  });

  it('the work day shows task times on local clocks', async () => {
    const day = await post(owner, '/ai/work-day', { date: '2026-11-19', memberName: 'Ada Lovelace' });
    expect(day.timeZone).toBe('America/Los_Angeles');
    expect(day.people[0].tasks[0]).toMatchObject({ start: '2026-11-20T04:00:00.000Z', hours: 3 });
    expect(day.summary).toContain('20:00–23:00 America/Los_Angeles Website');
  });

  it('the overview and chat take "today" and "the last days" from local midnight', async () => {
    const overview = await get(owner, '/ai/overview?days=1');
    expect(overview.facts.period.byDay).toEqual([{ date: '2026-11-19', hours: 3 }]);
    const chat = await post(owner, '/ai/chat', { message: 'How many hours did Ada Lovelace work today?' });
    const call = chat.toolCalls.find((c: { tool: string }) => c.tool === 'hours_worked');
    expect(call.result).toMatchObject({ from: '2026-11-19', to: '2026-11-19', hours: 3 });
  });

  it("the weekly report's week starts on the organization's first day, at local midnight", async () => {
    await setCalendar(t, owner, { firstDayOfWeek: 7 });
    // Without a week: the last complete one, Sunday 8 to Saturday 14 November there.
    expect(await post(owner, '/ai/weekly-report')).toMatchObject({
      week: '2026-W46',
      from: '2026-11-08T08:00:00.000Z',
      to: '2026-11-15T08:00:00.000Z',
    });
    // The running week, named by one of its days, ends now.
    const report = await post(owner, '/ai/weekly-report?week=2026-11-19');
    expect(report).toMatchObject({
      week: '2026-W47',
      from: '2026-11-15T08:00:00.000Z', // Sunday 15 November, 00:00 in Los Angeles
      to: '2026-11-20T07:30:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    expect(report.totals.hours).toBe(3);
    expect(report.markdown).toContain('2026-11-15 to 2026-11-19 23:30 (America/Los_Angeles)');
    await setCalendar(t, owner, { firstDayOfWeek: 1 });
  });

  it('the Friday job mails at 15:00 on the organization’s clocks', async () => {
    const job = (at: string) => runWeeklyReportJob(t.database.db, builtinEngine, new Date(at));
    expect(await job('2026-11-20T16:00:00Z')).toEqual([]); // Friday 08:00 in Los Angeles
    expect(await job('2026-11-20T23:30:00Z')).toEqual([owner.orgId]); // Friday 15:30 there
  });

  it("a member's own answers use their own zone when they set one", async () => {
    await setMyTimeZone(t, ada, 'Asia/Kolkata');
    // Friday 20 November in Kolkata runs 2026-11-19T18:30Z to 2026-11-20T18:30Z: the entry is in it.
    const own = await post(ada, '/ai/summary/daily', { date: '2026-11-20' });
    expect(own.facts.period).toMatchObject({ from: '2026-11-19T18:30:00.000Z', timeZone: 'Asia/Kolkata' });
    expect(own.facts.period.totals.hours).toBe(3);
    // The team's answer stays in the organization's zone.
    expect((await post(owner, '/ai/summary/daily', { date: '2026-11-20' })).facts.period.totals.hours).toBe(0);
    await setMyTimeZone(t, ada, null);
  });

  it('a day across the autumn change has 25 hours (Europe/Berlin)', async () => {
    await setCalendar(t, owner, { timeZone: 'Europe/Berlin' });
    const sunday = await post(owner, '/ai/summary/daily', { date: '2026-10-25' });
    expect(sunday.facts.period).toMatchObject({ from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' });
    expect(sunday.facts.period.totals).toMatchObject({ hours: 1, entries: 2 });
    // A Sunday holds no capacity with Monday-to-Friday working days: the hour is overtime.
    const member = sunday.facts.period.members.find((m: { name: string }) => m.name === 'Ada Lovelace');
    expect(member).toMatchObject({ capacityHours: 0, overtimeHours: 1 });
  });
});
