import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/support/actors.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { csvRecords } from '../../../../test/support/csv.js';
import { createProject } from '../../../../test/support/projects.js';
import { logTime, postManual } from '../../../../test/support/time.js';

const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const member = cast.member;
const website = await createProject(t, cast.owner, { name: 'Website', assignedUserIds: [member.memberId] });
const other = await createProject(t, cast.owner, { name: 'Other', assignedUserIds: [member.memberId] });
const theirProject = await createProject(t, cast.outsider, { name: 'Theirs' });

async function post(actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

const design = await post(cast.manager, `/projects/${website.id}/tasks`, { name: 'Design' });
const build = await post(cast.manager, `/projects/${website.id}/tasks`, { name: 'Build' });
const otherTask = await post(cast.manager, `/projects/${other.id}/tasks`, { name: 'Elsewhere' });
const urgent = await post(cast.manager, '/tags', { name: 'Urgent' });
const meeting = await post(cast.manager, '/tags', { name: 'Meeting' });
const theirTask = await post(cast.outsider, `/projects/${theirProject.id}/tasks`, { name: 'Theirs' });
const theirTag = await post(cast.outsider, '/tags', { name: 'Theirs' });

function request(actor: Actor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function entriesOf(actor: Actor, query = '') {
  const response = await request(actor, 'GET', `/time/entries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Array<{ id: string; taskId: string | null; tags: Array<{ name: string }> }>;
}

let day = 1;
/** A fresh hour on a day of its own, so entries never overlap. */
function nextHour() {
  day += 1;
  const date = `2026-10-${String(day).padStart(2, '0')}`;
  return { startTime: `${date}T09:00:00Z`, endTime: `${date}T10:00:00Z` };
}

describe('a time entry carries one task and several tags', () => {
  it('through a manual entry, shown with their names, tags by name', async () => {
    const span = nextHour();
    const entry = await logTime(t, member, span.startTime, span.endTime, {
      projectId: website.id,
      taskId: design.id,
      tagIds: [urgent.id, meeting.id, urgent.id],
    });
    expect(entry).toMatchObject({
      taskId: design.id,
      taskName: 'Design',
      tags: [
        { id: meeting.id, name: 'Meeting' },
        { id: urgent.id, name: 'Urgent' },
      ],
    });
    const read = await request(member, 'GET', `/time/entries/${entry.id}`);
    expect(read.json().data).toMatchObject({ taskName: 'Design', tags: [{ name: 'Meeting' }, { name: 'Urgent' }] });
  });

  it('through the timer', async () => {
    const started = await request(member, 'POST', '/time/timer/start', {
      projectId: website.id,
      taskId: build.id,
      tagIds: [urgent.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data).toMatchObject({ taskName: 'Build', tags: [{ name: 'Urgent' }] });
    clock.advance(60_000);
    const stopped = await request(member, 'POST', '/time/timer/stop', {});
    expect(stopped.json().data).toMatchObject({ taskId: build.id, tags: [{ name: 'Urgent' }] });
  });

  it('through an edit: set, keep, replace, clear; a new project clears the task', async () => {
    const span = nextHour();
    const entry = await logTime(t, member, span.startTime, span.endTime, { projectId: website.id });
    const set = await request(member, 'PUT', `/time/entries/${entry.id}`, { taskId: design.id, tagIds: [meeting.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ taskId: design.id, tags: [{ name: 'Meeting' }] });
    const notesOnly = await request(member, 'PUT', `/time/entries/${entry.id}`, { notes: 'kept' });
    expect(notesOnly.json().data).toMatchObject({ taskId: design.id, tags: [{ name: 'Meeting' }] });
    const cleared = await request(member, 'PUT', `/time/entries/${entry.id}`, { taskId: null, tagIds: [] });
    expect(cleared.json().data).toMatchObject({ taskId: null, taskName: null, tags: [] });
    await request(member, 'PUT', `/time/entries/${entry.id}`, { taskId: build.id });
    const moved = await request(member, 'PUT', `/time/entries/${entry.id}`, { projectId: other.id });
    expect(moved.json().data).toMatchObject({ projectId: other.id, taskId: null });
    const movedWithTask = await request(member, 'PUT', `/time/entries/${entry.id}`, {
      projectId: website.id,
      taskId: design.id,
    });
    expect(movedWithTask.json().data).toMatchObject({ projectId: website.id, taskId: design.id });
  });

  it('through an idle split: the offline entry takes the task and tags asked for, the resumed timer keeps its own', async () => {
    const started = await request(member, 'POST', '/time/timer/start', {
      projectId: website.id,
      taskId: design.id,
      tagIds: [urgent.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    clock.advance(30 * 60_000);
    const split = await request(member, 'POST', '/time/idle-resolve', {
      action: 'SPLIT_OFFLINE',
      idleSeconds: 600,
      taskId: build.id,
      tagIds: [meeting.id],
    });
    expect(split.statusCode, split.body).toBe(200);
    const { entry, offlineEntry, resumedEntry } = split.json().data;
    expect(entry).toMatchObject({ taskId: design.id, tags: [{ name: 'Urgent' }] });
    expect(offlineEntry).toMatchObject({ isOffline: true, taskId: build.id, tags: [{ name: 'Meeting' }] });
    expect(resumedEntry).toMatchObject({ isRunning: true, taskId: design.id, tags: [{ name: 'Urgent' }] });
    clock.advance(60_000);
    const kept = await request(member, 'POST', '/time/idle-resolve', { action: 'KEEP', idleSeconds: 30, tagIds: [] });
    expect(kept.statusCode).toBe(400);
    await request(member, 'POST', '/time/timer/stop', {});
    clock.advance(60_000);
  });

  it('lets an entry keep a task and a tag archived since, and labels a wholly idle entry itself', async () => {
    const task = await post(cast.manager, `/projects/${website.id}/tasks`, { name: 'Soon archived' });
    const tag = await post(cast.manager, '/tags', { name: 'Soon archived' });
    const span = nextHour();
    const entry = await logTime(t, member, span.startTime, span.endTime, {
      projectId: website.id,
      taskId: task.id,
      tagIds: [tag.id],
    });
    await request(cast.manager, 'POST', `/projects/${website.id}/tasks/${task.id}/archive`);
    await request(cast.manager, 'POST', `/tags/${tag.id}/archive`);
    const kept = await request(member, 'PUT', `/time/entries/${entry.id}`, {
      notes: 'still labelled',
      taskId: task.id,
      tagIds: [tag.id, urgent.id],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ taskId: task.id, tags: [{ id: tag.id }, { id: urgent.id }] });

    const idle = await request(member, 'POST', '/time/idle-resolve', {
      action: 'SPLIT_OFFLINE',
      idleSeconds: 3600,
      timeEntryId: entry.id,
      taskId: design.id,
      tagIds: [meeting.id],
    });
    expect(idle.statusCode, idle.body).toBe(200);
    expect(idle.json().data.offlineEntry).toBeNull();
    expect(idle.json().data.entry).toMatchObject({ isOffline: true, taskId: design.id, tags: [{ id: meeting.id }] });
  });

  it('filters the list and the CSV by task and tag, with task and tags columns', async () => {
    const byTask = await entriesOf(member, `?taskId=${design.id}`);
    expect(byTask.length).toBeGreaterThan(0);
    expect(byTask.every((entry) => entry.taskId === design.id)).toBe(true);
    const byTag = await entriesOf(member, `?tagId=${meeting.id}`);
    expect(byTag.length).toBeGreaterThan(0);
    expect(byTag.every((entry) => entry.tags.some((tag) => tag.name === 'Meeting'))).toBe(true);
    const both = await entriesOf(member, `?taskId=${design.id}&tagId=${meeting.id}`);
    expect(both.map((entry) => entry.id)).toEqual(
      byTask.filter((entry) => byTag.some((tagged) => tagged.id === entry.id)).map((entry) => entry.id),
    );

    const csv = await request(member, 'GET', `/time/entries/export.csv?tagId=${meeting.id}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const records = csvRecords(csv.body);
    expect(records.map((record) => record['Entry ID'])).toEqual(byTag.map((entry) => entry.id));
    expect(records.some((record) => record.Task === 'Design' && record.Tags === 'Meeting, Urgent')).toBe(true);
  });
});

