import { describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { setCalendar, setMyTimeZone } from '../../../../test/support/calendar.js';
import { testClock } from '../../../../test/support/clock.js';
import { lastEmailTo, type Actor } from '../../../../test/support/actors.js';
import { logTime, review, weeklyDigest } from '../../../../test/support/time.js';

const clock = testClock('2026-11-22T06:30:00Z');
const { t, cast } = await castApp({ clock });

const digest = (actor: Actor) => weeklyDigest(t, actor);

describe("POST /time/weekly-digest in the caller's calendar", () => {
  it('puts late-evening work on the local day, in the local week', async () => {
    // Saturday 21 November, 20:00–22:00 in Los Angeles; Sunday 04:00–06:00 in UTC.
    await logTime(t, cast.member, '2026-11-22T04:00:00Z', '2026-11-22T06:00:00Z');

    let data = await digest(cast.member);
    expect(data).toMatchObject({ week: '2026-W47', timeZone: 'UTC', from: '2026-11-16T00:00:00.000Z', hours: 2 });
    expect(data.days).toEqual({ '2026-11-22': 2 });

    await setCalendar(t, cast.owner, { timeZone: 'America/Los_Angeles', firstDayOfWeek: 7 });
    data = await digest(cast.member);
    // Sunday 15 to Saturday 21 November, from midnight in Los Angeles (08:00 UTC).
    expect(data).toMatchObject({
      week: '2026-W47',
      timeZone: 'America/Los_Angeles',
      from: '2026-11-15T08:00:00.000Z',
      to: '2026-11-22T08:00:00.000Z',
      hours: 2,
    });
    expect(data.byDay[0].date).toBe('2026-11-15');
    expect(data.days).toEqual({ '2026-11-21': 2 });
  });

  it("uses the caller's own zone when they set one: the digest is theirs", async () => {
    // 06:30 UTC is Sunday 12:00 in Kolkata: the member's week (Sunday first) starts that morning.
    await setMyTimeZone(t, cast.member, 'Asia/Kolkata');
    const data = await digest(cast.member);
    expect(data).toMatchObject({
      week: '2026-W48',
      timeZone: 'Asia/Kolkata',
      from: '2026-11-21T18:30:00.000Z',
      hours: 2,
    });
    expect(data.days).toEqual({ '2026-11-22': 2 }); // 09:30–11:30 on Sunday there, in a week that began that midnight
    await setMyTimeZone(t, cast.member, null);
    expect((await digest(cast.member)).timeZone).toBe('America/Los_Angeles');
  });

  it("a rejection email shows the entry on the teammate's clocks", async () => {
    const entry = await logTime(t, cast.member, '2026-11-21T04:00:00Z', '2026-11-21T05:30:00Z', { notes: 'Late fix' });
    const rejected = await review(t, cast.manager, [entry.id], 'REJECTED', 'Wrong project');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await lastEmailTo(t, cast.member.email)).text).toContain(
      '2026-11-20 20:00–21:30 America/Los_Angeles (Late fix)',
    );
  });
});
