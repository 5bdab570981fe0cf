import { beforeAll, describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember } from '../../../../test/support/actors.js';
import { testClock } from '../../../../test/support/clock.js';
import { createProject } from '../../../../test/support/projects.js';
import { logTime, postManual, review, type EntryJson } from '../../../../test/support/time.js';

const clock = testClock('2026-11-20T18:00:00Z');
const { t, cast } = await castApp({ clock });
const assigned = await createProject(t, cast.owner, {
  hourlyBillRate: 150,
  assignedUserIds: [cast.member.userId, cast.manager.userId],
});
const unassigned = await createProject(t, cast.owner);

const get = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/time/entries${query}`, headers });
const put = (headers: Record<string, string>, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/time/entries/${id}`, headers, payload });
const del = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/time/entries/${id}`, headers });

describe('POST /time/manual', () => {
  it("records an entry, billable by default, PENDING, with the project's rate", async () => {
    const entry = await logTime(t, cast.member, '2026-11-16T09:00:00Z', '2026-11-16T10:30:00Z', {
      projectId: assigned.id,
      notes: 'Wireframes',
    });
    expect(entry).toMatchObject({
      memberId: cast.member.memberId,
      userId: cast.member.userId,
      projectId: assigned.id,
      durationSeconds: 5400,
      isBillable: true,
      isRunning: false,
      source: 'MANUAL',
      status: 'PENDING',
      notes: 'Wireframes',
    });
    const asManager = (
      await t.app.inject({ method: 'GET', url: `/api/v1/time/entries/${entry.id}`, headers: cast.manager.headers })
    ).json().data;
    expect(asManager.billRate).toBe(150);
    expect(entry.billRate).toBeNull();
  });

  it('needs no project', async () => {
    const entry = await logTime(t, cast.member, '2026-11-16T07:00:00Z', '2026-11-16T07:15:00Z', { isBillable: false });
    expect(entry).toMatchObject({ projectId: null, isBillable: false, durationSeconds: 900 });
  });

  it('validates the span', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startTime: '2026-11-16T10:00:00Z', endTime: '2026-11-16T10:00:00Z' }, 'body.endTime'],
      [{ startTime: '2026-11-16T10:00:00Z', endTime: '2026-11-16T09:00:00Z' }, 'body.endTime'],
      [{ startTime: '2026-11-14T10:00:00Z', endTime: '2026-11-15T10:00:01Z' }, 'body.endTime'],
      [{ startTime: '2026-11-20T17:00:00Z', endTime: '2026-11-20T19:00:00Z' }, 'body.endTime'],
      [{ startTime: 'yesterday', endTime: '2026-11-16T10:00:00Z' }, 'body.startTime'],
      [{ endTime: '2026-11-16T10:00:00Z' }, 'body.startTime'],
    ];
    for (const [payload, field] of cases) {
      const response = await postManual(t, cast.member, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.map((problem: { field: string }) => problem.field)).toContain(field);
    }
  });

  it("refuses another organization's project as unknown, an archived one, and one the member is not assigned to", async () => {
    const foreign = await createProject(t, cast.outsider);
    const span = { startTime: '2026-11-17T09:00:00Z', endTime: '2026-11-17T10:00:00Z' };
    expect((await postManual(t, cast.member, { ...span, projectId: foreign.id })).statusCode).toBe(404);
    expect((await postManual(t, cast.member, { ...span, projectId: unassigned.id })).statusCode).toBe(403);
    expect((await postManual(t, cast.manager, { ...span, projectId: unassigned.id })).statusCode).toBe(201);

    const archived = await createProject(t, cast.owner, { assignedUserIds: [cast.member.userId] });
    await t.app.inject({ method: 'POST', url: `/api/v1/projects/${archived.id}/archive`, headers: cast.owner.headers });
    const response = await postManual(t, cast.member, {
      startTime: '2026-11-17T11:00:00Z',
      endTime: '2026-11-17T12:00:00Z',
      projectId: archived.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PROJECT_ARCHIVED');
  });

  it("never lets one person's entries overlap, but lets them touch", async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const first = await logTime(t, person, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z');
    // The answer names the other entry, so the web app can say which one on the reader's clocks.
    expect(
      (await postManual(t, person, { startTime: '2026-11-18T09:30:00Z', endTime: '2026-11-18T10:30:00Z' })).json()
        .details,
    ).toEqual({
      conflictingEntry: { id: first.id, startTime: '2026-11-18T09:00:00.000Z', endTime: '2026-11-18T10:00:00.000Z' },
    });
    for (const [startTime, endTime] of [
      ['2026-11-18T09:30:00Z', '2026-11-18T10:30:00Z'],
      ['2026-11-18T08:00:00Z', '2026-11-18T11:00:00Z'],
      ['2026-11-18T09:10:00Z', '2026-11-18T09:20:00Z'],
    ]) {
      const response = await postManual(t, person, { startTime, endTime });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('TIME_ENTRY_OVERLAP');
    }
    await logTime(t, person, '2026-11-18T10:00:00Z', '2026-11-18T11:00:00Z');
    await logTime(t, person, '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    // Another person may work the same hours.
    await logTime(t, await addMember(t, cast.owner, 'MEMBER'), '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z');
  });

  it('lets only one of two simultaneous overlapping entries in', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const attempts = await Promise.all(
      ['2026-11-18T13:00:00Z', '2026-11-18T13:30:00Z', '2026-11-18T13:45:00Z'].map((startTime) =>
        postManual(t, person, { startTime, endTime: '2026-11-18T14:15:00Z' }),
      ),
    );
    expect(attempts.map((response) => response.json().code ?? response.statusCode).sort()).toEqual([
      201,
      'TIME_ENTRY_OVERLAP',
      'TIME_ENTRY_OVERLAP',
    ]);
  });

  it('keeps the rates in force when the entry was recorded', async () => {
    const person = await addMember(t, cast.owner, 'MANAGER', { costRate: 40, billableRate: 90 });
    const before = await logTime(t, person, '2026-11-19T09:00:00Z', '2026-11-19T10:00:00Z');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/members/${person.memberId}`,
      headers: cast.owner.headers,
      payload: { costRate: 55, billableRate: 120 },
    });
    const after = await logTime(t, person, '2026-11-19T11:00:00Z', '2026-11-19T12:00:00Z');
    const read = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/time/entries/${id}`, headers: cast.owner.headers })).json()
        .data;
    expect(await read(before.id)).toMatchObject({ costRate: 40, billRate: 90 });
    expect(await read(after.id)).toMatchObject({ costRate: 55, billRate: 120 });
  });
});

describe('GET /time/entries', () => {
  let mine: EntryJson[];
  beforeAll(async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    cast.member = person;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${assigned.id}`,
      headers: cast.owner.headers,
      payload: { assignedUserIds: [person.userId, cast.manager.userId] },
    });
    mine = [];
    for (let day = 9; day <= 13; day++) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      mine.push(
        await logTime(t, person, `${date}T09:00:00Z`, `${date}T10:00:00Z`, {
          projectId: day % 2 ? assigned.id : undefined,
          isBillable: day !== 12,
        }),
      );
    }
  });

  it('shows members their own entries, newest first', async () => {
    const items = (await get(cast.member.headers)).json().data.items as EntryJson[];
    expect(items.map((item) => item.id)).toEqual([...mine].reverse().map((item) => item.id));
  });

  it("shows managers everyone's, and lets them filter by user", async () => {
    const all = (await get(cast.manager.headers, '?limit=200')).json().data.items as EntryJson[];
    expect(new Set(all.map((item) => item.memberId)).size).toBeGreaterThan(1);
    const onePerson = (await get(cast.manager.headers, `?userId=${cast.member.userId}`)).json().data
      .items as EntryJson[];
    expect(onePerson).toHaveLength(5);
  });

  it("refuses a member asking for someone else's entries", async () => {
    expect((await get(cast.member.headers, `?userId=${cast.owner.userId}`)).statusCode).toBe(403);
  });

  it('filters by project, date range, status and billability', async () => {
    const h = cast.manager.headers;
    const q = `userId=${cast.member.userId}`;
    expect((await get(h, `?${q}&projectId=${assigned.id}`)).json().data.items).toHaveLength(3);
    expect((await get(h, `?${q}&from=2026-11-10&to=2026-11-11`)).json().data.items).toHaveLength(2);
    expect((await get(h, `?${q}&from=2026-11-10T09:30:00Z`)).json().data.items).toHaveLength(3);
    expect((await get(h, `?${q}&billable=false`)).json().data.items).toHaveLength(1);
    expect((await get(h, `?${q}&status=APPROVED`)).json().data.items).toHaveLength(0);
    expect((await get(h, `?${q}&billable=maybe`)).statusCode).toBe(400);
    expect((await get(h, `?${q}&from=2026-11-12&to=2026-11-10`)).statusCode).toBe(400);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await get(cast.member.headers, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json().data as {
        items: EntryJson[];
        nextCursor: string | null;
      };
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...mine].reverse().map((item) => item.id));
    expect((await get(cast.member.headers, '?cursor=garbage')).statusCode).toBe(400);
    expect((await get(cast.member.headers, '?limit=201')).statusCode).toBe(400);
  });

  it('pages through entries that start at the same instant (different people) in id order', async () => {
    const all = (await get(cast.manager.headers, '?limit=200')).json().data.items as EntryJson[];
    expect(new Set(all.map((item) => item.startTime)).size).toBeLessThan(all.length);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await get(cast.manager.headers, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json().data as {
        items: EntryJson[];
        nextCursor: string | null;
      };
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((item) => item.id));
  });

  it('shows another organization nothing', async () => {
    const items = (await get(cast.outsider.headers, '?limit=200')).json().data.items as EntryJson[];
    expect(items.filter((item) => mine.some((entry) => entry.id === item.id))).toHaveLength(0);
    expect((await get(cast.outsider.headers, `?userId=${cast.member.userId}`)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/time/entries/${mine[0]!.id}`,
          headers: cast.outsider.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT and DELETE /time/entries/:id', () => {
  it('lets the owner edit, which makes the entry PENDING again', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const entry = await logTime(t, person, '2026-11-05T09:00:00Z', '2026-11-05T10:00:00Z');
    expect((await review(t, cast.manager, [entry.id], 'REJECTED', 'Wrong day')).statusCode).toBe(200);
    const edited = await put(person.headers, entry.id, {
      startTime: '2026-11-06T09:00:00Z',
      endTime: '2026-11-06T11:00:00Z',
      notes: 'Moved',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'PENDING',
      rejectionReason: null,
      durationSeconds: 7200,
      notes: 'Moved',
    });
    expect((await put(person.headers, entry.id, {})).statusCode).toBe(400);
  });

  it('locks an approved entry for its owner, not for a manager', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const entry = await logTime(t, person, '2026-11-04T09:00:00Z', '2026-11-04T10:00:00Z');
    await review(t, cast.manager, [entry.id], 'APPROVED');
    const edit = await put(person.headers, entry.id, { notes: 'sneaky' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('ENTRY_LOCKED_BY_APPROVAL');
    expect((await del(person.headers, entry.id)).json().code).toBe('ENTRY_LOCKED_BY_APPROVAL');
    const byManager = await put(cast.manager.headers, entry.id, { notes: 'corrected' });
    expect(byManager.json().data).toMatchObject({ notes: 'corrected', status: 'PENDING' });
  });

  it("refuses another organization's project in an edit or a timer start as unknown", async () => {
    const foreign = await createProject(t, cast.outsider);
    const person = await addMember(t, cast.owner, 'MANAGER');
    const entry = await logTime(t, person, '2026-11-03T13:00:00Z', '2026-11-03T14:00:00Z');
    expect((await put(person.headers, entry.id, { projectId: foreign.id })).statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time/timer/start',
      headers: person.headers,
      payload: { projectId: foreign.id },
    });
    expect(start.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/time/timer', headers: person.headers })).json().data.running,
    ).toBeNull();
  });

  it('refuses an edit that would overlap another entry', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await logTime(t, person, '2026-11-03T09:00:00Z', '2026-11-03T10:00:00Z');
    const second = await logTime(t, person, '2026-11-03T10:00:00Z', '2026-11-03T11:00:00Z');
    expect((await put(person.headers, second.id, { startTime: '2026-11-03T09:59:00Z' })).json().code).toBe(
      'TIME_ENTRY_OVERLAP',
    );
  });

  it("hides other members' entries from members and other organizations", async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const entry = await logTime(t, person, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z');
    for (const actor of [cast.member, cast.outsider]) {
      expect((await put(actor.headers, entry.id, { notes: 'x' })).statusCode).toBe(404);
      expect((await del(actor.headers, entry.id)).statusCode).toBe(404);
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time/entries/${entry.id}`,
      headers: person.headers,
    });
    expect(still.json().data.notes).toBeNull();
  });

  it('deletes permanently', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const entry = await logTime(t, person, '2026-11-01T09:00:00Z', '2026-11-01T10:00:00Z');
    expect((await del(person.headers, entry.id)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/time/entries/${entry.id}`, headers: person.headers }))
        .statusCode,
    ).toBe(404);
    expect((await del(person.headers, entry.id)).statusCode).toBe(404);
  });

  it('keeps a member with recorded time from being removed', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await logTime(t, person, '2026-10-30T09:00:00Z', '2026-10-30T10:00:00Z');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/members/${person.memberId}`,
      headers: cast.owner.headers,
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().code).toBe('MEMBER_HAS_TIME_ENTRIES');
    expect(removal.json().hint).toContain('Deactivate');
  });
});

