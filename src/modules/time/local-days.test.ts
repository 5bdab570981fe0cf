import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import type { Actor } from '../../../test/support/actors.js';
import { testClock } from '../../../test/support/clock.js';
import { logTime } from '../../../test/support/time.js';

// Noon UTC on the day Berlin turns its clocks back: that day runs 2026-10-24T22:00Z to 2026-10-25T23:00Z (25 hours).
const clock = testClock('2026-10-25T12:00:00Z');
const { t, cast } = await castApp({ clock });

const get = (actor: Actor, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
const setZone = async (timeZone: string) => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: cast.owner.headers,
    payload: { timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const startsOf = async (query: string) =>
  (await get(cast.member, `/time/entries?userId=${cast.member.userId}&${query}`))
    .json()
    .data.items.map((entry: { startTime: string }) => new Date(entry.startTime).toISOString())
    .sort();

describe("the organization's days (Europe/Berlin, across the autumn change)", () => {
  it('GET /time/live-team counts "today" from local midnight', async () => {
    await logTime(t, cast.member, '2026-10-24T21:00:00Z', '2026-10-24T21:30:00Z'); // 23:00 on the 24th in Berlin
    await logTime(t, cast.member, '2026-10-24T22:30:00Z', '2026-10-24T23:30:00Z'); // 00:30 on the 25th in Berlin
    const today = async () =>
      (await get(cast.manager, '/time/live-team'))
        .json()
        .data.members.find((member: { memberId: string }) => member.memberId === cast.member.memberId).todaySeconds;

    expect(await today()).toBe(0); // UTC: both entries are on the 24th
    await setZone('Europe/Berlin');
    expect(await today()).toBe(3600);
    await setZone('America/New_York'); // 08:00 on the 25th there; the 24th's evening is yesterday
    expect(await today()).toBe(0);
  });

  it('GET /time/entries takes a bare date as a whole local day of 23, 24 or 25 hours', async () => {
    clock.advance(3 * 24 * 3_600_000);
    for (const start of [
      '2026-10-24T21:59:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T22:30:00Z',
      '2026-10-25T23:00:00Z',
    ]) {
      await logTime(t, cast.member, start, new Date(Date.parse(start) + 60_000).toISOString());
    }
    await setZone('Europe/Berlin');
    expect(await startsOf('from=2026-10-25&to=2026-10-25')).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-24T22:30:00.000Z',
      '2026-10-25T22:30:00.000Z',
    ]);
    // An instant is taken as it is, whatever the zone.
    expect(await startsOf('from=2026-10-25T22:00:00Z&to=2026-10-25T23:30:00Z')).toEqual([
      '2026-10-25T22:30:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    await setZone('UTC');
    expect(await startsOf('from=2026-10-25&to=2026-10-25')).toEqual([
      '2026-10-25T22:30:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('GET /time/entries in New York: the spring-forward day has 23 hours', async () => {
    for (const start of [
      '2026-03-08T04:59:00Z',
      '2026-03-08T05:00:00Z',
      '2026-03-09T03:59:00Z',
      '2026-03-09T04:00:00Z',
    ]) {
      await logTime(t, cast.member, start, new Date(Date.parse(start) + 60_000).toISOString());
    }
    await setZone('America/New_York');
    expect(await startsOf('from=2026-03-08&to=2026-03-08')).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T03:59:00.000Z',
    ]);
  });
});
