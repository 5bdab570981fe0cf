import { afterAll, describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember } from '../../../../test/support/actors.js';
import { testClock } from '../../../../test/support/clock.js';
import { deliverOutbox } from '../../../../test/support/mail.js';
import { startSmtpSink, type SmtpSink } from '../../../../test/support/smtp-sink.js';
import { logTime, review } from '../../../../test/support/time.js';

const clock = testClock('2026-11-20T18:00:00Z');
const { t, cast } = await castApp({ clock });
const sink: SmtpSink = await startSmtpSink();
afterAll(() => sink.close());

const statusOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/time/entries/${id}`, headers: cast.owner.headers })).json().data
    .status;

describe('POST /time/approve', () => {
  it('approves a list of entries', async () => {
    const a = await logTime(t, cast.member, '2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z');
    const b = await logTime(t, cast.member, '2026-11-16T10:00:00Z', '2026-11-16T11:00:00Z');
    const response = await review(t, cast.manager, [a.id, b.id], 'APPROVED');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'APPROVED', updated: 2 });
    expect(await statusOf(a.id)).toBe('APPROVED');
    expect(await statusOf(b.id)).toBe('APPROVED');
  });

  it('lets Managers, Admins and Owners review, and nobody else', async () => {
    const entry = await logTime(t, cast.member, '2026-11-15T09:00:00Z', '2026-11-15T10:00:00Z');
    expect((await review(t, cast.member, [entry.id], 'APPROVED')).statusCode).toBe(403);
    for (const reviewer of [cast.manager, cast.admin, cast.owner])
      expect((await review(t, reviewer, [entry.id], 'APPROVED')).statusCode).toBe(200);
  });

  it('requires a rejection reason of 3 to 500 characters', async () => {
    const entry = await logTime(t, cast.member, '2026-11-14T09:00:00Z', '2026-11-14T10:00:00Z');
    for (const reason of [undefined, 'no', 'x'.repeat(501)]) {
      const response = await review(t, cast.manager, [entry.id], 'REJECTED', reason);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('body.rejectionReason');
    }
    expect((await review(t, cast.manager, [entry.id], 'PENDING' as 'APPROVED')).statusCode).toBe(400);
    expect(await statusOf(entry.id)).toBe('PENDING');
  });

  it('tells the teammate why, in the app and by email', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Rita Rejected' });
    const first = await logTime(t, person, '2026-11-13T09:00:00Z', '2026-11-13T10:00:00Z', { notes: 'Client call' });
    const second = await logTime(t, person, '2026-11-13T11:00:00Z', '2026-11-13T12:00:00Z');
    const response = await review(
      t,
      cast.manager,
      [first.id, second.id],
      'REJECTED',
      'Please split the client call from admin work',
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.entries.every(
          (entry: { rejectionReason: string }) =>
            entry.rejectionReason === 'Please split the client call from admin work',
        ),
    ).toBe(true);

    const inbox = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: person.headers })).json()
      .data;
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      type: 'TIME_ENTRIES_REJECTED',
      body: 'Reason: Please split the client call from admin work',
    });
    expect(inbox.items[0].data.timeEntryIds.sort()).toEqual([first.id, second.id].sort());
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: cast.member.headers })).json().data
        .unreadCount,
    ).toBe(0);

    sink.received.length = 0;
    await deliverOutbox(t, sink);
    const email = sink.received.find((message) => message.to.includes(person.email))!;
    expect(email.subject).toBe('2 time entries were rejected on Punchclock');
    expect(email.text).toContain('Please split the client call from admin work');
    expect(email.text).toContain('Client call');
    expect(email.text).toContain('Rita Rejected');
  });

  it("changes nothing when one id is unknown or another organization's", async () => {
    const entry = await logTime(t, cast.member, '2026-11-12T09:00:00Z', '2026-11-12T10:00:00Z');
    const foreign = await logTime(t, cast.outsider, '2026-11-12T09:00:00Z', '2026-11-12T10:00:00Z');
    for (const stranger of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await review(t, cast.manager, [entry.id, stranger], 'REJECTED', 'Not billable');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain(stranger);
    }
    expect(await statusOf(entry.id)).toBe('PENDING');
    const outsiderView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time/entries/${foreign.id}`,
      headers: cast.outsider.headers,
    });
    expect(outsiderView.json().data.status).toBe('PENDING');
    expect((await review(t, cast.outsider, [entry.id], 'APPROVED')).statusCode).toBe(404);
  });

  it('refuses a running entry', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const running = (
      await t.app.inject({ method: 'POST', url: '/api/v1/time/timer/start', headers: person.headers, payload: {} })
    ).json().data;
    expect((await review(t, cast.manager, [running.id], 'APPROVED')).json().code).toBe('ENTRY_STILL_RUNNING');
  });
});
