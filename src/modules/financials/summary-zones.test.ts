import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { setCalendar } from '../../../test/support/calendar.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';

// Monday 30 November, 21:00 in Los Angeles; already Tuesday 1 December in UTC.
const clock = testClock('2026-12-01T05:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Pacific Org' });
const worker = await addMember(t, owner, 'MEMBER', { fullName: 'Paz Pacific', weeklyCapacityHours: 32 });
const project = await createProject(t, owner, { name: 'Coast' });
const entry = (startTime: string, endTime: string) =>
  insertTimeEntry(t, { orgId: owner.orgId, memberId: worker.memberId, projectId: project.id, startTime, endTime });

await entry('2026-12-01T02:00:00Z', '2026-12-01T04:00:00Z'); // 30 Nov 18:00–20:00 in LA: 2 h
await entry('2026-11-30T10:00:00Z', '2026-11-30T11:00:00Z'); // 30 Nov 02:00–03:00 in LA: 1 h
await entry('2026-11-01T03:00:00Z', '2026-11-01T06:00:00Z'); // 31 Oct 20:00–23:00 in LA: 3 h
// Berlin's autumn change: Sunday 25 October runs 2026-10-24T22:00Z to 2026-10-25T23:00Z (25 hours).
await entry('2026-10-24T21:30:00Z', '2026-10-24T22:00:00Z'); // 24 Oct 23:30 in Berlin
await entry('2026-10-25T22:30:00Z', '2026-10-25T23:00:00Z'); // 25 Oct 23:30 in Berlin

async function summary(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/financials/summary${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  const paz = data.members.find((member: { memberId: string }) => member.memberId === worker.memberId);
  return { ...data, paz };
}

describe("GET /financials/summary in the organization's calendar", () => {
  it('defaults to this month where the organization is, and spreads capacity over its working days', async () => {
    // In UTC it is December already: the late-evening work of 30 November counts in December.
    let data = await summary();
    expect(data.period).toEqual({ from: '2026-12-01', to: '2026-12-31', days: 31 });
    expect(data.totals.hoursLogged).toBe(2);
    expect(data.comparison.totals.hoursLogged).toBe(4);
    expect(data.paz.capacityHours).toBe(147.2); // Monday to Friday by default: 23 days × 32 h / 5

    await setCalendar(t, owner, { timeZone: 'America/Los_Angeles', workingDays: [1, 2, 3, 4] });
    data = await summary();
    expect(data.period).toEqual({ from: '2026-11-01', to: '2026-11-30', days: 30 });
    expect(data.totals.hoursLogged).toBe(3);
    expect(data.comparison.period).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(data.comparison.totals.hoursLogged).toBe(4); // 31 October's evening and the two half hours of 24–25 October
    // 32 h over four days a week is 8 h a day; November 2026 has 17 Mondays to Thursdays.
    expect(data.paz).toMatchObject({ capacityHours: 136, hoursLogged: 3, utilisationPercent: 2.21 });
  });

  it('reads bare dates as whole local days, 25 hours on the autumn change', async () => {
    await setCalendar(t, owner, { timeZone: 'Europe/Berlin', workingDays: [1, 2, 3, 4, 5] });
    const data = await summary('?from=2026-10-25&to=2026-10-25');
    expect(data.totals.hoursLogged).toBe(0.5); // 23:30 on the 25th, not 23:30 on the 24th
    expect(data.comparison.totals.hoursLogged).toBe(0.5);
    // A Sunday holds no capacity: the work is all beyond it.
    expect(data.paz).toMatchObject({ capacityHours: 0, hoursLogged: 0.5, utilisationPercent: null });
    const week = await summary('?from=2026-10-19&to=2026-10-25');
    expect(week.paz.capacityHours).toBe(32);
  });
});
