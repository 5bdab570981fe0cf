import { beforeAll, describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember, lastEmailTo, type Actor } from '../../../../test/support/actors.js';
import { testClock } from '../../../../test/support/clock.js';
import { createProject } from '../../../../test/support/projects.js';
import { logTime } from '../../../../test/support/time.js';

const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });

const post = (actor: Actor, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });
const liveTeam = async (actor: Actor) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/time/live-team', headers: actor.headers })).json().data;

describe('GET /time/live-team', () => {
  it("shows who is online, their timer and today's time", async () => {
    const project = await createProject(t, cast.owner, { name: 'Website', assignedUserIds: [cast.member.userId] });
    await logTime(t, cast.member, '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    await logTime(t, cast.member, '2026-11-17T23:30:00Z', '2026-11-18T00:30:00Z');
    await post(cast.member, '/time/timer/start', { projectId: project.id, notes: 'Hero section' });
    clock.advance(10 * 60 * 1000);
    await post(cast.admin, '/tracker/heartbeat', { clientInfo: 'tracker 1.4.2 (macOS)' });

    const view = await liveTeam(cast.manager);
    const byName = (id: string) => view.members.find((member: { memberId: string }) => member.memberId === id);
    expect(byName(cast.member.memberId)).toMatchObject({
      status: 'online',
      timer: { projectId: project.id, projectName: 'Website', notes: 'Hero section', elapsedSeconds: 600 },
      todaySeconds: 3600 + 1800 + 600,
    });
    expect(byName(cast.admin.memberId)).toMatchObject({ status: 'online', timer: null, todaySeconds: 0 });
    expect(byName(cast.owner.memberId)).toMatchObject({ status: 'offline', timer: null });
    expect(view.onlineCount).toBe(2);
    expect(view.members).toHaveLength(4);

    clock.advance(61 * 1000);
    const later = await liveTeam(cast.manager);
    expect(later.members.find((member: { memberId: string }) => member.memberId === cast.admin.memberId).status).toBe(
      'offline',
    );
    await post(cast.member, '/time/timer/stop');
  });

  it("is for roles that see everyone's time, and shows only this organization", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/time/live-team', headers: cast.member.headers })).statusCode,
    ).toBe(403);
    const outsiderView = await liveTeam(cast.outsider);
    expect(outsiderView.members.map((member: { memberId: string }) => member.memberId)).toEqual([
      cast.outsider.memberId,
    ]);
  });
});

