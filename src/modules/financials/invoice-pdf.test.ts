import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { pdfPages } from '../../../test/support/pdf.js';
import { drawable, formatMoney, MISSING_GLYPH } from './invoice.pdf.js';

const clock = testClock('2026-11-20T12:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Zoë & Łukasz Sp. z o.o.' });
const member = await addMember(t, owner, 'MEMBER');
const outsider = await registerOwner(t, { organizationName: 'Elsewhere' });

const URL = '/api/v1/financials/invoices';

async function invoice(actor: Actor, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

function pdf(actor: Actor, id: string) {
  return t.app.inject({ method: 'GET', url: `${URL}/${id}/pdf`, headers: actor.headers });
}

/** pdf.js splits text into runs; compare without the spaces it puts between them. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('drawable text', () => {
  it('keeps Latin-1 and Latin Extended, replaces what the font lacks and control characters', () => {
    expect(drawable('Zoë Łukasz Ångström €')).toBe('Zoë Łukasz Ångström €');
    expect(drawable('株式会社 A')).toBe(`${MISSING_GLYPH.repeat(4)} A`);
    expect(drawable('a\u0000b\tc\r\nd')).toBe('a b c\nd');
  });

  it('formats amounts with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney(999999999999.99)).toBe('999,999,999,999.99');
  });
});

describe('GET /financials/invoices/{invoiceId}/pdf', () => {
  it('draws the organization, number, dates, client, items, tax, totals and notes, no status, and user text as text', async () => {
    const hostile = "%PDF-1.7 ) Tj <script>alert(1)</script> =cmd|'/C calc'!A0";
    const created = await invoice(owner, {
      clientName: 'Zoë Łukasz 株式会社',
      currency: 'eur',
      dueDate: '2026-12-31',
      taxPercent: 20,
      notes: `Pay within 30 days.\n${hostile}`,
      items: [
        { description: hostile, quantity: 1.5, unitPrice: 1000 },
        { description: 'Hosting', quantity: 3, unitPrice: 0.33 },
      ],
    });
    const draft = await pdf(owner, created.id);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    expect(draft.headers['content-disposition']).toContain(`invoice-draft-${created.id}.pdf`);
    expect(draft.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...more] = await pdfPages(draft.rawPayload);
    expect(more).toEqual([]);
    const text = squeeze(page!);
    for (const expected of [
      'Zoë&ŁukaszSp.zo.o.',
      'InvoiceDRAFT',
      'Duedate:2026-12-31',
      `ZoëŁukasz${MISSING_GLYPH.repeat(4)}`,
      squeeze(hostile),
      '1.5',
      '1,500.00',
      '0.33',
      '0.99',
      'Subtotal(excl.tax)1,500.99',
      'Tax(20%)300.20',
      'Total(EUR)1,801.19EUR',
      'Paywithin30days.',
    ])
      expect(text).toContain(expected);
    // The customer copy: no internal status, a draft is marked as such.
    expect(text).not.toContain('Status');

    await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${created.id}/status`,
      headers: owner.headers,
      payload: { status: 'SENT' },
    });
    const sent = await pdf(owner, created.id);
    expect(sent.headers['content-disposition']).toMatch(/invoice-INV-\d{6}\.pdf/);
    const sentText = squeeze((await pdfPages(sent.rawPayload)).join(' '));
    expect(sentText).toMatch(/InvoiceINV-\d{6}/);
    expect(sentText).not.toContain('SENT');
    expect(sentText).toContain('Issuedate:2026-11-20');
  });

  it('spreads a long list of items over pages, every item printed once', async () => {
    const items = Array.from({ length: 120 }, (_, index) => ({
      description: `Item number ${index + 1} with a description long enough to wrap onto a second line of its cell`,
      quantity: 1,
      unitPrice: 1,
    }));
    const created = await invoice(owner, { clientName: 'Many Items Ltd', items });
    const pages = await pdfPages((await pdf(owner, created.id)).rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    const text = squeeze(pages.join(' '));
    for (let index = 1; index <= 120; index++) {
      expect(text.split(`Itemnumber${index}with`).length - 1, `item ${index}`).toBe(1);
    }
    expect(text).toContain('Total(USD)120.00USD');
    expect(squeeze(pages[1]!)).toContain('DescriptionQuantityUnitpriceAmount');
    expect(squeeze(pages.at(-1)!)).toContain(`page${pages.length}of${pages.length}`);
  });

  it('is 404 for an unknown or foreign invoice, 403 for a member and a foreign organization header', async () => {
    const created = await invoice(owner, { clientName: 'Private Client' });
    const theirs = await invoice(outsider, { clientName: 'Their Client' });
    expect((await pdf(owner, theirs.id)).statusCode).toBe(404);
    expect((await pdf(outsider, created.id)).statusCode).toBe(404);
    expect((await pdf(owner, '019a0000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await pdf(member, created.id)).statusCode).toBe(403);
    const foreignHeader = { ...outsider, headers: { ...outsider.headers, 'x-organization-id': owner.orgId } };
    const response = await pdf(foreignHeader, created.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false });
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/not-a-uuid/pdf`, headers: owner.headers })).statusCode,
    ).toBe(400);
  });
});