describe('what an entry may not carry', () => {
  it('refuses a task of another project, none, archived or done, and archived tags, storing nothing', async () => {
    const before = (await entriesOf(member, '?limit=200')).length;
    const span = nextHour();
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ projectId: website.id, taskId: otherTask.id }, 400],
      [{ taskId: design.id }, 400],
      [{ projectId: website.id, tagIds: [urgent.id, '00000000-0000-4000-8000-000000000000'] }, 404],
    ];
    const archivedTask = await post(cast.manager, `/projects/${website.id}/tasks`, { name: 'Old' });
    await request(cast.manager, 'POST', `/projects/${website.id}/tasks/${archivedTask.id}/archive`);
    cases.push([{ projectId: website.id, taskId: archivedTask.id }, 400]);
    const doneTask = await post(cast.manager, `/projects/${website.id}/tasks`, { name: 'Finished' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${website.id}/tasks/${doneTask.id}`,
      headers: cast.manager.headers,
      payload: { done: true },
    });
    cases.push([{ projectId: website.id, taskId: doneTask.id }, 400]);
    const oldTag = await post(cast.manager, '/tags', { name: 'Old tag' });
    await request(cast.manager, 'POST', `/tags/${oldTag.id}/archive`);
    cases.push([{ projectId: website.id, tagIds: [oldTag.id] }, 400]);
    for (const [payload, status] of cases) {
      const response = await postManual(t, member, { ...span, ...payload });
      expect(response.statusCode, JSON.stringify(payload) + response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().hint).toBeTruthy();
    }
    expect((await entriesOf(member, '?limit=200')).length).toBe(before);
  });

  it("refuses another organization's task and tags in every entry write, and never links them", async () => {
    const foreign: Array<Record<string, unknown>> = [{ taskId: theirTask.id }, { tagIds: [theirTag.id] }];
    const span = nextHour();
    const entry = await logTime(t, member, span.startTime, span.endTime, {
      projectId: website.id,
      taskId: design.id,
      tagIds: [urgent.id],
    });
    for (const labels of foreign) {
      const manual = await postManual(t, member, { ...nextHour(), projectId: website.id, ...labels });
      expect(manual.statusCode, manual.body).toBe(404);
      const timer = await request(member, 'POST', '/time/timer/start', { projectId: website.id, ...labels });
      expect(timer.statusCode, timer.body).toBe(404);
      const edit = await request(member, 'PUT', `/time/entries/${entry.id}`, { notes: 'changed', ...labels });
      expect(edit.statusCode, edit.body).toBe(404);
      const idle = await request(member, 'POST', '/time/idle-resolve', {
        action: 'SPLIT_OFFLINE',
        idleSeconds: 60,
        timeEntryId: entry.id,
        ...labels,
      });
      expect(idle.statusCode, idle.body).toBe(404);
    }
    expect((await request(member, 'GET', '/time/timer')).json().data.running).toBeNull();
    const after = (await request(member, 'GET', `/time/entries/${entry.id}`)).json().data;
    expect(after).toMatchObject({ notes: null, taskId: design.id, tags: [{ id: urgent.id }] });
    expect(after.endTime).toBe(span.endTime.replace('Z', '.000Z'));
    // Their ids filter nothing of ours.
    expect(await entriesOf(cast.owner, `?taskId=${theirTask.id}`)).toEqual([]);
    expect(await entriesOf(cast.owner, `?tagId=${theirTag.id}`)).toEqual([]);
  });
});