describe('POST /time/idle-resolve', () => {
  let person: Actor;
  beforeAll(async () => {
    person = await addMember(t, cast.owner, 'MEMBER');
  });

  it('KEEP leaves the entry as it is', async () => {
    const entry = await logTime(t, person, '2026-11-10T09:00:00Z', '2026-11-10T10:00:00Z');
    const response = await post(person, '/time/idle-resolve', {
      action: 'KEEP',
      idleSeconds: 600,
      timeEntryId: entry.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({ durationSeconds: 3600, idleSeconds: 0 });
  });

  it('DISCARD removes the idle seconds from the worked time', async () => {
    const entry = await logTime(t, person, '2026-11-10T11:00:00Z', '2026-11-10T12:00:00Z');
    const response = await post(person, '/time/idle-resolve', {
      action: 'DISCARD',
      idleSeconds: 900,
      timeEntryId: entry.id,
    });
    expect(response.json().data.entry).toMatchObject({
      durationSeconds: 2700,
      idleSeconds: 900,
      endTime: '2026-11-10T12:00:00.000Z',
    });
    expect(
      (await post(person, '/time/idle-resolve', { action: 'DISCARD', idleSeconds: 2701, timeEntryId: entry.id }))
        .statusCode,
    ).toBe(400);
  });

  it('SPLIT_OFFLINE turns the idle span into its own offline, non-billable entry', async () => {
    const entry = await logTime(t, person, '2026-11-10T13:00:00Z', '2026-11-10T15:00:00Z', { notes: 'Design review' });
    const response = await post(person, '/time/idle-resolve', {
      action: 'SPLIT_OFFLINE',
      idleSeconds: 1800,
      timeEntryId: entry.id,
      customNotes: 'Lunch',
    });
    const data = response.json().data;
    expect(data.entry).toMatchObject({ endTime: '2026-11-10T14:30:00.000Z', durationSeconds: 5400, isBillable: true });
    expect(data.offlineEntry).toMatchObject({
      startTime: '2026-11-10T14:30:00.000Z',
      endTime: '2026-11-10T15:00:00.000Z',
      isOffline: true,
      isBillable: false,
      notes: 'Lunch',
      source: 'IDLE_SPLIT',
    });
    expect(data.resumedEntry).toBeNull();
  });

  it('works on the running timer when no entry is named, resuming tracking after the idle span', async () => {
    await post(person, '/time/timer/start', { notes: 'Coding' });
    clock.advance(60 * 60 * 1000);
    const response = await post(person, '/time/idle-resolve', { action: 'SPLIT_OFFLINE', idleSeconds: 1200 });
    const data = response.json().data;
    expect(data.entry).toMatchObject({ isRunning: false, durationSeconds: 2400 });
    expect(data.offlineEntry).toMatchObject({ durationSeconds: 1200, isOffline: true });
    expect(data.resumedEntry).toMatchObject({ isRunning: true, notes: 'Coding', startTime: clock.now().toISOString() });
    await post(person, '/time/timer/stop');
  });

  it("refuses someone else's entry and an approved one", async () => {
    const theirs = await logTime(t, cast.member, '2026-11-09T09:00:00Z', '2026-11-09T10:00:00Z');
    expect(
      (await post(person, '/time/idle-resolve', { action: 'DISCARD', idleSeconds: 60, timeEntryId: theirs.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(cast.outsider, '/time/idle-resolve', { action: 'DISCARD', idleSeconds: 60, timeEntryId: theirs.id }))
        .statusCode,
    ).toBe(404);
    const approved = await logTime(t, person, '2026-11-09T09:00:00Z', '2026-11-09T10:00:00Z');
    await post(cast.manager, '/time/approve', { timeEntryIds: [approved.id], status: 'APPROVED' });
    expect(
      (
        await post(person, '/time/idle-resolve', { action: 'DISCARD', idleSeconds: 60, timeEntryId: approved.id })
      ).json().code,
    ).toBe('ENTRY_LOCKED_BY_APPROVAL');
    expect((await post(person, '/time/idle-resolve', { action: 'NAP', idleSeconds: 60 })).statusCode).toBe(400);
  });
});

describe('POST /time/weekly-digest', () => {
  it("emails the caller this ISO week's hours by day and project, billable and not", async () => {
    const person = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Wendy Weekly' });
    const project = await createProject(t, cast.owner, { name: 'Mobile App', assignedUserIds: [person.userId] });
    await logTime(t, person, '2026-11-16T09:00:00Z', '2026-11-16T12:00:00Z', { projectId: project.id });
    await logTime(t, person, '2026-11-17T13:00:00Z', '2026-11-17T14:30:00Z', { isBillable: false });
    await logTime(t, person, '2026-11-15T09:00:00Z', '2026-11-15T17:00:00Z');
    const response = await post(person, '/time/weekly-digest');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      week: '2026-W47',
      hours: 4.5,
      billableHours: 3,
      nonBillableHours: 1.5,
      emailedTo: person.email,
    });
    expect(data.byDay.map((day: { date: string; hours: number }) => [day.date, day.hours])).toEqual([
      ['2026-11-16', 3],
      ['2026-11-17', 1.5],
      ['2026-11-18', 0],
      ['2026-11-19', 0],
      ['2026-11-20', 0],
      ['2026-11-21', 0],
      ['2026-11-22', 0],
    ]);
    expect(data.byProject).toEqual([
      { projectId: project.id, projectName: 'Mobile App', hours: 3, billableHours: 3, nonBillableHours: 0 },
      { projectId: null, projectName: 'No project', hours: 1.5, billableHours: 0, nonBillableHours: 1.5 },
    ]);
    const email = await lastEmailTo(t, person.email);
    expect(email.subject).toBe('Your Punchclock hours for 2026-W47: 4.50 h');
    expect(email.text).toContain('Wendy Weekly');
    expect(email.text).toContain('Mobile App');
  });

  it('leaves rejected time out of the hours and says what happened to it and to time waiting for review', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Mia Rejected' });
    const rejected = await logTime(t, person, '2026-11-16T08:00:00Z', '2026-11-16T16:00:00Z');
    const approved = await logTime(t, person, '2026-11-17T08:00:00Z', '2026-11-17T10:00:00Z');
    await logTime(t, person, '2026-11-18T08:00:00Z', '2026-11-18T09:30:00Z');
    await post(cast.manager, '/time/approve', {
      timeEntryIds: [rejected.id],
      status: 'REJECTED',
      rejectionReason: 'Wrong client',
    });
    await post(cast.manager, '/time/approve', { timeEntryIds: [approved.id], status: 'APPROVED' });
    const data = (await post(person, '/time/weekly-digest')).json().data;
    expect(data).toMatchObject({ hours: 3.5, pendingHours: 1.5, rejectedHours: 8 });
    expect(data.byDay[0]).toMatchObject({ date: '2026-11-16', hours: 0 });
    const email = await lastEmailTo(t, person.email);
    expect(email.subject).toBe('Your Punchclock hours for 2026-W47: 3.50 h');
    expect(email.text).toContain('Your hours for 2026-W47 (2026-11-16 to 2026-11-22)');
    expect(email.text).toContain('1.50 h of it still waiting for review.');
    expect(email.text).toContain('8.00 h rejected this week, not counted above');
  });
});
