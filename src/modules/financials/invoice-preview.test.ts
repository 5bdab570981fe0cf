import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';

const clock = testClock('2026-11-20T12:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Acme' });
const ann = await addMember(t, owner, 'MEMBER', { fullName: 'Ann Able' });
const bob = await addMember(t, owner, 'MEMBER', { fullName: 'Bob Baker' });
const outsider = await registerOwner(t, { organizationName: 'Elsewhere' });

const URL = '/api/v1/financials/invoices';
const post = (actor: Actor, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${URL}${path}`, headers: actor.headers, payload });
const invoiceCount = async () =>
  (await t.app.inject({ method: 'GET', url: URL, headers: owner.headers })).json().data.items.length as number;

async function projectWithTime() {
  const project = await createProject(t, owner, { clientName: 'Wayne Enterprises' });
  for (const [member, start, end, rate] of [
    [ann, '2026-11-10T09:00:00Z', '2026-11-10T12:00:00Z', '80.00'],
    [bob, '2026-11-11T09:00:00Z', '2026-11-11T10:30:00Z', '60.00'],
  ] as const)
    await insertTimeEntry(t, {
      orgId: owner.orgId,
      memberId: member.memberId,
      projectId: project.id,
      startTime: start,
      endTime: end,
      billRate: rate,
    });
  return project;
}

const lineSummary = (invoice: { items: Array<{ description: string; quantity: number; amount: number }> }) =>
  invoice.items.map((item) => `${item.description} ${item.quantity} ${item.amount}`);

describe('POST /financials/invoices/from-time/preview', () => {
  it('shows exactly the invoice creating would make, and stores nothing', async () => {
    const project = await projectWithTime();
    const body = { projectId: project.id, from: '2026-11-01', to: '2026-11-30', taxPercent: 10 };
    const before = await invoiceCount();

    const preview = await post(owner, '/from-time/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ status: 'DRAFT', subtotal: 330, total: 363, timeEntryCount: 2 });
    expect(await invoiceCount()).toBe(before);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${URL}/${preview.json().data.id}`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);

    // The entries were not marked invoiced: creating bills them, with the previewed lines.
    const created = await post(owner, '/from-time', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(lineSummary(created.json().data)).toEqual(lineSummary(preview.json().data));
    expect(created.json().data.total).toBe(363);

    // Now billed: the preview says so as creating would.
    const again = await post(owner, '/from-time/preview', body);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'NOTHING_TO_BILL' });
  });

  it('refuses a bad period and a member without invoices.manage', async () => {
    const project = await projectWithTime();
    const bad = await post(owner, '/from-time/preview', {
      projectId: project.id,
      from: '2026-11-30',
      to: '2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const member = await post(ann, '/from-time/preview', {
      projectId: project.id,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(member.statusCode).toBe(403);
  });

  it("never previews another organization's project", async () => {
    const theirs = await createProject(t, outsider, { clientName: 'Their Client' });
    const response = await post(owner, '/from-time/preview', {
      projectId: theirs.id,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Their Client');
  });
});
