import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, type Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { logTime } from '../../../test/support/time.js';
import { activitySlots } from './activities.tables.js';

const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });

const upload = (actor: Actor, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tracker/slots', headers: actor.headers, payload });
const batch = (actor: Actor, slots: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tracker/slots/batch', headers: actor.headers, payload: { slots } });

/** A 10-minute slot starting `minute` minutes after 2026-11-18T09:00Z. */
function slot(minute: number, extra: Record<string, unknown> = {}) {
  const start = new Date(Date.UTC(2026, 10, 18, 9, minute));
  return {
    clientId: randomUUID(),
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 600_000).toISOString(),
    keyboardSeconds: 120,
    mouseSeconds: 300,
    activeSeconds: 420,
    ...extra,
  };
}

async function slotsOf(actor: Actor) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(activitySlots)
    .where(and(eq(activitySlots.orgId, actor.orgId), eq(activitySlots.memberId, actor.memberId)));
  return row!.n;
}

describe('POST /tracker/slots', () => {
  it('stores a slot with its activity, applications and sites', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const body = slot(0, {
      projectId: project.id,
      applications: [
        { name: 'Visual Studio Code', seconds: 400 },
        { name: 'Google Chrome', seconds: 150 },
      ],
      urls: [{ url: 'https://www.github.com/acme/web/pull/7', seconds: 150 }],
    });
    const response = await upload(person, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      replayed: false,
      slot: {
        id: expect.any(String),
        clientId: body.clientId,
        memberId: person.memberId,
        projectId: project.id,
        timeEntryId: null,
        startTime: '2026-11-18T09:00:00.000Z',
        endTime: '2026-11-18T09:10:00.000Z',
        durationSeconds: 600,
        keyboardSeconds: 120,
        mouseSeconds: 300,
        activeSeconds: 420,
        activityPercent: 70,
        applications: [
          { name: 'Visual Studio Code', seconds: 400 },
          { name: 'Google Chrome', seconds: 150 },
        ],
        sites: [{ name: 'github.com', seconds: 150 }],
        createdAt: '2026-11-18T15:00:00.000Z',
      },
    });
  });

  it('answers a replayed clientId with the slot stored the first time and stores nothing', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const body = slot(0, {
      applications: [
        { name: 'Slack', seconds: 100 },
        { name: 'Figma', seconds: 300 },
      ],
    });
    const first = (await upload(person, body)).json().data;
    expect(first.slot.applications.map((app: { name: string }) => app.name)).toEqual(['Figma', 'Slack']);
    const again = await upload(person, { ...body, activeSeconds: 10, keyboardSeconds: 0, mouseSeconds: 0 });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual({ replayed: true, slot: first.slot });
    expect(await slotsOf(person)).toBe(1);
  });

  it('keeps client ids per member: the same id from another member is another slot', async () => {
    const [one, two] = [await addMember(t, cast.owner, 'MEMBER'), await addMember(t, cast.owner, 'MEMBER')];
    const body = slot(0);
    const a = (await upload(one, body)).json().data;
    const b = (await upload(two, body)).json().data;
    expect(a.replayed || b.replayed).toBe(false);
    expect(a.slot.id).not.toBe(b.slot.id);
  });

  it('stores each of two simultaneous uploads of one clientId once', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const body = slot(0);
    const answers = await Promise.all([upload(person, body), upload(person, body), upload(person, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((answer) => answer.json().data.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().data.slot.id)).size).toBe(1);
    expect(await slotsOf(person)).toBe(1);
  });

  it('refuses a slot overlapping another of the member’s, not an adjacent one or another member’s', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    expect((await upload(person, slot(0))).statusCode).toBe(201);
    const overlap = await upload(person, slot(5));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ success: false, code: 'ACTIVITY_SLOT_OVERLAP' });
    expect((await upload(person, slot(10))).statusCode).toBe(201);
    expect((await upload(person, slot(-10))).statusCode).toBe(201);
    expect((await upload(await addMember(t, cast.owner, 'MEMBER'), slot(5))).statusCode).toBe(201);
    expect(await slotsOf(person)).toBe(3);
  });

  it('refuses slots out of bounds with 400', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const refused = async (body: object) => {
      const response = await upload(person, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', hint: expect.any(String) });
    };
    await refused(slot(0, { endTime: '2026-11-18T09:00:00Z' }));
    await refused(slot(0, { endTime: '2026-11-18T10:00:01Z' }));
    await refused(slot(0, { activeSeconds: 601, keyboardSeconds: 0, mouseSeconds: 0 }));
    await refused(slot(0, { keyboardSeconds: 421 }));
    await refused(slot(0, { applications: [{ name: 'Slack', seconds: 601 }] }));
    await refused(
      slot(0, {
        applications: [
          { name: 'Slack', seconds: 300 },
          { name: 'Figma', seconds: 301 },
        ],
      }),
    );
    await refused(slot(0, { urls: [{ url: 'https://example.com', seconds: 0 }] }));
    await refused(slot(0, { startTime: '2026-11-18T15:00:00Z', endTime: '2026-11-18T15:10:00Z' }));
    await refused(slot(0, { clientId: '' }));
    await refused(slot(0, { activeSeconds: -1 }));
    await refused({ ...slot(0), startTime: undefined });
    await refused(slot(0, { applications: Array.from({ length: 51 }, (_, i) => ({ name: `app ${i}`, seconds: 1 })) }));
    expect(await slotsOf(person)).toBe(0);
  });

  it('logs to a project the member may log to, and to their own time entry', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const mine = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const notMine = await createProject(t, cast.owner);
    const archived = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${archived.id}/archive`,
      headers: cast.owner.headers,
    });
    expect((await upload(person, slot(0, { projectId: notMine.id }))).json().code).toBe('NOT_ASSIGNED_TO_PROJECT');
    expect((await upload(person, slot(0, { projectId: archived.id }))).json().code).toBe('PROJECT_ARCHIVED');
    expect((await upload(person, slot(0, { projectId: randomUUID() }))).statusCode).toBe(404);
    // A manager may log to any project.
    expect((await upload(cast.manager, slot(200, { projectId: notMine.id }))).statusCode).toBe(201);

    const entry = await logTime(t, person, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z', { projectId: mine.id });
    const linked = await upload(person, slot(0, { timeEntryId: entry.id }));
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data.slot).toMatchObject({ timeEntryId: entry.id, projectId: mine.id });
    const theirs = await logTime(t, cast.member, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z');
    expect((await upload(person, slot(10, { timeEntryId: theirs.id }))).statusCode).toBe(404);
    expect((await upload(person, slot(10, { timeEntryId: randomUUID() }))).statusCode).toBe(404);
  });

  it("refuses another organization's project and time entry as unknown (404)", async () => {
    const project = await createProject(t, cast.owner, { assignedUserIds: [cast.member.userId] });
    const entry = await logTime(t, cast.member, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z');
    const byOutsider = await upload(cast.outsider, slot(0, { projectId: project.id }));
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().code).toBe('NOT_FOUND');
    expect((await upload(cast.outsider, slot(0, { timeEntryId: entry.id }))).statusCode).toBe(404);
    const results = (
      await batch(cast.outsider, [slot(0, { projectId: project.id }), slot(0, { timeEntryId: entry.id })])
    ).json().data.results;
    expect(results.map((result: { error: { status: number } }) => result.error.status)).toEqual([404, 404]);
    expect(await slotsOf(cast.outsider)).toBe(0);
  });

  it('does not let another organization replay or see a slot through its clientId', async () => {
    const body = slot(300);
    const ours = (await upload(cast.admin, body)).json().data;
    const theirs = await upload(cast.outsider, body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.replayed).toBe(false);
    expect(theirs.json().data.slot.id).not.toBe(ours.slot.id);
    expect(theirs.json().data.slot.memberId).toBe(cast.outsider.memberId);
  });
});

describe('POST /tracker/slots/batch', () => {
  it('answers per slot and creates nothing twice when the whole batch is replayed', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const first = slot(0);
    const slots = [
      first,
      slot(10, { applications: [{ name: 'Slack', seconds: 60 }] }),
      slot(5),
      slot(20, { activeSeconds: 700 }),
      first,
      slot(30, { projectId: randomUUID() }),
    ];
    const response = await batch(person, slots);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ created: 2, replayed: 1, rejected: 3 });
    expect(data.results.map((result: { status: string }) => result.status)).toEqual([
      'CREATED',
      'CREATED',
      'REJECTED',
      'REJECTED',
      'REPLAYED',
      'REJECTED',
    ]);
    expect(data.results[0]).toMatchObject({
      index: 0,
      clientId: first.clientId,
      slotId: expect.any(String),
      error: null,
    });
    expect(data.results[4].slotId).toBe(data.results[0].slotId);
    expect(data.results[2]).toMatchObject({ slotId: null, error: { status: 409, code: 'ACTIVITY_SLOT_OVERLAP' } });
    expect(data.results[3].error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(data.results[5].error).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const replay = (await batch(person, slots)).json().data;
    expect(replay).toMatchObject({ created: 0, replayed: 3, rejected: 3 });
    expect(replay.results[1].slotId).toBe(data.results[1].slotId);
    expect(await slotsOf(person)).toBe(2);
  });

  it('refuses a malformed or oversized batch whole', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    expect((await batch(person, [])).statusCode).toBe(400);
    expect(
      (
        await batch(
          person,
          Array.from({ length: 101 }, (_, i) => slot(i * 10)),
        )
      ).statusCode,
    ).toBe(400);
    expect((await batch(person, [slot(0), { clientId: 'x' }])).statusCode).toBe(400);
    expect(await slotsOf(person)).toBe(0);
    expect(
      (
        await batch(
          person,
          Array.from({ length: 100 }, (_, i) => slot(i * 10 - 1000)),
        )
      ).json().data.created,
    ).toBe(100);
  });
});
