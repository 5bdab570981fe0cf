import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';
import { logTime } from '../../../test/support/time.js';

/** docs/rbac.md: members see neither rates nor revenue; managers see rates, not revenue. */
const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });

const call = (actor: Actor, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });

for (const [actor, rates] of [
  [cast.owner, { costRate: 40, billableRate: 100 }],
  [cast.manager, { costRate: 30, billableRate: 80 }],
  [cast.member, { costRate: 20, billableRate: 60 }],
] as const) {
  const response = await call(cast.owner, 'PATCH', `/organizations/members/${actor.memberId}`, rates);
  expect(response.statusCode, response.body).toBe(200);
}
const fixed = await createProject(t, cast.owner, {
  budgetType: 'FIXED',
  totalBudget: 5000,
  hourlyBillRate: 120,
  assignedUserIds: [cast.member.userId],
});
const memberEntry = await logTime(t, cast.member, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', {
  projectId: fixed.id,
});
const managerEntry = await insertTimeEntry(t, {
  orgId: cast.owner.orgId,
  memberId: cast.manager.memberId,
  projectId: fixed.id,
  startTime: '2026-11-03T09:00:00Z',
  endTime: '2026-11-03T10:00:00Z',
  costRate: '30.00',
  billRate: '120.00',
});
const invoice = (await call(cast.owner, 'POST', '/financials/invoices', { clientName: 'Client Co' })).json().data;

describe('who sees money', () => {
  it('shows a member no rates on their own time, in every answer that carries an entry', async () => {
    const own = [
      (await call(cast.member, 'GET', '/time/entries')).json().data.items[0],
      (await call(cast.member, 'GET', `/time/entries/${memberEntry.id}`)).json().data,
      (await call(cast.member, 'PUT', `/time/entries/${memberEntry.id}`, { notes: 'changed' })).json().data,
    ];
    expect(memberEntry).toMatchObject({ costRate: null, billRate: null });
    for (const entry of own) expect(entry).toMatchObject({ id: memberEntry.id, costRate: null, billRate: null });
    // …and nobody else's time at all.
    expect((await call(cast.member, 'GET', `/time/entries/${managerEntry}`)).statusCode).toBe(404);
    // A manager sees rates.
    const seen = (await call(cast.manager, 'GET', `/time/entries/${memberEntry.id}`)).json().data;
    expect(seen).toMatchObject({ costRate: 20, billRate: 120 });
  });

  it("hides other members' rates from a member, and shows them to a manager", async () => {
    const members = (await call(cast.member, 'GET', '/organizations/members')).json().data.items as Array<object>;
    expect(members.length).toBeGreaterThan(1);
    for (const member of members) expect(member).toMatchObject({ costRate: null, billableRate: null });
    const managers = (await call(cast.manager, 'GET', `/organizations/members/${cast.member.memberId}`)).json().data;
    expect(managers).toMatchObject({ costRate: 20, billableRate: 60 });
  });

  it('hides project revenue, cost and a fixed budget from a member, and revenue from a manager', async () => {
    for (const url of ['/projects', `/projects/${fixed.id}`]) {
      const response = await call(cast.member, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      const project = 'items' in data ? data.items.find((item: { id: string }) => item.id === fixed.id) : data;
      expect(project).toMatchObject({ totalBudget: null, hourlyBillRate: null });
      expect(project.profitability).toMatchObject({ billableAmount: null, cost: null, profit: null });
      expect(project.profitability.budgetUsedPercent).toBeNull();
    }
    const managers = (await call(cast.manager, 'GET', `/projects/${fixed.id}`)).json().data;
    expect(managers.profitability).toMatchObject({ billableAmount: null, cost: null, profit: null });
    const owners = (await call(cast.owner, 'GET', `/projects/${fixed.id}`)).json().data;
    expect(owners.profitability.billableAmount).toBeGreaterThan(0);
  });

  it('refuses every financial route to members and managers', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', '/financials/summary'],
      ['GET', '/financials/invoices'],
      ['GET', '/financials/invoices/export.csv'],
      ['GET', `/financials/invoices/${invoice.id}`],
      ['GET', `/financials/invoices/${invoice.id}/pdf`],
      ['POST', '/financials/invoices', { clientName: 'X' }],
      ['POST', '/financials/invoices/from-time', { projectId: fixed.id, from: '2026-11-01', to: '2026-11-30' }],
      ['PATCH', `/financials/invoices/${invoice.id}`, { notes: 'x' }],
      ['PATCH', `/financials/invoices/${invoice.id}/status`, { status: 'SENT' }],
      ['DELETE', `/financials/invoices/${invoice.id}`],
    ];
    for (const actor of [cast.member, cast.manager]) {
      for (const [method, url, payload] of routes) {
        const response = await call(actor, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body, `${method} ${url}`).not.toMatch(/"total"|Client Co/);
      }
    }
    expect((await call(cast.owner, 'GET', `/financials/invoices/${invoice.id}`)).json().data.status).toBe('DRAFT');
  });
});
