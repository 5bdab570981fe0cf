import { describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import type { Actor } from '../../../../test/support/actors.js';
import { setCalendar } from '../../../../test/support/calendar.js';
import { testClock } from '../../../../test/support/clock.js';
import { logTime, weeklyDigest } from '../../../../test/support/time.js';

// Sunday 23:55 in Berlin, the day its clocks go back.
const clock = testClock('2026-10-25T22:55:00Z');
const { t, cast } = await castApp({ clock });

const digest = (actor: Actor) => weeklyDigest(t, actor);

describe('POST /time/weekly-digest across a daylight-saving change', () => {
  it('spans 169 hours in the week of the autumn change (Berlin)', async () => {
    await setCalendar(t, cast.owner, { timeZone: 'Europe/Berlin' });
    await logTime(t, cast.member, '2026-10-18T22:30:00Z', '2026-10-18T23:00:00Z'); // Monday 19, 00:30 in Berlin
    await logTime(t, cast.member, '2026-10-25T22:00:00Z', '2026-10-25T22:45:00Z'); // Sunday 25, 23:00 in Berlin
    const data = await digest(cast.member);
    expect(data).toMatchObject({
      week: '2026-W43',
      from: '2026-10-18T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
      hours: 1.25,
    });
    expect(data.days).toEqual({ '2026-10-19': 0.5, '2026-10-25': 0.75 });
  });
});
