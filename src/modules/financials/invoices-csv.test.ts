import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { csvRecords } from '../../../test/support/csv.js';

const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const URL = '/api/v1/financials/invoices';

async function invoice(actor: Actor, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

function exportCsv(actor: Actor, query = '') {
  return t.app.inject({ method: 'GET', url: `${URL}/export.csv${query}`, headers: actor.headers });
}

const hostile = {
  clientName: '=HYPERLINK("http://evil.example","click")',
  notes: "@SUM(1+1)*cmd|' /C calc'!A0",
  items: [{ description: 'Work', quantity: 3, unitPrice: 33.33 }],
  taxPercent: 10,
  currency: 'EUR',
};

describe('GET /financials/invoices/export.csv', () => {
  it('exports the filtered invoices with exact amounts and formulas defused', async () => {
    const evil = await invoice(cast.owner, hostile);
    const plain = await invoice(cast.owner, { clientName: 'Zoë, "Quoted" Ltd', notes: 'two\nlines' });
    const theirs = await invoice(cast.outsider, { clientName: 'Their Client' });

    const response = await exportCsv(cast.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('invoices-2026-11-20.csv');
    expect(response.body.startsWith('\uFEFFid,number,status,')).toBe(true);
    const records = csvRecords(response.body);
    expect(records.map((record) => record.id)).toEqual([plain.id, evil.id]);
    expect(records.map((record) => record.id)).not.toContain(theirs.id);
    expect(records[1]).toMatchObject({
      clientName: `'${hostile.clientName}`,
      notes: `'${hostile.notes}`,
      status: 'DRAFT',
      currency: 'EUR',
      subtotal: '99.99',
      taxAmount: '10',
      total: '109.99',
    });
    expect(records[0]).toMatchObject({ clientName: 'Zoë, "Quoted" Ltd', notes: 'two\nlines', total: '0' });

    const filtered = csvRecords(
      (await exportCsv(cast.owner, `?client=${encodeURIComponent('zoë, "quoted" ltd')}`)).body,
    );
    expect(filtered.map((record) => record.id)).toEqual([plain.id]);
    const none = await exportCsv(cast.owner, '?from=2026-11-21');
    expect(none.statusCode).toBe(200);
    expect(csvRecords(none.body)).toEqual([]);
  });

  it('refuses bad filters, roles without financials.read and other organizations', async () => {
    expect((await exportCsv(cast.owner, '?status=LOST')).statusCode).toBe(400);
    expect((await exportCsv(cast.owner, '?from=yesterday')).statusCode).toBe(400);
    for (const actor of [cast.member, cast.manager]) {
      const response = await exportCsv(actor);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const foreign = { ...cast.outsider, headers: { ...cast.outsider.headers, 'x-organization-id': cast.owner.orgId } };
    expect((await exportCsv(foreign)).statusCode).toBe(403);
    const own = csvRecords((await exportCsv(cast.outsider)).body);
    expect(own.every((record) => record.clientName === 'Their Client')).toBe(true);
  });
});
