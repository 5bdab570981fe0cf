import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { rowsOf } from '../../platform/db/rows.js';

const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });

const upload = (actor: Actor, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tracker/slots', headers: actor.headers, payload });
const batch = (actor: Actor, slots: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tracker/slots/batch', headers: actor.headers, payload: { slots } });

/** A 10-minute slot starting at `start`, with applications and sites whose names differ in case. */
function slot(start: string, extra: Record<string, unknown> = {}) {
  const at = new Date(start);
  return {
    clientId: randomUUID(),
    startTime: at.toISOString(),
    endTime: new Date(at.getTime() + 600_000).toISOString(),
    keyboardSeconds: 100 + at.getUTCMinutes(),
    mouseSeconds: 200,
    activeSeconds: 400,
    applications: [
      { name: at.getUTCMinutes() % 20 === 0 ? 'Slack' : 'slack', seconds: 200 },
      { name: 'Visual Studio Code', seconds: 100 + at.getUTCMinutes() },
    ],
    urls: [{ url: 'https://www.github.com/acme', seconds: 90 }],
    ...extra,
  };
}

/** The rollup as stored, and as recomputed from the raw slots and usages, in one comparable order. */
async function rollupAndRecomputation(orgId: string) {
  const read = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await t.database.db.execute(query));
  const stored = {
    totals: await read(sql`
      select member_id, project_id, day::text as day, slots, tracked_seconds, active_seconds, keyboard_seconds, mouse_seconds
        from activity_day_totals where org_id = ${orgId} order by 1, 2 nulls first, 3`),
    usages: await read(sql`
      select member_id, project_id, day::text as day, kind, name, seconds
        from activity_day_usages where org_id = ${orgId} order by 1, 2 nulls first, 3, 4, 5`),
  };
  const recomputed = {
    totals: await read(sql`
      select member_id, project_id, (start_time at time zone 'UTC')::date::text as day, count(*)::int as slots,
             sum(extract(epoch from (end_time - start_time)))::int as tracked_seconds,
             sum(active_seconds)::int as active_seconds, sum(keyboard_seconds)::int as keyboard_seconds,
             sum(mouse_seconds)::int as mouse_seconds
        from activity_slots where org_id = ${orgId} group by 1, 2, 3 order by 1, 2 nulls first, 3`),
    usages: await read(sql`
      select s.member_id, s.project_id, (s.start_time at time zone 'UTC')::date::text as day, u.kind, u.name,
             sum(u.seconds)::int as seconds
        from activity_slot_usages u join activity_slots s on s.org_id = u.org_id and s.id = u.slot_id
       where s.org_id = ${orgId} group by 1, 2, 3, 4, 5 order by 1, 2 nulls first, 3, 4, 5`),
  };
  return { stored, recomputed };
}

describe('the per-day activity rollup', () => {
  let person: Actor;
  let other: Actor;
  let project: { id: string };
  beforeAll(async () => {
    person = await addMember(t, cast.owner, 'MEMBER');
    other = await addMember(t, cast.owner, 'MEMBER');
    project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
  });

  it('equals a recomputation from the raw slots after single uploads, batches and batch replays', async () => {
    // Single uploads on two days (one just before midnight UTC), with and without a project.
    for (const start of ['2026-11-16T23:50:00Z', '2026-11-17T00:00:00Z', '2026-11-17T09:00:00Z'])
      expect((await upload(person, slot(start))).statusCode).toBe(201);
    expect((await upload(person, slot('2026-11-17T09:10:00Z', { projectId: project.id }))).statusCode).toBe(201);
    expect((await upload(other, slot('2026-11-17T09:00:00Z'))).statusCode).toBe(201);

    // An offline batch: new slots, one overlapping (rejected), and one repeated inside the batch.
    const offline = [
      slot('2026-11-17T10:00:00Z'),
      slot('2026-11-17T10:10:00Z', { projectId: project.id }),
      slot('2026-11-17T10:05:00Z'),
      slot('2026-11-18T08:00:00Z'),
    ];
    const first = await batch(person, [...offline, offline[0]!]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ created: 3, replayed: 1, rejected: 1 });
    // The answer was lost: the tracker sends the same batch again, and a single upload again.
    const again = await batch(person, [...offline, offline[0]!]);
    expect(again.json().data).toMatchObject({ created: 0, replayed: 4, rejected: 1 });
    const replay = slot('2026-11-18T08:00:00Z', { clientId: offline[3]!.clientId, activeSeconds: 1 });
    expect((await upload(person, replay)).json().data.replayed).toBe(true);

    const { stored, recomputed } = await rollupAndRecomputation(cast.owner.orgId);
    expect(stored.totals.length).toBeGreaterThan(3);
    expect(stored).toEqual(recomputed);
  });

  it('gives a summary over whole days and partial days equal to one over the raw slots', async () => {
    // From 23:55 on the 16th (the 23:50 slot starts before it) to 08:05 on the 18th.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/activities/summary?from=2026-11-16T23:55:00Z&to=2026-11-18T08:05:00Z',
      headers: cast.owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [raw] = rowsOf<{ slots: number; members: number; tracked: number; keyboard: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as slots, count(distinct member_id)::int as members,
               sum(extract(epoch from (end_time - start_time)))::int as tracked, sum(keyboard_seconds)::int as keyboard
          from activity_slots
         where org_id = ${cast.owner.orgId}
           and start_time >= '2026-11-16T23:55:00Z' and start_time < '2026-11-18T08:05:00Z'`),
    );
    const data = response.json().data;
    expect(raw).toEqual({ slots: 7, members: 2, tracked: 4200, keyboard: expect.any(Number) });
    expect(data).toMatchObject({
      slots: raw!.slots,
      members: raw!.members,
      trackedSeconds: raw!.tracked,
      keyboardSeconds: raw!.keyboard,
    });
    // Slack and slack count as one application (its name is the first in the database's collation).
    expect(data.topApplications.find((app: { name: string }) => app.name.toLowerCase() === 'slack')).toMatchObject({
      seconds: 7 * 200,
    });
  });
});
