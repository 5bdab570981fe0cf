import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { csvRecords } from '../../../test/support/csv.js';
import { setCalendar } from '../../../test/support/calendar.js';
import { createProject } from '../../../test/support/projects.js';
import { readSheet, sheetRecords } from '../../../test/support/xlsx.js';

const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const URL = '/api/v1/financials/invoices';
// Noon UTC on the 20th is already the 21st in Auckland: the days are the organization's.
await setCalendar(t, cast.owner, { timeZone: 'Pacific/Auckland' });
const project = await createProject(t, cast.owner, { name: 'Website', clientName: 'Zoë, "Quoted" Ltd' });

async function invoice(actor: Actor, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

function exportCsv(actor: Actor, query = '', format: 'csv' | 'xlsx' = 'csv') {
  return t.app.inject({ method: 'GET', url: `${URL}/export.${format}${query}`, headers: actor.headers });
}
const idsOf = (records: Array<Record<string, unknown>>) => records.map((record) => record['Invoice ID']);

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
    const plain = await invoice(cast.owner, {
      clientName: 'Zoë, "Quoted" Ltd',
      projectId: project.id,
      notes: 'two\nlines',
    });
    const theirs = await invoice(cast.outsider, { clientName: 'Their Client' });

    const response = await exportCsv(cast.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('invoices-2026-11-20.csv');
    expect(response.body.startsWith('\uFEFFNumber,Status,Payment status,Client,Project,')).toBe(true);
    const records = csvRecords(response.body);
    expect(idsOf(records)).toEqual([plain.id, evil.id]);
    expect(idsOf(records)).not.toContain(theirs.id);
    expect(records[1]).toMatchObject({
      Number: 'draft',
      Client: `'${hostile.clientName}`,
      Project: '',
      Notes: `'${hostile.notes}`,
      Status: 'DRAFT',
      Currency: 'EUR',
      Subtotal: '99.99',
      Tax: '10',
      Total: '109.99',
      Created: '2026-11-21',
    });
    expect(records[0]).toMatchObject({
      Client: 'Zoë, "Quoted" Ltd',
      Project: 'Website',
      'Project ID': project.id,
      Notes: 'two\nlines',
      Total: '0',
    });

    const filtered = csvRecords(
      (await exportCsv(cast.owner, `?client=${encodeURIComponent('zoë, "quoted" ltd')}`)).body,
    );
    expect(idsOf(filtered)).toEqual([plain.id]);
    const none = await exportCsv(cast.owner, '?from=2026-11-22');
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
    expect(own.every((record) => record.Client === 'Their Client')).toBe(true);
  });
});

describe('GET /financials/invoices/export.xlsx', () => {
  it('gives the same lines as a workbook with number and date cells, formulas left as text', async () => {
    const response = await exportCsv(cast.owner, `?projectId=${project.id}`, 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('invoices-2026-11-20.xlsx');
    const records = sheetRecords(await readSheet(response.rawPayload));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ Client: 'Zoë, "Quoted" Ltd', Project: 'Website', Total: 0 });
    expect(records[0]!.Created).toEqual(new Date('2026-11-21T00:00:00Z'));
    const all = sheetRecords(await readSheet((await exportCsv(cast.owner, '', 'xlsx')).rawPayload));
    expect(all.find((record) => record.Currency === 'EUR')).toMatchObject({
      Client: hostile.clientName,
      Subtotal: 99.99,
      'Tax %': 10,
      Total: 109.99,
    });
  });

  it('refuses bad filters and roles without financials.read, and shows no other organization', async () => {
    const bad = await exportCsv(cast.owner, '?projectId=nope', 'xlsx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await exportCsv(cast.manager, '', 'xlsx')).statusCode).toBe(403);
    const theirs = sheetRecords(await readSheet((await exportCsv(cast.outsider, '', 'xlsx')).rawPayload));
    expect(theirs.every((record) => record.Client === 'Their Client')).toBe(true);
    const foreignProject = sheetRecords(
      await readSheet((await exportCsv(cast.outsider, `?projectId=${project.id}`, 'xlsx')).rawPayload),
    );
    expect(foreignProject).toEqual([]);
  });
});
