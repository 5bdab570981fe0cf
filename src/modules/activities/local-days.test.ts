import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { uploadSlot } from '../../../test/support/activity.js';
import { setCalendar } from '../../../test/support/calendar.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { uploadScreenshot } from '../../../test/support/screenshots.js';

const clock = testClock('2026-11-21T12:00:00Z');
const { t, cast } = await castApp({ clock });

const slot = (actor: Actor, start: string) =>
  uploadSlot(t, actor, start, { applications: [{ name: 'Visual Studio Code', seconds: 600 }] });

async function get(actor: Actor, url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("bare dates in the activity and screenshot filters are the organization's days", () => {
  it('GET /activities/summary?from=…&to=… takes whole days of Europe/Berlin', async () => {
    await slot(cast.member, '2026-11-17T22:30:00Z'); // Tuesday 17th, 23:30 in Berlin
    await slot(cast.member, '2026-11-17T23:30:00Z'); // Wednesday 18th, 00:30 in Berlin
    const slots = async (query: string) => (await get(cast.member, `/activities/summary?${query}`)).slots;

    expect(await slots('from=2026-11-18&to=2026-11-18')).toBe(0); // UTC: both are on the 17th
    expect(await slots('from=2026-11-17&to=2026-11-17')).toBe(2);
    await setCalendar(t, cast.owner, { timeZone: 'Europe/Berlin' });
    const wednesday = await get(cast.member, '/activities/summary?from=2026-11-18&to=2026-11-18');
    expect(wednesday).toMatchObject({ from: '2026-11-17T23:00:00.000Z', to: '2026-11-18T23:00:00.000Z', slots: 1 });
    expect(await slots('from=2026-11-17&to=2026-11-17')).toBe(1);
    // An instant is taken as it is, whatever the zone.
    expect(await slots('from=2026-11-17T22:00:00Z&to=2026-11-18T00:00:00Z')).toBe(2);
  });

  it('GET /screenshots?from=…&to=… takes whole days of America/Los_Angeles', async () => {
    const project = await createProject(t, cast.owner, { name: 'Shots' });
    const upload = await uploadScreenshot(t, cast.owner, { projectId: project.id, capturedAt: '2026-11-20T05:00:00Z' });
    expect(upload.statusCode, upload.body).toBe(201); // Thursday 19th, 21:00 in Los Angeles
    const shots = async (query: string) =>
      (await get(cast.owner, `/screenshots?userId=${cast.owner.userId}&${query}`)).items.length;

    await setCalendar(t, cast.owner, { timeZone: 'UTC' });
    expect(await shots('from=2026-11-19&to=2026-11-19')).toBe(0);
    expect(await shots('from=2026-11-20&to=2026-11-20')).toBe(1);
    await setCalendar(t, cast.owner, { timeZone: 'America/Los_Angeles' });
    expect(await shots('from=2026-11-19&to=2026-11-19')).toBe(1);
    expect(await shots('from=2026-11-20&to=2026-11-20')).toBe(0);
  });
});
