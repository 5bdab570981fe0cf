import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import type { Actor } from '../../../test/support/actors.js';
import { runRollupRebuilds, scheduleRollupRebuilds } from '../time/reports/rollups.job.js';

const { t, cast } = await castApp();

const call = (actor: Actor, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, payload });
const settings = (actor: Actor) => call(actor, 'GET', '/organizations/current/settings');
const change = (actor: Actor, payload: object) => call(actor, 'PATCH', '/organizations/current/settings', payload);

describe('organization calendar settings', () => {
  it('start as UTC, Monday, Monday to Friday, readable by every member', async () => {
    const response = await settings(cast.member);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      timeZone: 'UTC',
      firstDayOfWeek: 1,
      workingDays: [1, 2, 3, 4, 5],
      allowSelfApproval: false,
      requireProject: false,
      requireTask: false,
      requireNotes: false,
      minimumTimerSeconds: 60,
      accentColor: null,
      accentTextColor: null,
      reports: { state: 'READY', membersDone: 0, membersTotal: 0 },
    });
  });

  it('are changed by Owners and Admins; working days are stored once each, in order', async () => {
    const byOwner = await change(cast.owner, { timeZone: 'Europe/Berlin', workingDays: [4, 1, 2, 3, 1] });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    // A new zone regroups the reports' day totals in the background (docs/rollups.md).
    expect(byOwner.json().data).toEqual({
      timeZone: 'Europe/Berlin',
      firstDayOfWeek: 1,
      workingDays: [1, 2, 3, 4],
      allowSelfApproval: false,
      requireProject: false,
      requireTask: false,
      requireNotes: false,
      minimumTimerSeconds: 60,
      accentColor: null,
      accentTextColor: null,
      reports: { state: 'RECALCULATING', membersDone: 0, membersTotal: 4 },
    });

    const byAdmin = await change(cast.admin, { firstDayOfWeek: 7 });
    expect(byAdmin.statusCode).toBe(200);
    expect((await settings(cast.manager)).json().data).toMatchObject({
      timeZone: 'Europe/Berlin',
      firstDayOfWeek: 7,
      workingDays: [1, 2, 3, 4],
    });
  });

  it('start regrouping the day totals at once, not at the next check of the rebuild job', async () => {
    await runRollupRebuilds(t.database.db);
    // The job's own timer never fires here: only the saved calendar can start the pass below.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const job = scheduleRollupRebuilds(t.database.db, pino({ level: 'silent' }));
    try {
      // Its pass at start finds nothing to do; let it finish before the change.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await change(cast.owner, { timeZone: 'America/New_York' })).statusCode).toBe(200);
      for (let polls = 0; (await settings(cast.owner)).json().data.reports.state !== 'READY'; polls += 1) {
        expect(polls, 'the day totals were still being regrouped').toBeLessThan(500);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await job.stop();
      vi.useRealTimers();
    }
    expect((await change(cast.owner, { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
  });

  it('are refused to Managers and Members (403), and unchanged', async () => {
    for (const actor of [cast.manager, cast.member]) {
      const response = await change(actor, { timeZone: 'Asia/Kolkata' });
      expect(response.statusCode).toBe(403);
    }
    expect((await settings(cast.owner)).json().data.timeZone).toBe('Europe/Berlin');
  });

  it('refuse an unknown time zone and empty working days with a hint', async () => {
    const zone = await change(cast.owner, { timeZone: 'Mars/Olympus_Mons' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Mars/Olympus_Mons'),
      hint: expect.stringContaining('IANA'),
      details: [{ field: 'body.timeZone' }],
    });
    const offset = await change(cast.owner, { timeZone: '+01:00' });
    expect(offset.statusCode).toBe(400);

    const empty = await change(cast.owner, { workingDays: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body.workingDays' }] });
    expect((await change(cast.owner, { workingDays: [0, 8] })).statusCode).toBe(400);
    expect((await change(cast.owner, { firstDayOfWeek: 8 })).statusCode).toBe(400);
    expect((await settings(cast.owner)).json().data.workingDays).toEqual([1, 2, 3, 4]);
  });

  it("never reads or changes another organization's settings", async () => {
    const foreignHeader = { ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/organizations/current/settings', headers: foreignHeader }))
        .statusCode,
    ).toBe(403);
    const attempt = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/settings',
      headers: foreignHeader,
      payload: { timeZone: 'UTC' },
    });
    expect(attempt.statusCode).toBe(403);
    expect((await settings(cast.owner)).json().data.timeZone).toBe('Europe/Berlin');

    // The outsider's own change stays in their organization.
    expect((await change(cast.outsider, { timeZone: 'America/New_York' })).statusCode).toBe(200);
    expect((await settings(cast.owner)).json().data.timeZone).toBe('Europe/Berlin');
    expect((await settings(cast.outsider)).json().data.timeZone).toBe('America/New_York');
  });
});

describe('personal time zone', () => {
  const me = async (actor: Actor) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: actor.headers.authorization! },
      })
    ).json().data;
  const myOrg = async (actor: Actor) =>
    (await me(actor)).organizations.find((org: { id: string }) => org.id === actor.orgId);

  it('is set by any member for themselves, null going back to the organization', async () => {
    const set = await call(cast.member, 'PATCH', '/organizations/members/me', { timeZone: 'Asia/Kolkata' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ memberId: cast.member.memberId, timeZone: 'Asia/Kolkata' });
    expect(await myOrg(cast.member)).toMatchObject({ timeZone: 'Europe/Berlin', myTimeZone: 'Asia/Kolkata' });
    expect(await myOrg(cast.manager)).toMatchObject({ timeZone: 'Europe/Berlin', myTimeZone: null });

    expect((await call(cast.member, 'PATCH', '/organizations/members/me', { timeZone: null })).statusCode).toBe(200);
    expect(await myOrg(cast.member)).toMatchObject({ myTimeZone: null });
  });

  it('is checked like the organization zone, and stays in the caller’s organization', async () => {
    const bad = await call(cast.member, 'PATCH', '/organizations/members/me', { timeZone: 'Berlin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hint).toContain('IANA');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/members/me',
      headers: { ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId },
      payload: { timeZone: 'UTC' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
