import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { setCalendar } from '../../../test/support/calendar.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';

// Friday 20 November, 20:00 in Los Angeles; already Saturday in UTC.
const clock = testClock('2026-11-21T04:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Pacific Billing' });
const ann = await addMember(t, owner, 'MEMBER', { fullName: 'Ann Able' });
const project = await createProject(t, owner, { clientName: 'Coastline' });
// Thursday 19 November, 20:00–22:00 in Los Angeles; Friday 04:00–06:00 in UTC.
await insertTimeEntry(t, {
  orgId: owner.orgId,
  memberId: ann.memberId,
  projectId: project.id,
  startTime: '2026-11-20T04:00:00Z',
  endTime: '2026-11-20T06:00:00Z',
  billRate: '50.00',
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/financials/invoices${url}`, headers: owner.headers, payload });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/financials/invoices${url}`, headers: owner.headers });

describe("invoices in the organization's days (America/Los_Angeles)", () => {
  it('bills the late-evening work of a local day', async () => {
    const utc = await post('/from-time', { projectId: project.id, from: '2026-11-19', to: '2026-11-19' });
    expect(utc.statusCode, utc.body).toBe(409); // in UTC the work is on the 20th
    await setCalendar(t, owner, { timeZone: 'America/Los_Angeles' });
    const local = await post('/from-time', { projectId: project.id, from: '2026-11-19', to: '2026-11-19' });
    expect(local.statusCode, local.body).toBe(201);
    expect(local.json().data).toMatchObject({ timeEntryCount: 1, total: 100 });
  });

  it("is overdue from the day after its due date on the organization's calendar", async () => {
    const created = await post('', {
      clientName: 'Due Co',
      dueDate: '2026-11-20',
      items: [{ description: 'x', quantity: 1, unitPrice: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const sent = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/financials/invoices/${id}/status`,
      headers: owner.headers,
      payload: { status: 'SENT' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // It is still the 20th in Los Angeles: due today, not overdue.
    expect((await get(`/${id}`)).json().data.status).toBe('SENT');
    await setCalendar(t, owner, { timeZone: 'UTC' });
    expect((await get(`/${id}`)).json().data.status).toBe('OVERDUE');
    await setCalendar(t, owner, { timeZone: 'America/Los_Angeles' });
    // Created on the 20th there (the 21st in UTC): the list's bare dates are local days.
    const listed = async (query: string) =>
      (await get(query))
        .json()
        .data.items.map((item: { id: string }) => item.id)
        .includes(id);
    expect(await listed('?from=2026-11-20&to=2026-11-20')).toBe(true);
    expect(await listed('?from=2026-11-21&to=2026-11-21')).toBe(false);
  });
});
