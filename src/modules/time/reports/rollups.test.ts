import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, type Actor } from '../../../../test/support/actors.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { createProject, createTask } from '../../../../test/support/projects.js';
import { logTime, postManual, review } from '../../../../test/support/time.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { rebuildStep, rollupStateOf } from './rollups.repository.js';
import { runRollupRebuilds } from './rollups.job.js';

/**
 * The rollups (docs/rollups.md) against a recomputation from the raw entries, after random
 * sequences of every kind of write through the real app, across a daylight-saving change and
 * changes of the organization's time zone with rebuilds in flight. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
// Timers run after the window of manual entries, the clock only moving forward (tokens stay valid).
const clock = testClock('2026-11-04T00:00:00Z');
const { t, cast } = await castApp({ clock });
const db = t.database.db;

/** A small seeded generator, so a failure replays with the same writes. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

type Row = Record<string, string | number | boolean | null>;
const query = async (statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));

/** Rollup rows as text, sorted, so a difference reads as a diff of rows. */
const asText = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/** What each rollup of `orgId` should hold in `zone`, recomputed from the entries (of members ≤ `through`). */
async function expectedRollups(orgId: string, zone: string, through: string | null) {
  const entries = sql`
    select member_id, project_id, task_id, is_billable, status, worked_seconds::bigint as seconds,
           (start_time at time zone ${zone})::date::text as day,
           case when is_billable then worked_seconds * coalesce(bill_rate, 0) else 0 end as billable_amount,
           worked_seconds * coalesce(cost_rate, 0) as cost_amount
      from time_entries
     where org_id = ${orgId}::uuid and end_time is not null
       ${through === null ? sql`` : sql`and member_id <= ${through}::uuid`}`;
  return {
    days: asText(
      await query(sql`
        select day, member_id, project_id, task_id, is_billable, status, count(*)::int as entries, sum(seconds)::text as seconds,
               trim_scale(sum(billable_amount))::text as billable, trim_scale(sum(cost_amount))::text as cost
          from (${entries}) e group by day, member_id, project_id, task_id, is_billable, status`),
    ),
    memberDays: asText(
      await query(sql`
        select day, member_id, count(*)::int as entries, sum(seconds)::text as seconds,
               coalesce(sum(seconds) filter (where is_billable), 0)::text as billable_seconds
          from (${entries}) e where status <> 'REJECTED' group by day, member_id`),
    ),
    memberMonths: asText(
      await query(sql`
        select to_char(date_trunc('month', day::date), 'YYYY-MM-DD') as month, member_id, count(*)::int as entries,
               sum(seconds)::text as seconds, coalesce(sum(seconds) filter (where is_billable), 0)::text as billable_seconds
          from (${entries}) e where status <> 'REJECTED' group by 1, member_id`),
    ),
    projectDays: asText(
      await query(sql`
        select day, project_id, count(*)::int as entries, sum(seconds)::text as seconds,
               coalesce(sum(seconds) filter (where is_billable), 0)::text as billable_seconds,
               trim_scale(sum(billable_amount))::text as billable, trim_scale(sum(cost_amount))::text as cost
          from (${entries}) e where status <> 'REJECTED' group by day, project_id`),
    ),
  };
}

async function storedRollups(orgId: string, zone: string) {
  return {
    days: asText(
      await query(sql`
        select day::text, member_id, project_id, task_id, is_billable, status, entries, worked_seconds::text as seconds,
               trim_scale(billable_amount)::text as billable, trim_scale(cost_amount)::text as cost
          from time_rollup_days where org_id = ${orgId}::uuid and time_zone = ${zone}`),
    ),
    memberDays: asText(
      await query(sql`
        select day::text, member_id, entries, worked_seconds::text as seconds, billable_seconds::text as billable_seconds
          from time_rollup_member_days where org_id = ${orgId}::uuid and time_zone = ${zone}`),
    ),
    memberMonths: asText(
      await query(sql`
        select month::text, member_id, entries, worked_seconds::text as seconds, billable_seconds::text as billable_seconds
          from time_rollup_member_months where org_id = ${orgId}::uuid and time_zone = ${zone}`),
    ),
    projectDays: asText(
      await query(sql`
        select day::text, project_id, entries, worked_seconds::text as seconds, billable_seconds::text as billable_seconds,
               trim_scale(billable_amount)::text as billable, trim_scale(cost_amount)::text as cost
          from time_rollup_project_days where org_id = ${orgId}::uuid and time_zone = ${zone}`),
    ),
  };
}

async function expectedTotals(orgId: string) {
  return asText(
    await query(sql`
      select project_id, status, count(*)::int as entries, sum(worked_seconds)::text as seconds,
             coalesce(sum(worked_seconds) filter (where is_billable), 0)::text as billable_seconds,
             trim_scale(coalesce(sum(worked_seconds * coalesce(bill_rate, 0)) filter (where is_billable), 0))::text as billable,
             trim_scale(sum(worked_seconds * coalesce(cost_rate, 0)))::text as cost
        from time_entries
       where org_id = ${orgId}::uuid and end_time is not null and project_id is not null
       group by project_id, status`),
  );
}

