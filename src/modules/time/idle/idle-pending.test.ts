import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMember, type Actor } from '../../../../test/support/actors.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { createProject } from '../../../../test/support/projects.js';
import { logTime, review } from '../../../../test/support/time.js';

// Each test takes a later day: tokens issued by the clock must not be dated in its future.
const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });

const MINUTE = 60_000;
const post = (actor: Actor, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });
const getIdle = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/time/idle', headers });
const pendingOf = async (actor: Actor) => {
  const response = await getIdle(actor.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Array<Record<string, unknown>>;
};

/**
 * Uploads slots through the tracker route as the person's desktop tracker would: consecutive
 * spans from `from`, each [minutes, activeSeconds].
 */
async function trackerSlots(actor: Actor, from: string, spans: Array<[number, number]>, timeEntryId?: string) {
  let start = new Date(from).getTime();
  for (const [minutes, activeSeconds] of spans) {
    const end = start + minutes * MINUTE;
    const response = await post(actor, '/tracker/slots', {
      clientId: randomUUID(),
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      keyboardSeconds: 0,
      mouseSeconds: activeSeconds,
      activeSeconds,
      ...(timeEntryId ? { timeEntryId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    start = end;
  }
}

/** A new member whose timer started at `start` and runs until the clock's `now`. */
async function runningSince(start: string, now: string) {
  const person = await addMember(t, cast.owner, 'MEMBER');
  const project = await createProject(t, cast.owner, { name: 'Website', assignedUserIds: [person.userId] });
  clock.set(start);
  const started = await post(person, '/time/timer/start', { projectId: project.id, notes: 'Hero section' });
  expect(started.statusCode, started.body).toBe(201);
  clock.set(now);
  return { person, project, entryId: started.json().data.id as string };
}

describe('GET /time/idle', () => {
  it('offers the idle run the running entry ends with, counted up to now', async () => {
    const { person, project, entryId } = await runningSince('2026-11-19T09:00:00Z', '2026-11-19T09:43:00Z');
    await trackerSlots(
      person,
      '2026-11-19T09:00:00Z',
      [
        [10, 420],
        [10, 300],
        [10, 0],
        [10, 4],
      ],
      entryId,
    );

    const response = await getIdle(person.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      generatedAt: '2026-11-19T09:43:00.000Z',
      thresholdSeconds: 300,
      items: [
        {
          timeEntryId: entryId,
          isRunning: true,
          projectId: project.id,
          projectName: 'Website',
          notes: 'Hero section',
          idleSince: '2026-11-19T09:20:00.000Z',
          measuredUntil: '2026-11-19T09:40:00.000Z',
          idleSeconds: 23 * 60,
        },
      ],
    });
  });

  it('offers nothing without slots, when the last slot had input, or for less than 5 idle minutes', async () => {
    const quiet = await runningSince('2026-11-20T09:00:00Z', '2026-11-20T09:45:00Z');
    expect(await pendingOf(quiet.person)).toEqual([]);

    const back = await runningSince('2026-11-20T10:00:00Z', '2026-11-20T10:45:00Z');
    await trackerSlots(back.person, '2026-11-20T10:00:00Z', [
      [20, 0],
      [10, 0],
      [10, 200],
    ]);
    expect(await pendingOf(back.person)).toEqual([]);

    const brief = await runningSince('2026-11-20T11:00:00Z', '2026-11-20T11:45:00Z');
    await trackerSlots(brief.person, '2026-11-20T11:00:00Z', [
      [36, 900],
      [4, 0],
    ]);
    expect(await pendingOf(brief.person)).toEqual([]);
  });

  it('stops offering idle time once it is answered, and offers new idle time after the answer', async () => {
    const { person, entryId } = await runningSince('2026-11-21T09:00:00Z', '2026-11-21T09:40:00Z');
    await trackerSlots(person, '2026-11-21T09:00:00Z', [
      [20, 600],
      [20, 0],
    ]);
    const [offered] = await pendingOf(person);
    expect(offered).toMatchObject({ idleSince: '2026-11-21T09:20:00.000Z', idleSeconds: 1200 });

    const answer = await post(person, '/time/idle-resolve', {
      action: 'DISCARD',
      idleSeconds: offered!.idleSeconds,
      timeEntryId: entryId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The answer is what it always was: the spec's fields, nothing more.
    expect(Object.keys(answer.json().data).sort()).toEqual([
      'action',
      'entry',
      'idleSeconds',
      'offlineEntry',
      'resumedEntry',
    ]);
    expect(answer.json().data.entry).toMatchObject({ id: entryId, idleSeconds: 1200, durationSeconds: 1200 });
    expect(await pendingOf(person)).toEqual([]);

    // The person is away again: the slots after the answer are offered from the answer on.
    clock.set('2026-11-21T10:10:00Z');
    await trackerSlots(person, '2026-11-21T09:40:00Z', [
      [10, 0],
      [10, 0],
      [10, 0],
    ]);
    expect(await pendingOf(person)).toMatchObject([
      { timeEntryId: entryId, idleSince: '2026-11-21T09:40:00.000Z', idleSeconds: 1800 },
    ]);
    expect((await post(person, '/time/idle-resolve', { action: 'KEEP', idleSeconds: 1800 })).statusCode).toBe(200);
    expect(await pendingOf(person)).toEqual([]);
  });

  it('splitting the idle time off offers neither the offline entry nor the resumed timer', async () => {
    const { person, entryId } = await runningSince('2026-11-22T09:00:00Z', '2026-11-22T09:40:00Z');
    await trackerSlots(person, '2026-11-22T09:00:00Z', [
      [25, 600],
      [15, 0],
    ]);
    const [offered] = await pendingOf(person);
    const split = await post(person, '/time/idle-resolve', {
      action: 'SPLIT_OFFLINE',
      idleSeconds: offered!.idleSeconds,
      timeEntryId: entryId,
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().data.offlineEntry).toMatchObject({
      startTime: '2026-11-22T09:25:00.000Z',
      endTime: '2026-11-22T09:40:00.000Z',
      isOffline: true,
    });
    expect(await pendingOf(person)).toEqual([]);
  });

  it('offers stopped PENDING entries of the last 24 hours, but not once they are approved', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    clock.set('2026-11-23T12:00:00Z');
    const first = await logTime(t, person, '2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z');
    await trackerSlots(
      person,
      '2026-11-23T09:00:00Z',
      [
        [40, 1200],
        [10, 0],
        [10, 0],
      ],
      first.id,
    );
    const second = await logTime(t, person, '2026-11-23T10:30:00Z', '2026-11-23T11:30:00Z');
    await trackerSlots(person, '2026-11-23T10:30:00Z', [
      [50, 1200],
      [20, 0],
    ]);
    expect(await pendingOf(person)).toMatchObject([
      {
        timeEntryId: second.id,
        isRunning: false,
        idleSince: '2026-11-23T11:20:00.000Z',
        measuredUntil: '2026-11-23T11:30:00.000Z',
        idleSeconds: 600,
      },
      {
        timeEntryId: first.id,
        isRunning: false,
        idleSince: '2026-11-23T09:40:00.000Z',
        measuredUntil: '2026-11-23T10:00:00.000Z',
        idleSeconds: 1200,
      },
    ]);

    expect((await review(t, cast.manager, [second.id], 'APPROVED')).statusCode).toBe(200);
    expect(await pendingOf(person)).toMatchObject([{ timeEntryId: first.id }]);
    clock.set('2026-11-24T10:01:00Z');
    expect(await pendingOf(person)).toEqual([]);
  });

  it("never shows another member's or another organization's idle time", async () => {
    const mine = await runningSince('2026-11-25T09:00:00Z', '2026-11-25T09:40:00Z');
    const teammate = await runningSince('2026-11-25T09:40:00Z', '2026-11-25T10:20:00Z');
    await trackerSlots(teammate.person, '2026-11-25T09:40:00Z', [
      [10, 600],
      [30, 0],
    ]);
    expect((await post(cast.outsider, '/time/timer/start', {})).statusCode).toBe(201);
    clock.set('2026-11-25T11:00:00Z');
    await trackerSlots(cast.outsider, '2026-11-25T10:20:00Z', [
      [10, 600],
      [30, 0],
    ]);

    expect(await pendingOf(mine.person)).toEqual([]);
    // A manager sees their own idle time only, never the team's.
    expect(await pendingOf(cast.manager)).toEqual([]);
    expect(await pendingOf(teammate.person)).toMatchObject([{ timeEntryId: teammate.entryId }]);
    const outsiders = await pendingOf(cast.outsider);
    expect(outsiders).toHaveLength(1);
    expect(outsiders[0]!.timeEntryId).not.toBe(teammate.entryId);

    // The outsider asking in this organization is refused; answering a foreign entry is 404.
    const foreign = await getIdle({ ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId });
    expect(foreign.statusCode).toBe(403);
    const answer = await post(cast.outsider, '/time/idle-resolve', {
      action: 'DISCARD',
      idleSeconds: 600,
      timeEntryId: teammate.entryId,
    });
    expect(answer.statusCode).toBe(404);
    expect(await pendingOf(teammate.person)).toHaveLength(1);
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/time/idle' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
