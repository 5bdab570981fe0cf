import { describe, expect, it } from 'vitest';
import { registerOwner, type Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';

const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });

const URL = '/api/v1/financials/invoices';

function create(actor: Actor, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: URL, headers: actor.headers, payload });
}

async function created(actor: Actor, payload: Record<string, unknown> = {}) {
  const response = await create(actor, { clientName: 'Client Co', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function setStatus(actor: Actor, id: string, status: string) {
  return t.app.inject({ method: 'PATCH', url: `${URL}/${id}/status`, headers: actor.headers, payload: { status } });
}

function get(actor: Actor, id: string) {
  return t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: actor.headers });
}

function list(actor: Actor, query = '') {
  return t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: actor.headers });
}

describe('POST /financials/invoices', () => {
  it('creates a DRAFT with exact line amounts, subtotal, tax and total', async () => {
    const invoice = await created(cast.owner, {
      clientName: 'Globex',
      taxPercent: 7.5,
      dueDate: '2026-12-20',
      notes: 'Thank you',
      items: [
        { description: 'Design', quantity: 1, unitPrice: 10.05 },
        { description: 'Hosting', quantity: 2, unitPrice: 0.5 },
        { description: 'Fractions', quantity: 0.333, unitPrice: 10 },
      ],
    });
    expect(invoice).toMatchObject({
      clientName: 'Globex',
      currency: 'USD',
      status: 'DRAFT',
      paymentStatus: 'UNPAID',
      number: null,
      taxPercent: 7.5,
      subtotal: 14.38,
      taxAmount: 1.08, // 107.85 cents, half-up
      total: 15.46,
      dueDate: '2026-12-20',
      notes: 'Thank you',
    });
    expect(invoice.items.map((item: { amount: number }) => item.amount)).toEqual([10.05, 1, 3.33]);
    expect(invoice.items[2]).toMatchObject({ description: 'Fractions', quantity: 0.333, unitPrice: 10 });
    expect(invoice.statusHistory).toEqual([
      { fromStatus: null, toStatus: 'DRAFT', changedByMemberId: cast.owner.memberId, changedAt: expect.any(String) },
    ]);
  });

  it('handles tax 0 and 100, no items, many items and big quantities exactly', async () => {
    expect(await created(cast.owner, { items: [{ description: 'x', quantity: 3, unitPrice: 33.33 }] })).toMatchObject({
      subtotal: 99.99,
      taxAmount: 0,
      total: 99.99,
    });
    expect(
      await created(cast.owner, { taxPercent: 100, items: [{ description: 'x', quantity: 3, unitPrice: 33.33 }] }),
    ).toMatchObject({ subtotal: 99.99, taxAmount: 99.99, total: 199.98 });
    expect(await created(cast.owner)).toMatchObject({ items: [], subtotal: 0, taxAmount: 0, total: 0 });
    const many = await created(cast.owner, {
      taxPercent: 19.99,
      items: Array.from({ length: 500 }, (_, index) => ({
        description: `Line ${index}`,
        quantity: 0.1,
        unitPrice: 0.2,
      })),
    });
    expect(many).toMatchObject({ subtotal: 10, taxAmount: 2, total: 12 });
    expect(many.items).toHaveLength(500);
    const big = await created(cast.owner, {
      taxPercent: 10,
      items: [{ description: 'Big', quantity: 10_000, unitPrice: 9_999_999.99 }],
    });
    expect(big).toMatchObject({ subtotal: 99_999_999_900, taxAmount: 9_999_999_990, total: 109_999_999_890 });
  });

  it('refuses bad input with 400 and names the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'body.clientName'],
      [{ clientName: '  ' }, 'body.clientName'],
      [{ clientName: 'A', taxPercent: 100.01 }, 'body.taxPercent'],
      [{ clientName: 'A', taxPercent: -1 }, 'body.taxPercent'],
      [{ clientName: 'A', taxPercent: 1e308 }, 'body.taxPercent'],
      [{ clientName: 'A', currency: 'ABC' }, 'body.currency'],
      [{ clientName: 'A', dueDate: '2026-02-30' }, 'body.dueDate'],
      [{ clientName: 'A', items: [{ description: 'x', quantity: -1, unitPrice: 1 }] }, 'body.items.0.quantity'],
      [{ clientName: 'A', items: [{ description: 'x', quantity: 1, unitPrice: 1.005 }] }, 'body.items.0.unitPrice'],
      [{ clientName: 'A', items: [{ quantity: 1, unitPrice: 1 }] }, 'body.items.0.description'],
      [
        {
          clientName: 'A',
          items: [
            { description: 'x', quantity: 1_000_000, unitPrice: 1_000_000_000 },
            { description: 'y', quantity: 1_000_000, unitPrice: 1_000_000_000 },
          ],
        },
        'body.items',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await create(cast.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
  });

  it('accepts any ISO 4217 code, in either case', async () => {
    expect(await created(cast.owner, { currency: 'eur' })).toMatchObject({ currency: 'EUR' });
  });

  it("takes a project of the organization, and another organization's project is 404", async () => {
    const project = await createProject(t, cast.owner);
    expect(await created(cast.owner, { projectId: project.id })).toMatchObject({ projectId: project.id });
    const foreign = await createProject(t, cast.outsider);
    const response = await create(cast.owner, { clientName: 'A', projectId: foreign.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('is for Owners and Admins; Managers and Members are refused', async () => {
    expect((await create(cast.admin, { clientName: 'A' })).statusCode).toBe(201);
    expect((await create(cast.manager, { clientName: 'A' })).statusCode).toBe(403);
    expect((await create(cast.member, { clientName: 'A' })).statusCode).toBe(403);
    const invoice = await created(cast.owner);
    for (const actor of [cast.manager, cast.member]) {
      expect((await get(actor, invoice.id)).statusCode).toBe(403);
      expect((await list(actor)).statusCode).toBe(403);
      expect((await setStatus(actor, invoice.id, 'SENT')).statusCode).toBe(403);
    }
  });
});

describe('PATCH /financials/invoices/{id}/status', () => {
  it('takes the five values along the allowed moves, numbers on first issue, records who and when', async () => {
    const org = await registerOwner(t, { organizationName: 'Numbered' });
    const first = await created(org);
    const second = await created(org);
    expect((await setStatus(org, second.id, 'PAID')).json().data).toMatchObject({
      number: 'INV-000001',
      status: 'PAID',
      paymentStatus: 'PAID',
      paidAt: '2026-11-20T12:00:00.000Z',
      issuedAt: '2026-11-20T12:00:00.000Z',
    });
    for (const status of ['SENT', 'DRAFT', 'OVERDUE', 'PAID', 'SENT', 'CANCELLED']) {
      const response = await setStatus(org, first.id, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status, number: 'INV-000002' });
    }
    const history = (await get(org, first.id)).json().data.statusHistory;
    expect(history.map((change: { toStatus: string }) => change.toStatus)).toEqual([
      'DRAFT',
      'SENT',
      'DRAFT',
      'OVERDUE',
      'PAID',
      'SENT',
      'CANCELLED',
    ]);
    expect(history[1]).toMatchObject({ fromStatus: 'DRAFT', changedByMemberId: org.memberId });
    expect((await get(org, first.id)).json().data).toMatchObject({ paymentStatus: 'VOID', paidAt: null });
    // CANCELLED is final (see billing.test.ts for why).
    const revived = await setStatus(org, first.id, 'DRAFT');
    expect(revived.statusCode).toBe(409);
    expect(revived.json().code).toBe('INVALID_INVOICE_TRANSITION');
  });

  it('refuses an unknown status', async () => {
    const invoice = await created(cast.owner);
    const response = await setStatus(cast.owner, invoice.id, 'LOST');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('body.status');
  });

  it('setting the same status again changes and records nothing', async () => {
    const invoice = await created(cast.owner);
    await setStatus(cast.owner, invoice.id, 'SENT');
    const again = await setStatus(cast.owner, invoice.id, 'SENT');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.statusHistory).toHaveLength(2);
  });

  it('reports a SENT invoice past its due date as OVERDUE, in the invoice and the filter', async () => {
    const org = await registerOwner(t, { organizationName: 'Overdue' });
    const due = await created(org, { dueDate: '2026-11-21' });
    const noDue = await created(org);
    await setStatus(org, due.id, 'SENT');
    await setStatus(org, noDue.id, 'SENT');
    expect((await get(org, due.id)).json().data.status).toBe('SENT');
    clock.set('2026-11-22T00:00:01Z');
    try {
      expect((await get(org, due.id)).json().data.status).toBe('OVERDUE');
      const overdue = (await list(org, '?status=OVERDUE')).json().data.items.map((item: { id: string }) => item.id);
      expect(overdue).toEqual([due.id]);
      const sent = (await list(org, '?status=SENT')).json().data.items.map((item: { id: string }) => item.id);
      expect(sent).toEqual([noDue.id]);
    } finally {
      clock.set('2026-11-20T12:00:00Z');
    }
  });

  it('numbers invoices issued at once without gaps or duplicates', async () => {
    const org = await registerOwner(t, { organizationName: 'Racing' });
    const drafts = await Promise.all(Array.from({ length: 12 }, () => created(org)));
    const answers = await Promise.all(drafts.map((draft: { id: string }) => setStatus(org, draft.id, 'SENT')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.map((answer) => answer.json().data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`));
  });
});

describe('editing and deleting drafts', () => {
  it('edits a DRAFT and computes the totals again', async () => {
    const invoice = await created(cast.owner, { items: [{ description: 'a', quantity: 1, unitPrice: 100 }] });
    const taxed = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: cast.owner.headers,
      payload: { taxPercent: 20, clientName: 'Renamed' },
    });
    expect(taxed.statusCode, taxed.body).toBe(200);
    expect(taxed.json().data).toMatchObject({ clientName: 'Renamed', subtotal: 100, taxAmount: 20, total: 120 });
    expect(taxed.json().data.items).toHaveLength(1);
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: cast.owner.headers,
      payload: { items: [{ description: 'b', quantity: 2, unitPrice: 1.25 }], notes: null },
    });
    expect(replaced.json().data).toMatchObject({ subtotal: 2.5, taxAmount: 0.5, total: 3, notes: null });
    expect(replaced.json().data.items.map((item: { description: string }) => item.description)).toEqual(['b']);
  });

  it('refuses to edit or delete an invoice that is not DRAFT, and to delete one that had a number', async () => {
    const invoice = await created(cast.owner);
    await setStatus(cast.owner, invoice.id, 'SENT');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: cast.owner.headers,
      payload: { clientName: 'X' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('INVOICE_NOT_DRAFT');
    const remove = () => t.app.inject({ method: 'DELETE', url: `${URL}/${invoice.id}`, headers: cast.owner.headers });
    expect((await remove()).json().code).toBe('INVOICE_NOT_DRAFT');
    await setStatus(cast.owner, invoice.id, 'DRAFT');
    const numbered = await remove();
    expect(numbered.statusCode).toBe(409);
    expect(numbered.json().code).toBe('INVOICE_ALREADY_ISSUED');
    expect(numbered.json().hint).toContain('CANCELLED');
  });

  it('deletes a DRAFT that never had a number', async () => {
    const invoice = await created(cast.owner);
    const response = await t.app.inject({ method: 'DELETE', url: `${URL}/${invoice.id}`, headers: cast.owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: invoice.id, deleted: true });
    expect((await get(cast.owner, invoice.id)).statusCode).toBe(404);
  });

  it('refuses an empty change', async () => {
    const invoice = await created(cast.owner);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: cast.owner.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /financials/invoices', () => {
  it('filters by client, project and creation day, and pages without repeats', async () => {
    const org = await registerOwner(t, { organizationName: 'Lister' });
    const project = await createProject(t, org);
    const early = await created(org, { clientName: 'Initech' });
    try {
      clock.set('2026-11-22T10:00:00Z');
      const middle = await created(org, { clientName: 'initech', projectId: project.id });
      clock.set('2026-11-24T10:00:00Z');
      const late = await created(org, { clientName: 'Hooli' });
      const ids = async (query: string) =>
        (await list(org, query)).json().data.items.map((item: { id: string }) => item.id);
      expect(await ids('')).toEqual([late.id, middle.id, early.id]);
      expect(await ids('?client=INITECH')).toEqual([middle.id, early.id]);
      expect(await ids(`?projectId=${project.id}`)).toEqual([middle.id]);
      expect(await ids('?from=2026-11-21&to=2026-11-22')).toEqual([middle.id]);
      expect(await ids('?status=DRAFT&to=2026-11-20')).toEqual([early.id]);
      const first = (await list(org, '?limit=2')).json().data;
      expect(first.items).toHaveLength(2);
      const second = (await list(org, `?limit=2&cursor=${first.nextCursor}`)).json().data;
      expect(second.items.map((item: { id: string }) => item.id)).toEqual([early.id]);
      expect(second.nextCursor).toBeNull();
    } finally {
      clock.set('2026-11-20T12:00:00Z');
    }
    expect((await list(org, '?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('tenancy', () => {
  it("another organization's invoice is 404 on every route", async () => {
    const invoice = await created(cast.owner);
    const outsider = cast.outsider;
    expect((await get(outsider, invoice.id)).statusCode).toBe(404);
    expect((await setStatus(outsider, invoice.id, 'SENT')).statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: outsider.headers,
      payload: { clientName: 'Mine now' },
    });
    expect(edit.statusCode).toBe(404);
    const remove = await t.app.inject({ method: 'DELETE', url: `${URL}/${invoice.id}`, headers: outsider.headers });
    expect(remove.statusCode).toBe(404);
    expect((await list(outsider)).json().data.items.map((item: { id: string }) => item.id)).not.toContain(invoice.id);
    const untouched = (await get(cast.owner, invoice.id)).json().data;
    expect(untouched).toMatchObject({ status: 'DRAFT', clientName: 'Client Co' });
  });

  it("the outsider's token with this organization's header is 403 on every route", async () => {
    const invoice = await created(cast.owner);
    const headers = { ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId };
    const requests = [
      { method: 'GET' as const, url: URL },
      { method: 'POST' as const, url: URL, payload: { clientName: 'A' } },
      { method: 'GET' as const, url: `${URL}/${invoice.id}` },
      { method: 'PATCH' as const, url: `${URL}/${invoice.id}`, payload: { clientName: 'A' } },
      { method: 'DELETE' as const, url: `${URL}/${invoice.id}` },
      { method: 'PATCH' as const, url: `${URL}/${invoice.id}/status`, payload: { status: 'SENT' } },
    ];
    for (const request of requests) expect((await t.app.inject({ ...request, headers })).statusCode).toBe(403);
  });
});
