import { describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember, registerOwner, type Actor } from '../../../../test/support/actors.js';
import { testClock } from '../../../../test/support/clock.js';
import { logTime, review } from '../../../../test/support/time.js';

// Friday 20 November 2026; weeks start on Monday in UTC.
const clock = testClock('2026-11-20T18:00:00Z');
const { t, cast } = await castApp({ clock });

const call = (actor: Actor, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
const statusOf = async (actor: Actor, id: string) =>
  (await call(actor, 'GET', `/time/entries/${id}`)).json().data.status as string;
const setSelfApproval = async (actor: Actor, allowSelfApproval: boolean) =>
  call(actor, 'PATCH', '/organizations/current/settings', { allowSelfApproval });

/** The actor's week of 9 November 2026 with one hour in it, submitted; its id. */
async function submittedWeek(actor: Actor, day = '2026-11-09'): Promise<string> {
  await logTime(t, actor, `${day}T09:00:00Z`, `${day}T10:00:00Z`);
  const submitted = await call(actor, 'POST', '/time/weeks/submit', { weekStart: day });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data.id;
}

describe('Nobody approves their own time', () => {
  it("refuses a Manager's approval of his own entries, and leaves them pending", async () => {
    const own = await logTime(t, cast.manager, '2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z');
    const refused = await review(t, cast.manager, [own.id], 'APPROVED');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SELF_APPROVAL_NOT_ALLOWED',
      message: 'You cannot approve your own time',
    });
    expect(refused.json().hint).toContain('Another reviewer approves it');
    expect(await statusOf(cast.manager, own.id)).toBe('PENDING');

    expect((await review(t, cast.admin, [own.id], 'APPROVED')).statusCode).toBe(200);
    expect(await statusOf(cast.manager, own.id)).toBe('APPROVED');
  });

  it('refuses the whole batch when one of its entries is the reviewer’s own', async () => {
    const theirs = await logTime(t, cast.member, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z');
    const own = await logTime(t, cast.manager, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z');
    expect((await review(t, cast.manager, [theirs.id, own.id], 'APPROVED')).statusCode).toBe(403);
    expect(await statusOf(cast.member, theirs.id)).toBe('PENDING');
    expect((await review(t, cast.manager, [theirs.id], 'APPROVED')).statusCode).toBe(200);
  });

  it('still lets a reviewer send their own time back', async () => {
    const own = await logTime(t, cast.manager, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z');
    const rejected = await review(t, cast.manager, [own.id], 'REJECTED', 'Logged on the wrong day');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(cast.manager, own.id)).toBe('REJECTED');
  });

  it("refuses a reviewer's approval of their own week, and an Admin approves it", async () => {
    const weekId = await submittedWeek(cast.manager);
    const refused = await call(cast.manager, 'POST', `/time/weeks/${weekId}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SELF_APPROVAL_NOT_ALLOWED');
    const [week] = (await call(cast.admin, 'GET', `/time/weeks?userId=${cast.manager.userId}`)).json().data;
    expect(week.status).toBe('SUBMITTED');

    const approved = await call(cast.admin, 'POST', `/time/weeks/${weekId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', reviewedByMemberId: cast.admin.memberId });
  });

  it('refuses an Owner while another member could review them', async () => {
    const own = await logTime(t, cast.owner, '2026-11-19T09:00:00Z', '2026-11-19T10:00:00Z');
    expect((await review(t, cast.owner, [own.id], 'APPROVED')).statusCode).toBe(403);
  });

  it('lets an Owner nobody else can review approve their own time', async () => {
    const solo = await registerOwner(t, { organizationName: 'Solo Studio' });
    const own = await logTime(t, solo, '2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z');
    expect((await review(t, solo, [own.id], 'APPROVED')).statusCode).toBe(200);

    // A Member joining changes nothing: Members do not review time.
    await addMember(t, solo, 'MEMBER');
    const weekId = await submittedWeek(solo);
    expect((await call(solo, 'POST', `/time/weeks/${weekId}/approve`)).statusCode).toBe(200);

    // A Manager joining does: now someone else reviews the Owner.
    await addMember(t, solo, 'MANAGER');
    const later = await logTime(t, solo, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z');
    expect((await review(t, solo, [later.id], 'APPROVED')).statusCode).toBe(403);
  });

  it('lets reviewers approve their own time once the organization allows it, in that organization only', async () => {
    const other = await registerOwner(t, { organizationName: 'Strict Agency' });
    const otherManager = await addMember(t, other, 'MANAGER');
    expect((await setSelfApproval(cast.manager, true)).statusCode).toBe(403);

    const allowed = await setSelfApproval(cast.owner, true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.allowSelfApproval).toBe(true);
    expect((await call(cast.member, 'GET', '/organizations/current/settings')).json().data.allowSelfApproval).toBe(
      true,
    );
    expect((await call(other, 'GET', '/organizations/current/settings')).json().data.allowSelfApproval).toBe(false);

    const own = await logTime(t, cast.manager, '2026-11-12T09:00:00Z', '2026-11-12T10:00:00Z');
    expect((await review(t, cast.manager, [own.id], 'APPROVED')).statusCode).toBe(200);
    const strict = await logTime(t, otherManager, '2026-11-12T09:00:00Z', '2026-11-12T10:00:00Z');
    expect((await review(t, otherManager, [strict.id], 'APPROVED')).statusCode).toBe(403);

    expect((await setSelfApproval(cast.owner, false)).json().data.allowSelfApproval).toBe(false);
  });

  it('refuses a setting that is not true or false, and changes nothing', async () => {
    const refused = await call(cast.owner, 'PATCH', '/organizations/current/settings', {
      allowSelfApproval: 'yes',
      timeZone: 'Europe/Berlin',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('body.allowSelfApproval');
    const settings = (await call(cast.owner, 'GET', '/organizations/current/settings')).json().data;
    expect(settings).toMatchObject({ allowSelfApproval: false, timeZone: 'UTC' });
  });
});
