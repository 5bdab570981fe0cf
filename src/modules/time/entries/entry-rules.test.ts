import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/support/actors.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { mcpToolData, mcpToolError } from '../../../../test/support/mcp.js';
import { createProject, createTask } from '../../../../test/support/projects.js';
import { logTime, postManual } from '../../../../test/support/time.js';

// What time needs (issue 42, item 4): the organization's requireProject, requireTask, requireNotes
// and minimumTimerSeconds, on every way time is recorded or changed.
const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const { owner, member, outsider } = cast;
const website = await createProject(t, owner, { name: 'Website', assignedUserIds: [member.memberId] });
const design = await createTask(t, owner, website.id, 'Design');
const internal = await createProject(t, owner, {
  name: 'Internal',
  billableByDefault: false,
  assignedUserIds: [member.memberId],
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (actor: Actor, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
const settings = (actor: Actor, patch: Record<string, unknown>) =>
  call(actor, 'PATCH', '/organizations/current/settings', patch);
async function requireAll(patch: Record<string, unknown>, actor = owner) {
  const answer = await settings(actor, patch);
  expect(answer.statusCode, answer.body).toBe(200);
}
const DEFAULTS = { requireProject: false, requireTask: false, requireNotes: false, minimumTimerSeconds: 60 };

let hour = 0;
/** A free hour on 2026-11-1x for a manual entry: every test logs into hours of its own. */
function nextHour() {
  const day = 10 + Math.floor(hour / 8);
  const start = 8 + (hour % 8);
  hour++;
  const at = (h: number) => `2026-11-${String(day).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`;
  return { startTime: at(start), endTime: at(start + 1) };
}

/** A manual entry of the member's in an hour of its own. */
function logOne(extra: Record<string, unknown> = {}) {
  const span = nextHour();
  return logTime(t, member, span.startTime, span.endTime, extra);
}

function expectRefused(
  answer: { statusCode: number; body: string; json: () => { hint: string } },
  code: string,
  message: string,
) {
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toMatchObject({ success: false, code, message });
  expect(answer.json().hint).toContain('Settings');
}

const running = async (actor: Actor) => (await call(actor, 'GET', '/time/timer')).json().data.running;
async function stopAny(actor: Actor) {
  if (await running(actor)) await call(actor, 'POST', '/time/timer/stop', { ifShort: 'DISCARD' });
}

afterEach(async () => {
  await requireAll(DEFAULTS);
  await stopAny(member);
  await stopAny(outsider);
});

describe('the organization settings for what time needs', () => {
  it('are off, with a one-minute timer minimum, until an Owner or Admin changes them', async () => {
    const read = await call(member, 'GET', '/organizations/current/settings');
    expect(read.json().data).toMatchObject(DEFAULTS);

    expect((await settings(member, { requireProject: true })).statusCode).toBe(403);
    expect((await settings(cast.manager, { requireProject: true })).statusCode).toBe(403);
    const changed = await settings(cast.admin, { requireProject: true, requireNotes: true, minimumTimerSeconds: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      requireProject: true,
      requireTask: false,
      requireNotes: true,
      minimumTimerSeconds: 0,
    });
    // Another organization is unaffected.
    expect((await call(outsider, 'GET', '/organizations/current/settings')).json().data).toMatchObject(DEFAULTS);
  });

  it.each([
    ['minimumTimerSeconds', -1],
    ['minimumTimerSeconds', 3601],
    ['minimumTimerSeconds', 1.5],
    ['minimumTimerSeconds', '60'],
    ['requireProject', 'yes'],
    ['requireTask', null],
  ])('refuses %s = %j, and changes nothing', async (field, value) => {
    const refused = await settings(owner, { [field]: value, requireNotes: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe(`body.${field}`);
    expect((await call(owner, 'GET', '/organizations/current/settings')).json().data).toMatchObject(DEFAULTS);
  });

  it('takes the bounds themselves: no minimum, and an hour', async () => {
    await requireAll({ minimumTimerSeconds: 0 });
    await requireAll({ minimumTimerSeconds: 3600 });
    expect((await call(owner, 'GET', '/organizations/current/settings')).json().data.minimumTimerSeconds).toBe(3600);
  });
});

describe('manual entries', () => {
  it('need nothing while the switches are off', async () => {
    await logOne();
  });

  it('need a project when required, with the words said plainly, in this organization only', async () => {
    await requireAll({ requireProject: true });
    const span = nextHour();
    expectRefused(
      await postManual(t, member, span),
      'PROJECT_REQUIRED',
      'A project is required for time in this organization',
    );
    await logTime(t, member, span.startTime, span.endTime, { projectId: website.id });
    // The outsider's organization requires nothing.
    await logTime(t, outsider, span.startTime, span.endTime);
  });

  it('need a task of the project when required', async () => {
    await requireAll({ requireTask: true });
    const span = nextHour();
    expectRefused(
      await postManual(t, member, { ...span, projectId: website.id }),
      'TASK_REQUIRED',
      'A task is required for time in this organization',
    );
    await logTime(t, member, span.startTime, span.endTime, { projectId: website.id, taskId: design });
  });

  it('need notes when required: blank notes are none', async () => {
    await requireAll({ requireNotes: true });
    const span = nextHour();
    expectRefused(
      await postManual(t, member, { ...span, notes: '   ' }),
      'NOTES_REQUIRED',
      'Notes are required for time in this organization',
    );
    await logTime(t, member, span.startTime, span.endTime, { notes: 'Wrote the spec' });
  });

  it('name everything missing, with the first missing field as the code', async () => {
    await requireAll({ requireProject: true, requireTask: true, requireNotes: true });
    expectRefused(
      await postManual(t, member, nextHour()),
      'PROJECT_REQUIRED',
      'A project, a task and notes are required for time in this organization',
    );
    expect((await postManual(t, member, nextHour())).json().details).toEqual({ missing: ['project', 'task', 'notes'] });
  });
});

describe('the timer', () => {
  it('refuses to start without what is required, and nothing runs', async () => {
    await requireAll({ requireProject: true, requireNotes: true });
    expectRefused(
      await call(member, 'POST', '/time/timer/start', { notes: 'Standup' }),
      'PROJECT_REQUIRED',
      'A project is required for time in this organization',
    );
    expect(await running(member)).toBeNull();
    const started = await call(member, 'POST', '/time/timer/start', { projectId: website.id, notes: 'Standup' });
    expect(started.statusCode, started.body).toBe(201);
    clock.advance(120_000);
    // The stop cannot take the required notes away.
    expectRefused(
      await call(member, 'POST', '/time/timer/stop', { notes: '' }),
      'NOTES_REQUIRED',
      'Notes are required for time in this organization',
    );
    const stopped = await call(member, 'POST', '/time/timer/stop', {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data).toMatchObject({ notes: 'Standup', discarded: false, durationSeconds: 120 });
  });

  it('stops a timer started before the rule was switched on as it is', async () => {
    expect((await call(member, 'POST', '/time/timer/start', {})).statusCode).toBe(201);
    await requireAll({ requireProject: true });
    clock.advance(300_000);
    const stopped = await call(member, 'POST', '/time/timer/stop', {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data).toMatchObject({ projectId: null, isRunning: false });
  });
});

describe('a timer stopped under the minimum', () => {
  async function startShort(actor = member) {
    const started = await call(actor, 'POST', '/time/timer/start', actor === member ? { projectId: website.id } : {});
    expect(started.statusCode, started.body).toBe(201);
    clock.advance(3_000);
    return started.json().data.id as string;
  }

  it('is refused unless the caller says keep or discard, and keeps running', async () => {
    const id = await startShort();
    const asked = await call(member, 'POST', '/time/timer/stop', {});
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'TIMER_TOO_SHORT',
      message: 'This timer ran 3 seconds, less than the 1 minute this organization keeps without asking',
      details: { elapsedSeconds: 3, minimumTimerSeconds: 60 },
    });
    expect((await running(member)).id).toBe(id);
  });

  it('is saved with its real seconds when kept', async () => {
    const id = await startShort();
    const kept = await call(member, 'POST', '/time/timer/stop', { ifShort: 'KEEP' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ id, durationSeconds: 3, isRunning: false, discarded: false });
    expect((await call(member, 'GET', `/time/entries/${id}`)).statusCode).toBe(200);
  });

  it('leaves no entry when discarded', async () => {
    const id = await startShort();
    const discarded = await call(member, 'POST', '/time/timer/stop', { ifShort: 'DISCARD' });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().data).toMatchObject({ id, discarded: true });
    expect((await call(member, 'GET', `/time/entries/${id}`)).statusCode).toBe(404);
    expect(await running(member)).toBeNull();
  });

  it('is not asked about at or over the minimum, nor when the organization has none', async () => {
    await call(member, 'POST', '/time/timer/start', { projectId: website.id });
    clock.advance(60_000);
    const long = await call(member, 'POST', '/time/timer/stop', { ifShort: 'DISCARD' });
    expect(long.json().data).toMatchObject({ durationSeconds: 60, discarded: false });

    await requireAll({ minimumTimerSeconds: 0 });
    await startShort();
    const none = await call(member, 'POST', '/time/timer/stop', {});
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ durationSeconds: 3, discarded: false });
  });

  it("follows each organization's own minimum", async () => {
    await requireAll({ minimumTimerSeconds: 0 });
    await startShort(outsider);
    expect((await call(outsider, 'POST', '/time/timer/stop', {})).json().code).toBe('TIMER_TOO_SHORT');
    await startShort(member);
    expect((await call(member, 'POST', '/time/timer/stop', {})).statusCode).toBe(200);
  });
});

describe('changing an entry', () => {
  it('cannot take away a required project, task or notes', async () => {
    const span = nextHour();
    const entry = await logTime(t, member, span.startTime, span.endTime, {
      projectId: website.id,
      taskId: design,
      notes: 'Wireframes',
    });
    await requireAll({ requireProject: true, requireTask: true, requireNotes: true });
    const put = (body: object) => call(member, 'PUT', `/time/entries/${entry.id}`, body);
    expectRefused(
      await put({ projectId: null }),
      'PROJECT_REQUIRED',
      'A project and a task are required for time in this organization',
    );
    // Another project without a task clears the task (tasks are per project).
    expectRefused(
      await put({ projectId: internal.id }),
      'TASK_REQUIRED',
      'A task is required for time in this organization',
    );
    expectRefused(await put({ notes: null }), 'NOTES_REQUIRED', 'Notes are required for time in this organization');
    expectRefused(await put({ notes: '' }), 'NOTES_REQUIRED', 'Notes are required for time in this organization');
    const fine = await put({ notes: 'Wireframes, second round' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('still changes an entry recorded before the rule in other ways', async () => {
    const span = nextHour();
    const old = await logTime(t, member, span.startTime, span.endTime);
    await requireAll({ requireProject: true });
    const changed = await call(member, 'PUT', `/time/entries/${old.id}`, { notes: 'Filled in later' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ projectId: null, notes: 'Filled in later' });
  });
});

describe('the billable default', () => {
  it("follows the project's billableByDefault unless the caller says otherwise", async () => {
    expect(website.billableByDefault).toBe(true);
    expect(internal.billableByDefault).toBe(false);
    const unbilled = await logOne({ projectId: internal.id });
    expect(unbilled.isBillable).toBe(false);
    const billed = await logOne({
      projectId: internal.id,
      isBillable: true,
    });
    expect(billed.isBillable).toBe(true);
    const noProject = await logOne();
    expect(noProject.isBillable).toBe(true);

    const timer = await call(member, 'POST', '/time/timer/start', { projectId: internal.id });
    expect(timer.json().data.isBillable).toBe(false);
  });

  it('is set on the project by whoever manages projects', async () => {
    const changed = await call(owner, 'PUT', `/projects/${website.id}`, { billableByDefault: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.billableByDefault).toBe(false);
    const entry = await logOne({ projectId: website.id });
    expect(entry.isBillable).toBe(false);
    await call(owner, 'PUT', `/projects/${website.id}`, { billableByDefault: true });
    expect((await call(owner, 'PUT', `/projects/${website.id}`, { billableByDefault: 'no' })).statusCode).toBe(400);
  });
});

describe('the MCP tools', () => {
  it('answer the same refusals, and stop_timer keeps or discards a short timer when told', async () => {
    await requireAll({ requireProject: true });
    const refused = await mcpToolError(t, member, 'log_manual_time', nextHour());
    expect(refused).toMatchObject({ status: 400, code: 'PROJECT_REQUIRED' });
    expect((await mcpToolError(t, member, 'start_timer', {})).code).toBe('PROJECT_REQUIRED');

    await mcpToolData(t, member, 'start_timer', { projectId: website.id });
    clock.advance(5_000);
    expect((await mcpToolError(t, member, 'stop_timer', {})).code).toBe('TIMER_TOO_SHORT');
    const discarded = await mcpToolData<{ discarded: boolean }>(t, member, 'stop_timer', { ifShort: 'DISCARD' });
    expect(discarded.discarded).toBe(true);
    expect(await running(member)).toBeNull();
  });
});
