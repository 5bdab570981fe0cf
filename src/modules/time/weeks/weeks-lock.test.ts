import { describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember, lastEmailTo, type Actor } from '../../../../test/support/actors.js';
import { testClock } from '../../../../test/support/clock.js';
import { logTime, postManual, review } from '../../../../test/support/time.js';

// Friday 20 November 2026; weeks start on Monday in UTC.
const clock = testClock('2026-11-20T18:00:00Z');
const { t, cast } = await castApp({ clock });

const call = (actor: Actor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
const submit = (actor: Actor, weekStart: string) => call(actor, 'POST', '/time/weeks/submit', { weekStart });
const weekIdOf = async (actor: Actor, weekStart: string) => {
  const weeks = (await call(cast.manager, 'GET', `/time/weeks?userId=${actor.userId}`)).json().data;
  return weeks.find((week: { weekStart: string }) => week.weekStart === weekStart).id as string;
};

describe('a submitted or approved week locks its entries for their owner', () => {
  it('refuses logging, editing, deleting, the timer and idle answers in the week', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const entry = await logTime(t, person, '2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z');
    const before = await logTime(t, person, '2026-11-13T09:00:00Z', '2026-11-13T10:00:00Z');
    expect((await submit(person, '2026-11-16')).statusCode).toBe(200);

    const refused = [
      await postManual(t, person, { startTime: '2026-11-17T09:00:00Z', endTime: '2026-11-17T10:00:00Z' }),
      await call(person, 'PUT', `/time/entries/${entry.id}`, { notes: 'changed' }),
      // Moving time from an open week into the locked one is a change to the locked week too.
      await call(person, 'PUT', `/time/entries/${before.id}`, {
        startTime: '2026-11-18T09:00:00Z',
        endTime: '2026-11-18T10:00:00Z',
      }),
      await call(person, 'DELETE', `/time/entries/${entry.id}`),
      await call(person, 'POST', '/time/timer/start', {}),
      await call(person, 'POST', '/time/idle-resolve', { action: 'DISCARD', idleSeconds: 60, timeEntryId: entry.id }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'WEEK_LOCKED' });
      expect(response.json().hint).toContain('Withdraw');
    }
    // The week before is open.
    expect((await call(person, 'PUT', `/time/entries/${before.id}`, { notes: 'fine' })).statusCode).toBe(200);
    // A manager may still change it, as they may change approved time.
    expect((await call(cast.manager, 'PUT', `/time/entries/${entry.id}`, { notes: 'by manager' })).statusCode).toBe(
      200,
    );
    // Per-entry review keeps working on a submitted week.
    expect((await review(t, cast.manager, [entry.id], 'APPROVED')).statusCode).toBe(200);
  });

  it('unlocks the week on rejection, telling the member why, in the app and by email; resubmitted, it is approved', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Wanda Week' });
    const entry = await logTime(t, person, '2026-11-09T09:00:00Z', '2026-11-09T10:00:00Z', { notes: 'Design review' });
    await submit(person, '2026-11-09');
    const weekId = await weekIdOf(person, '2026-11-09');
    const approved = await call(cast.manager, 'POST', `/time/weeks/${weekId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    // Approved entries are locked as before; the approved week locks them too.
    expect((await call(person, 'PUT', `/time/entries/${entry.id}`, { notes: 'x' })).statusCode).toBe(409);
    expect(
      (await postManual(t, person, { startTime: '2026-11-10T09:00:00Z', endTime: '2026-11-10T10:00:00Z' })).json().code,
    ).toBe('WEEK_LOCKED');

    // Rejecting an approved week sends it back.
    const rejected = await call(cast.manager, 'POST', `/time/weeks/${weekId}/reject`, {
      rejectionReason: 'Split the design review per client',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Split the design review per client',
    });
    expect((await call(person, 'GET', `/time/entries/${entry.id}`)).json().data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Split the design review per client',
    });

    const inbox = (await call(person, 'GET', '/notifications')).json().data;
    expect(inbox.items[0]).toMatchObject({
      type: 'TIMESHEET_WEEK_REJECTED',
      title: 'Your timesheet for the week of 2026-11-09 was rejected',
      body: 'Reason: Split the design review per client',
    });
    expect(inbox.items[0].data).toMatchObject({ timesheetWeekId: weekId, timeEntryIds: [entry.id] });
    const email = await lastEmailTo(t, person.email);
    expect(email.subject).toBe('Your timesheet for the week of 2026-11-09 was rejected on Punchclock');
    expect(email.text).toContain('Split the design review per client');
    expect(email.text).toContain('2026-11-09 09:00–10:00 UTC (Design review)');

    const mine = (await call(person, 'GET', '/time/weeks/mine?weekStart=2026-11-09')).json().data;
    expect(mine).toMatchObject({ status: 'REJECTED', locked: false, canSubmit: true });
    const fixed = await call(person, 'PUT', `/time/entries/${entry.id}`, { notes: 'Design review, client A' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.status).toBe('PENDING');

    const again = await submit(person, '2026-11-09');
    expect(again.json().data).toMatchObject({ id: weekId, status: 'SUBMITTED', rejectionReason: null });
    expect((await call(cast.manager, 'POST', `/time/weeks/${weekId}/approve`)).statusCode).toBe(200);
    expect((await call(person, 'GET', `/time/entries/${entry.id}`)).json().data.status).toBe('APPROVED');
  });

  it('refuses to reject a week that is open or already rejected', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await submit(person, '2026-11-02');
    const weekId = await weekIdOf(person, '2026-11-02');
    const reject = () =>
      call(cast.manager, 'POST', `/time/weeks/${weekId}/reject`, { rejectionReason: 'Missing hours' });
    expect((await reject()).statusCode).toBe(200);
    const twice = await reject();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('WEEK_STATUS_CONFLICT');
  });
});
