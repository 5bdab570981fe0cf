import { describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember, type Actor } from '../../../../test/support/actors.js';
import { setCalendar } from '../../../../test/support/calendar.js';
import { testClock } from '../../../../test/support/clock.js';
import { logTime } from '../../../../test/support/time.js';

// Friday 20 November 2026; the organization's weeks start on Monday in UTC until a test changes it.
const clock = testClock('2026-11-20T18:00:00Z');
const { t, cast } = await castApp({ clock });

const call = (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
const submit = (actor: Actor, weekStart: string) => call(actor, 'POST', '/time/weeks/submit', { weekStart });
const weeksOf = async (actor: Actor, query = '') => {
  const response = await call(actor, 'GET', `/time/weeks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Array<{ id: string; userId: string; weekStart: string; status: string } & object>;
};

describe('GET /time/weeks/mine and POST /time/weeks/submit', () => {
  it('shows the open current week with its totals, then submits it', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await logTime(t, person, '2026-11-16T09:00:00Z', '2026-11-16T11:00:00Z');
    await logTime(t, person, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z', { isBillable: false });
    await logTime(t, person, '2026-11-13T09:00:00Z', '2026-11-13T10:00:00Z'); // the week before

    const mine = await call(person, 'GET', '/time/weeks/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      id: null,
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      status: 'OPEN',
      timeZone: 'UTC',
      entryCount: 2,
      totalSeconds: 3 * 3600,
      billableSeconds: 2 * 3600,
      locked: false,
      canSubmit: true,
      canWithdraw: false,
    });

    const submitted = await submit(person, '2026-11-16');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({
      status: 'SUBMITTED',
      submittedAt: '2026-11-20T18:00:00.000Z',
      locked: true,
      canSubmit: false,
      canWithdraw: true,
    });
    expect(submitted.json().data.id).toEqual(expect.any(String));
  });

  it('refuses a day that is not a week start, a future week, a repeat and a running timer', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const notStart = await submit(person, '2026-11-17');
    expect(notStart.statusCode).toBe(400);
    expect(notStart.json().hint).toContain('first day of the week');
    expect(notStart.json().details[0].field).toBe('body.weekStart');
    expect((await submit(person, '2026-11-23')).json().details[0].field).toBe('body.weekStart');
    expect((await call(person, 'GET', '/time/weeks/mine?weekStart=2026-11-18')).statusCode).toBe(400);

    expect((await submit(person, '2026-11-09')).statusCode).toBe(200);
    const again = await submit(person, '2026-11-09');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WEEK_STATUS_CONFLICT' });
    expect(again.json().hint).toContain('withdraw');

    expect((await call(person, 'POST', '/time/timer/start', {})).statusCode).toBe(201);
    const running = await submit(person, '2026-11-16');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'ENTRY_STILL_RUNNING' });
    expect((await call(person, 'GET', '/time/weeks/mine')).json().data).toMatchObject({
      hasRunningTimer: true,
      canSubmit: false,
    });
  });

  it('follows the organization calendar: its time zone and first day of the week', async () => {
    // The outsider's organization: its calendar changes without touching the other tests'.
    const boss = cast.outsider;
    await setCalendar(t, boss, { timeZone: 'America/Los_Angeles', firstDayOfWeek: 7 });
    await logTime(t, boss, '2026-11-14T20:00:00Z', '2026-11-14T21:00:00Z'); // Saturday 14th there
    await logTime(t, boss, '2026-11-20T02:00:00Z', '2026-11-20T03:00:00Z'); // Thursday 19th there
    const mine = (await call(boss, 'GET', '/time/weeks/mine')).json().data;
    expect(mine).toMatchObject({ weekStart: '2026-11-15', weekEnd: '2026-11-21', entryCount: 1, totalSeconds: 3600 });
    expect((await submit(boss, '2026-11-16')).statusCode).toBe(400);
    expect((await submit(boss, '2026-11-15')).statusCode).toBe(200);
  });
});

describe('POST /time/weeks/withdraw', () => {
  it('takes back a submitted week, and nothing else', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const open = await call(person, 'POST', '/time/weeks/withdraw', { weekStart: '2026-11-02' });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('WEEK_STATUS_CONFLICT');
    await submit(person, '2026-11-02');
    const withdrawn = await call(person, 'POST', '/time/weeks/withdraw', { weekStart: '2026-11-02' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ id: null, status: 'OPEN', locked: false, canSubmit: true });

    await submit(person, '2026-11-02');
    const [week] = await weeksOf(cast.manager, `?userId=${person.userId}`);
    expect((await call(cast.manager, 'POST', `/time/weeks/${week!.id}/approve`)).statusCode).toBe(200);
    expect((await call(person, 'POST', '/time/weeks/withdraw', { weekStart: '2026-11-02' })).statusCode).toBe(409);
  });
});

describe('GET /time/weeks, approve and reject', () => {
  it('lists submitted weeks per person with totals, for reviewers only', async () => {
    const ann = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Ann Weekly' });
    await logTime(t, ann, '2026-10-26T09:00:00Z', '2026-10-26T12:00:00Z');
    await submit(ann, '2026-10-26');
    const weeks = await weeksOf(cast.manager, `?status=SUBMITTED&userId=${ann.userId}&from=2026-10-26&to=2026-10-26`);
    expect(weeks).toEqual([
      expect.objectContaining({
        userId: ann.userId,
        userName: 'Ann Weekly',
        weekStart: '2026-10-26',
        status: 'SUBMITTED',
        entryCount: 1,
        totalSeconds: 3 * 3600,
        billableSeconds: 3 * 3600,
      }),
    ]);
    expect(await weeksOf(cast.admin, '?status=APPROVED&from=2026-10-26&to=2026-10-26')).toEqual([]);
    expect((await call(ann, 'GET', '/time/weeks')).statusCode).toBe(403);
    expect((await call(ann, 'POST', `/time/weeks/${weeks[0]!.id}/approve`)).statusCode).toBe(403);
  });

  it('approves the whole week: its entries become APPROVED, reviewed by the manager', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const entry = await logTime(t, person, '2026-10-19T09:00:00Z', '2026-10-19T10:00:00Z');
    await submit(person, '2026-10-19');
    const [week] = await weeksOf(cast.manager, `?userId=${person.userId}`);
    const approved = await call(cast.manager, 'POST', `/time/weeks/${week!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', reviewedByMemberId: cast.manager.memberId });
    const stored = (await call(person, 'GET', `/time/entries/${entry.id}`)).json().data;
    expect(stored.status).toBe('APPROVED');
    const twice = await call(cast.manager, 'POST', `/time/weeks/${week!.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('WEEK_STATUS_CONFLICT');
  });

  it('requires a rejection reason of 3 to 500 characters', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await submit(person, '2026-10-12');
    const [week] = await weeksOf(cast.manager, `?userId=${person.userId}`);
    for (const payload of [{}, { rejectionReason: 'no' }, { rejectionReason: 'x'.repeat(501) }]) {
      const response = await call(cast.manager, 'POST', `/time/weeks/${week!.id}/reject`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('body.rejectionReason');
    }
  });

  it("keeps other organizations' weeks out of sight and out of reach", async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await submit(person, '2026-10-05');
    const [week] = await weeksOf(cast.manager, `?userId=${person.userId}`);
    expect(await weeksOf(cast.outsider)).not.toContainEqual(expect.objectContaining({ id: week!.id }));
    for (const action of ['approve', 'reject']) {
      const response = await call(cast.outsider, 'POST', `/time/weeks/${week!.id}/${action}`, {
        rejectionReason: 'Not yours',
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(cast.outsider, 'GET', `/time/weeks?userId=${person.userId}`)).statusCode).toBe(404);
    expect(
      (await call(cast.manager, 'POST', '/time/weeks/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
    expect((await weeksOf(cast.manager, `?userId=${person.userId}`))[0]!.status).toBe('SUBMITTED');
  });
});