async function storedTotals(orgId: string) {
  return asText(
    await query(sql`
      select project_id, status, entries, worked_seconds::text as seconds, billable_seconds::text as billable_seconds,
             trim_scale(billable_amount)::text as billable, trim_scale(cost_amount)::text as cost
        from time_rollup_project_totals where org_id = ${orgId}::uuid`),
  );
}

/** Every rollup of the organization equals its recomputation, mid-rebuild included. */
async function expectRollupsMatchEntries(orgId: string) {
  const state = await rollupStateOf(db, orgId);
  const live = state.state === 'READY' ? state.timeZone : state.fromTimeZone;
  expect(await storedRollups(orgId, live)).toEqual(await expectedRollups(orgId, live, null));
  expect(await storedTotals(orgId)).toEqual(await expectedTotals(orgId));
  const zones = await query(sql`select distinct time_zone from time_rollup_days where org_id = ${orgId}::uuid`);
  if (state.state === 'READY') {
    expect(zones.map((row) => row.time_zone)).toEqual(zones.length === 0 ? [] : [live]);
    return;
  }
  const [rebuild] = await query(
    sql`select done_through_member_id from time_rollup_rebuilds where org_id = ${orgId}::uuid`,
  );
  const through = (rebuild!.done_through_member_id as string | null) ?? null;
  const building = await storedRollups(orgId, state.timeZone);
  if (through === null) expect(building).toEqual({ days: [], memberDays: [], memberMonths: [], projectDays: [] });
  else expect(building).toEqual(await expectedRollups(orgId, state.timeZone, through));
}

