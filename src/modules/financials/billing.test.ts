import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { addMember, registerOwner } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry, type StoredEntry } from '../../../test/support/projects.js';

const clock = testClock('2026-11-20T12:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Billing Org' });
const ann = await addMember(t, owner, 'MEMBER', { fullName: 'Ann Able' });
const bob = await addMember(t, owner, 'MEMBER', { fullName: 'Bob Baker' });
const outsider = await registerOwner(t, { organizationName: 'Elsewhere' });

const entry = (
  memberId: string,
  projectId: string,
  startTime: string,
  endTime: string,
  extra: Partial<StoredEntry> = {},
) => insertTimeEntry(t, { orgId: owner.orgId, memberId, projectId, startTime, endTime, billRate: '90.00', ...extra });

function fromTime(payload: Record<string, unknown>, headers = owner.headers) {
  return t.app.inject({ method: 'POST', url: '/api/v1/financials/invoices/from-time', headers, payload });
}

function setStatus(invoiceId: string, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/financials/invoices/${invoiceId}/status`,
    headers: owner.headers,
    payload: { status },
  });
}

/** Per time entry of the project: how many live (not cancelled) invoices bill it, by link or by amount. */
async function liveBillingOf(projectId: string) {
  const links = rowsOf<{ entryId: string; live: number }>(
    await t.database.db.execute(sql`
      select e.id as "entryId", count(i.id)::int as live
        from time_entries e
        left join invoice_time_entries l on l.time_entry_id = e.id
        left join invoices i on i.id = l.invoice_id and i.status <> 'CANCELLED'
       where e.project_id = ${projectId}
       group by e.id`),
  );
  const [billed] = rowsOf<{ total: string }>(
    await t.database.db.execute(sql`
      select coalesce(sum(total), 0)::text as total
        from invoices where project_id = ${projectId} and status <> 'CANCELLED'`),
  );
  return { links, liveTotal: Number(billed!.total) };
}

describe('POST /financials/invoices/from-time', () => {
  it("bills the period's approved billable time, one line per member and rate, and never twice", async () => {
    const project = await createProject(t, owner, { clientName: 'Wayne Enterprises' });
    await entry(ann.memberId, project.id, '2026-11-02T09:00:00Z', '2026-11-02T11:30:00Z');
    await entry(ann.memberId, project.id, '2026-11-03T09:00:00Z', '2026-11-03T09:20:00Z');
    await entry(ann.memberId, project.id, '2026-11-04T09:00:00Z', '2026-11-04T10:00:00Z', { billRate: '120.00' });
    await entry(bob.memberId, project.id, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', { billRate: '33.33' });
    await entry(bob.memberId, project.id, '2026-11-05T09:00:00Z', '2026-11-05T12:00:00Z', { status: 'PENDING' });
    await entry(bob.memberId, project.id, '2026-11-06T09:00:00Z', '2026-11-06T12:00:00Z', { isBillable: false });
    await entry(bob.memberId, project.id, '2026-12-01T09:00:00Z', '2026-12-01T12:00:00Z');

    const response = await fromTime({ projectId: project.id, from: '2026-11-01', to: '2026-11-30', taxPercent: 10 });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json().data;
    expect(invoice).toMatchObject({
      clientName: 'Wayne Enterprises',
      projectId: project.id,
      status: 'DRAFT',
      timeEntryCount: 4,
      subtotal: 408.33,
      taxAmount: 40.83,
      total: 449.16,
    });
    expect(invoice.items).toEqual([
      expect.objectContaining({
        description: 'Ann Able: approved time 2026-11-01 to 2026-11-30',
        quantity: 1,
        unitPrice: 120,
        amount: 120,
      }),
      expect.objectContaining({ quantity: 2.8333, unitPrice: 90, amount: 255 }),
      expect.objectContaining({
        description: 'Bob Baker: approved time 2026-11-01 to 2026-11-30',
        quantity: 1,
        unitPrice: 33.33,
        amount: 33.33,
      }),
    ]);

    const again = await fromTime({ projectId: project.id, from: '2026-11-01', to: '2026-11-30' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOTHING_TO_BILL');
  });

  it('bills at once only once when asked twice at the same time', async () => {
    const project = await createProject(t, owner);
    for (let day = 10; day < 16; day++)
      await entry(ann.memberId, project.id, `2026-11-${day}T09:00:00Z`, `2026-11-${day}T10:00:00Z`);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => fromTime({ projectId: project.id, from: '2026-11-01', to: '2026-11-30' })),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    const billed = created.reduce((sum, answer) => sum + (answer.json().data.timeEntryCount as number), 0);
    expect(billed).toBe(6);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });

  it('frees the entries when the invoice is cancelled or the draft deleted', async () => {
    const project = await createProject(t, owner);
    await entry(bob.memberId, project.id, '2026-11-07T09:00:00Z', '2026-11-07T10:00:00Z');
    const body = { projectId: project.id, from: '2026-11-07', to: '2026-11-07' };
    const first = (await fromTime(body)).json().data;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/financials/invoices/${first.id}/status`,
      headers: owner.headers,
      payload: { status: 'CANCELLED' },
    });
    const second = await fromTime(body);
    expect(second.statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/financials/invoices/${second.json().data.id}`,
      headers: owner.headers,
    });
    expect((await fromTime(body)).statusCode).toBe(201);
  });

  it('locks billed time: times, project, billable flag, rejection and deletion are 409 until the invoice is cancelled', async () => {
    const project = await createProject(t, owner);
    const other = await createProject(t, owner);
    const id = await entry(ann.memberId, project.id, '2026-11-08T09:00:00Z', '2026-11-08T10:00:00Z');
    const invoice = (await fromTime({ projectId: project.id, from: '2026-11-08', to: '2026-11-08' })).json().data;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/time/entries/${id}`, headers: owner.headers, payload });

    for (const change of [
      { startTime: '2026-11-08T08:00:00Z' },
      { endTime: '2026-11-08T10:30:00Z' },
      { projectId: other.id },
      { projectId: null },
      { isBillable: false },
    ]) {
      const refused = await put(change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ENTRY_LOCKED_BY_INVOICE',
        hint: expect.stringContaining('Cancel the invoice'),
      });
    }
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time/approve',
      headers: owner.headers,
      payload: { timeEntryIds: [id], status: 'REJECTED', rejectionReason: 'too long' },
    });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().code).toBe('ENTRY_LOCKED_BY_INVOICE');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/time/entries/${id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('ENTRY_LOCKED_BY_INVOICE');
    expect(removed.json().message).toContain(invoice.id);

    // Notes are not billed: they stay editable, and the entry stays approved.
    const noted = await put({ notes: 'Call with the client', isBillable: true, startTime: '2026-11-08T09:00:00Z' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({ notes: 'Call with the client', status: 'APPROVED', isBillable: true });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/financials/invoices/${invoice.id}/status`,
      headers: owner.headers,
      payload: { status: 'CANCELLED' },
    });
    const freed = await put({ endTime: '2026-11-08T10:30:00Z' });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().data.status).toBe('PENDING');
  });

  it('refuses bad input, other roles and another organization', async () => {
    const project = await createProject(t, owner);
    expect((await fromTime({ projectId: project.id, from: '2026-11-02', to: '2026-11-01' })).statusCode).toBe(400);
    expect((await fromTime({ projectId: project.id, from: '2026-11-01' })).statusCode).toBe(400);
    expect(
      (await fromTime({ projectId: project.id, from: '2026-11-01', to: '2026-11-30' }, ann.headers)).statusCode,
    ).toBe(403);
    const foreign = await createProject(t, outsider);
    const response = await fromTime({ projectId: foreign.id, from: '2026-11-01', to: '2026-11-30' });
    expect(response.statusCode).toBe(404);
    const theirs = await fromTime({ projectId: project.id, from: '2026-11-01', to: '2026-11-30' }, outsider.headers);
    expect(theirs.statusCode).toBe(404);
    const wrongHeader = { ...outsider.headers, 'x-organization-id': owner.orgId };
    expect(
      (await fromTime({ projectId: project.id, from: '2026-11-01', to: '2026-11-30' }, wrongHeader)).statusCode,
    ).toBe(403);
  });
});

describe('a cancelled invoice stays void: its time is never billed twice', () => {
  it('refuses to set a CANCELLED invoice back to any live status, with a hint to bill the time anew', async () => {
    const project = await createProject(t, owner);
    const id = await entry(ann.memberId, project.id, '2026-11-09T09:00:00Z', '2026-11-09T11:00:00Z');
    const body = { projectId: project.id, from: '2026-11-09', to: '2026-11-09' };
    const first = (await fromTime(body)).json().data;
    expect((await setStatus(first.id, 'SENT')).statusCode).toBe(200);
    expect((await setStatus(first.id, 'CANCELLED')).statusCode).toBe(200);
    const second = await fromTime(body);
    expect(second.statusCode, second.body).toBe(201);

    for (const status of ['SENT', 'PAID', 'DRAFT', 'OVERDUE']) {
      const revived = await setStatus(first.id, status);
      expect(revived.statusCode, status).toBe(409);
      expect(revived.json()).toMatchObject({
        success: false,
        code: 'INVALID_INVOICE_TRANSITION',
        hint: expect.stringContaining('from-time'),
      });
    }
    const cancelled = (
      await t.app.inject({ method: 'GET', url: `/api/v1/financials/invoices/${first.id}`, headers: owner.headers })
    ).json().data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', timeEntryCount: 0 });
    expect(cancelled.statusHistory.map((change: { toStatus: string }) => change.toStatus)).toEqual([
      'DRAFT',
      'SENT',
      'CANCELLED',
    ]);
    // The entry is billed once, on the second invoice, and stays locked.
    expect(await liveBillingOf(project.id)).toEqual({ links: [{ entryId: id, live: 1 }], liveTotal: 180 });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/time/entries/${id}`,
      headers: owner.headers,
      payload: { endTime: '2026-11-09T12:00:00Z' },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses to void or reopen a PAID invoice, which would release or rewrite paid time', async () => {
    const project = await createProject(t, owner);
    await entry(bob.memberId, project.id, '2026-11-10T09:00:00Z', '2026-11-10T10:00:00Z');
    const invoice = (await fromTime({ projectId: project.id, from: '2026-11-10', to: '2026-11-10' })).json().data;
    expect((await setStatus(invoice.id, 'PAID')).statusCode).toBe(200);
    for (const status of ['CANCELLED', 'DRAFT']) {
      const refused = await setStatus(invoice.id, status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_INVOICE_TRANSITION',
        hint: expect.stringContaining('SENT'),
      });
    }
    expect((await fromTime({ projectId: project.id, from: '2026-11-10', to: '2026-11-10' })).statusCode).toBe(409);
    // Taking the payment back is allowed, and paidAt goes with it.
    const unpaid = await setStatus(invoice.id, 'SENT');
    expect(unpaid.json().data).toMatchObject({ status: 'SENT', paidAt: null, timeEntryCount: 1 });
  });

  it('bills each entry on at most one live invoice when revivals and from-time calls race', async () => {
    const project = await createProject(t, owner);
    for (let day = 16; day < 20; day++)
      await entry(ann.memberId, project.id, `2026-11-${day}T09:00:00Z`, `2026-11-${day}T10:00:00Z`);
    const body = { projectId: project.id, from: '2026-11-16', to: '2026-11-19' };
    const first = (await fromTime(body)).json().data;
    await setStatus(first.id, 'SENT');
    await setStatus(first.id, 'CANCELLED');

    const answers = await Promise.all([
      ...['SENT', 'PAID', 'DRAFT', 'OVERDUE'].map((status) => setStatus(first.id, status)),
      ...Array.from({ length: 4 }, () => fromTime(body)),
    ]);
    const revivals = answers.slice(0, 4);
    const billings = answers.slice(4);
    for (const answer of revivals) expect(answer.statusCode, answer.body).toBe(409);
    expect(billings.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const { links, liveTotal } = await liveBillingOf(project.id);
    expect(links.map((link) => link.live)).toEqual([1, 1, 1, 1]);
    expect(liveTotal).toBe(360);
  });

  it('is refused by the database too: a CANCELLED row cannot be written back to a live status', async () => {
    const project = await createProject(t, owner);
    await entry(bob.memberId, project.id, '2026-11-11T09:00:00Z', '2026-11-11T10:00:00Z');
    const invoice = (await fromTime({ projectId: project.id, from: '2026-11-11', to: '2026-11-11' })).json().data;
    await setStatus(invoice.id, 'CANCELLED');
    await expect(
      t.database.db.execute(sql`update invoices set status = 'SENT' where id = ${invoice.id}`),
    ).rejects.toThrow();
    await t.database.db.execute(sql`update invoices set notes = 'still void' where id = ${invoice.id}`);
  });
});