describe('the timer', () => {
  it('starts, runs and stops', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time/timer/start',
      headers: person.headers,
      payload: { notes: 'Standup' },
    });
    expect(start.statusCode).toBe(201);
    expect(start.json().data).toMatchObject({ isRunning: true, endTime: null, source: 'TIMER' });
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/v1/time/timer/start', headers: person.headers, payload: {} })
      ).json().code,
    ).toBe('TIMER_ALREADY_RUNNING');

    clock.advance(25 * 60 * 1000);
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/time/timer', headers: person.headers });
    expect(current.json().data.running).toMatchObject({ id: start.json().data.id, durationSeconds: 1500 });
    const overlapping = await postManual(t, person, {
      startTime: new Date(clock.now().getTime() - 600_000).toISOString(),
      endTime: clock.now().toISOString(),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('TIME_ENTRY_OVERLAP');

    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time/timer/stop',
      headers: person.headers,
      payload: {},
    });
    expect(stop.json().data).toMatchObject({ isRunning: false, durationSeconds: 1500, notes: 'Standup' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/time/timer', headers: person.headers })).json().data.running,
    ).toBeNull();
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/v1/time/timer/stop', headers: person.headers, payload: {} })
      ).json().code,
    ).toBe('NO_RUNNING_TIMER');
  });
});