async function setZone(actor: Actor, timeZone: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: actor.headers,
    payload: { timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('time rollups', () => {
  it('count each entry on the local day it starts, in a 25-hour day across the change from summer time', async () => {
    const { owner } = cast;
    await setZone(owner, 'Europe/Berlin');
    await runRollupRebuilds(db);
    // 00:30 CEST and 23:30 CET, both on Sunday 25 October 2026 in Berlin (a day of 25 hours).
    await logTime(t, owner, '2026-10-24T22:30:00Z', '2026-10-24T23:00:00Z');
    await logTime(t, owner, '2026-10-25T22:30:00Z', '2026-10-25T23:00:00Z');
    // 00:30 CET on Monday 26 October.
    await logTime(t, owner, '2026-10-25T23:30:00Z', '2026-10-26T00:00:00Z');
    const days = await query(sql`
      select day::text as day, sum(entries)::int as entries, sum(worked_seconds)::int as seconds
        from time_rollup_member_days where org_id = ${owner.orgId}::uuid and member_id = ${owner.memberId}::uuid
       group by day order by day`);
    expect(days).toEqual([
      { day: '2026-10-25', entries: 2, seconds: 3600 },
      { day: '2026-10-26', entries: 1, seconds: 1800 },
    ]);
    await expectRollupsMatchEntries(owner.orgId);
  });

  it('show a recalculation in the settings until the rebuild after a change of zone has finished', async () => {
    const { admin, member, outsider } = cast;
    const settings = async (actor: Actor) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/organizations/current/settings', headers: actor.headers })
      ).json().data;
    await setZone(admin, 'Asia/Tokyo');
    expect((await settings(member)).reports).toEqual({ state: 'RECALCULATING', membersDone: 0, membersTotal: 4 });
    // Another organization's reports are not affected.
    expect((await settings(outsider)).reports.state).toBe('READY');
    await db.transaction((tx) => rebuildStep(tx, admin.orgId, 3));
    expect((await settings(member)).reports).toMatchObject({ state: 'RECALCULATING', membersDone: 3 });
    await runRollupRebuilds(db);
    expect((await settings(member)).reports).toEqual({ state: 'READY', membersDone: 0, membersTotal: 0 });
    await expectRollupsMatchEntries(admin.orgId);
  });

  it('equal a recomputation from the entries after random writes of every kind, zone changes and rebuilds', async () => {
    const { owner, manager, outsider } = cast;
    const people = [
      owner,
      manager,
      await addMember(t, owner, 'MEMBER', { costRate: 31.5, billableRate: 77.25 }),
      await addMember(t, owner, 'MEMBER', { costRate: 18, billableRate: 45 }),
    ];
    const projects = [
      await createProject(t, owner, { hourlyBillRate: 120, assignedUserIds: people.map((person) => person.userId) }),
      await createProject(t, owner, { assignedUserIds: people.map((person) => person.userId) }),
    ];
    const rng = random(20_261_124);
    const entries: Array<{ id: string; owner: Actor }> = [];
    // A window around the change from summer time in Europe (25 October) and the US (1 November).
    const windowStart = Date.parse('2026-10-23T00:00:00Z');
    const instant = (offsetMinutes: number) => new Date(windowStart + offsetMinutes * 60_000).toISOString();
    const span = () => {
      const start = rng.int(11 * 24 * 4) * 15 + rng.int(15);
      return { startTime: instant(start), endTime: instant(start + 5 + rng.int(300)) };
    };
    const project = () => rng.pick([...projects.map((candidate) => candidate.id), undefined]);
    const tasksOf: Record<string, string[]> = {
      [projects[0]!.id]: [
        await createTask(t, owner, projects[0]!.id, 'Design'),
        await createTask(t, owner, projects[0]!.id, 'Build'),
      ],
    };
    /** A project and, half the time where it has tasks, one of them. */
    const work = () => {
      const projectId = project();
      const tasks = projectId ? (tasksOf[projectId] ?? []) : [];
      return tasks.length > 0 && rng.next() < 0.5 ? { projectId, taskId: rng.pick(tasks) } : { projectId };
    };
    /** The kinds of write that succeeded at least once, so the sequence is known to cover them all. */
    const happened = new Set<string>();
    const note = (kind: string, response: { statusCode: number }) => {
      if (response.statusCode < 300) happened.add(kind);
    };

    // Someone else's time never reaches this organization's rollups.
    await logTime(t, outsider, '2026-10-25T22:30:00Z', '2026-10-25T23:30:00Z');
    const outsiderRows = await storedRollups(outsider.orgId, 'UTC');

    for (let step = 0; step < 160; step += 1) {
      const person = rng.pick(people);
      const operation = rng.next();
      if (operation < 0.35 || entries.length === 0) {
        const chosen = work();
        const response = await postManual(t, person, { ...span(), ...chosen, isBillable: rng.next() < 0.7 });
        note('manual', response);
        if (chosen.taskId) note('task', response);
        if (response.statusCode === 201) entries.push({ id: response.json().data.id, owner: person });
      } else if (operation < 0.5) {
        const entry = rng.pick(entries);
        const change = rng.pick([
          () => span(),
          () => ({ projectId: project() ?? null }),
          () => {
            const chosen = work();
            return { ...chosen, projectId: chosen.projectId ?? null };
          },
          () => ({ taskId: null }),
          () => ({ isBillable: rng.next() < 0.5 }),
          () => ({ notes: `Edited at step ${step}` }),
        ])();
        const edited = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/time/entries/${entry.id}`,
          headers: entry.owner.headers,
          payload: change,
        });
        note('edit', edited);
      } else if (operation < 0.6) {
        const entry = entries.splice(rng.int(entries.length), 1)[0]!;
        note(
          'delete',
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/time/entries/${entry.id}`,
            headers: entry.owner.headers,
          }),
        );
      } else if (operation < 0.75) {
        const chosen = entries.filter(() => rng.next() < 0.3).map((entry) => entry.id);
        const status = rng.pick(['APPROVED', 'REJECTED'] as const);
        if (chosen.length > 0) note(status, await review(t, owner, chosen, status, 'Please check the project'));
      } else if (operation < 0.85) {
        clock.advance((1 + rng.int(30)) * 60_000);
        const started = await t.app.inject({
          method: 'POST',
          url: '/api/v1/time/timer/start',
          headers: person.headers,
          payload: { projectId: project() },
        });
        clock.advance((1 + rng.int(180)) * 60_000);
        if (started.statusCode === 201) {
          entries.push({ id: started.json().data.id, owner: person });
          if (rng.next() < 0.5) {
            const action = rng.pick(['KEEP', 'DISCARD', 'SPLIT_OFFLINE']);
            const resolved = await t.app.inject({
              method: 'POST',
              url: '/api/v1/time/idle-resolve',
              headers: person.headers,
              payload: { action, idleSeconds: 60 + rng.int(600) },
            });
            note(action, resolved);
          }
        }
        note(
          'stop',
          await t.app.inject({ method: 'POST', url: '/api/v1/time/timer/stop', headers: person.headers, payload: {} }),
        );
      } else if (operation < 0.9) {
        await setZone(owner, rng.pick(['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata']));
      } else {
        if ((await rollupStateOf(db, owner.orgId)).state === 'REBUILDING') happened.add('rebuild step');
        await db.transaction((tx) => rebuildStep(tx, owner.orgId, 1));
      }
      if (step % 20 === 19) await expectRollupsMatchEntries(owner.orgId);
    }
    await expectRollupsMatchEntries(owner.orgId);
    await runRollupRebuilds(db);
    expect((await rollupStateOf(db, owner.orgId)).state).toBe('READY');
    await expectRollupsMatchEntries(owner.orgId);
    expect(await storedRollups(outsider.orgId, 'UTC')).toEqual(outsiderRows);
    const counted = await query(
      sql`select count(*)::int as n from time_entries where org_id = ${owner.orgId}::uuid and end_time is not null`,
    );
    // The sequence did write, every kind of write.
    expect(counted[0]!.n).toBeGreaterThan(40);
    expect([...happened].sort()).toEqual([
      'APPROVED',
      'DISCARD',
      'KEEP',
      'REJECTED',
      'SPLIT_OFFLINE',
      'delete',
      'edit',
      'manual',
      'rebuild step',
      'stop',
      'task',
    ]);
    // Entries with a task reached the day rollups with it.
    const withTask = await query(
      sql`select count(*)::int as n from time_rollup_days where org_id = ${owner.orgId}::uuid and task_id is not null`,
    );
    expect(withTask[0]!.n).toBeGreaterThan(0);
  });
});
