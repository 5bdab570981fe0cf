import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { setCalendar } from '../../../test/support/calendar.js';
import { testClock } from '../../../test/support/clock.js';
import { pdfPages } from '../../../test/support/pdf.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';
import { screenImage, multipartBody } from '../../../test/support/screenshots.js';

const clock = testClock('2026-11-20T12:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Acme' });
const ann = await addMember(t, owner, 'MEMBER', { fullName: 'Ann Able' });
const outsider = await registerOwner(t, { organizationName: 'Elsewhere' });

const URL = '/api/v1/financials/invoices';
const PROFILE_URL = '/api/v1/organizations/current/billing-profile';

const BUYER = {
  clientName: 'Zoë Müller GmbH',
  buyerAddress: 'Hauptstraße 5\n10115 Berlin\nGermany',
  buyerTaxId: 'DE123456789',
  buyerEmail: 'ap@mueller.example',
  servicePeriodFrom: '2026-11-01',
  servicePeriodTo: '2026-11-30',
  purchaseOrder: 'PO-7781',
  taxNote: 'Reverse charge (Art. 196 Directive 2006/112/EC)',
};

const squeeze = (text: string) => text.replace(/\s+/g, '');

async function post(actor: Actor, path: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${URL}${path}`, headers: actor.headers, payload });
}
async function created(payload: Record<string, unknown>) {
  const response = await post(owner, '', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const setStatus = (id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `${URL}/${id}/status`, headers: owner.headers, payload: { status } });
const saveProfile = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: PROFILE_URL, headers: owner.headers, payload });
async function pdfText(id: string) {
  const response = await t.app.inject({ method: 'GET', url: `${URL}/${id}/pdf`, headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return squeeze((await pdfPages(response.rawPayload)).join(' '));
}

const saved = await saveProfile({
  legalName: 'Acme Consulting Sp. z o.o.',
  address: 'ul. Długa 1\n00-001 Warszawa',
  taxId: 'PL1234567890',
  iban: 'PL61109010140000071219812874',
  bic: 'BREXPLPW',
  paymentTermsDays: 30,
  paymentTerms: 'Net 30 days',
  invoiceFooter: 'Registered at the District Court for Warsaw',
});
expect(saved.statusCode, saved.body).toBe(200);

describe('invoice billing details', () => {
  it('stores the buyer, period, PO and tax note, and takes the payment terms from the profile', async () => {
    const invoice = await created({ ...BUYER, items: [{ description: 'Work', quantity: 1, unitPrice: 100 }] });
    expect(invoice).toMatchObject({ ...BUYER, paymentTermsDays: 30, paymentTerms: 'Net 30 days', seller: null });
    const own = await created({ clientName: 'B', paymentTermsDays: 7, paymentTerms: null });
    expect(own).toMatchObject({ paymentTermsDays: 7, paymentTerms: null });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: owner.headers,
      payload: { buyerTaxId: 'DE999999999', purchaseOrder: '' },
    });
    expect(changed.json().data).toMatchObject({ buyerTaxId: 'DE999999999', purchaseOrder: null });
    // One end of the period changed alone is checked against the other, stored one.
    const backwards = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${invoice.id}`,
      headers: owner.headers,
      payload: { servicePeriodFrom: '2026-12-01' },
    });
    expect(backwards.statusCode, backwards.body).toBe(400);
    expect(JSON.stringify(backwards.json().details)).toContain('body.servicePeriodTo');
  });

  it('refuses a period that ends before it starts, bad terms and a bad email', async () => {
    for (const [payload, field] of [
      [{ clientName: 'A', servicePeriodFrom: '2026-11-30', servicePeriodTo: '2026-11-01' }, 'body.servicePeriodTo'],
      [{ clientName: 'A', paymentTermsDays: -1 }, 'body.paymentTermsDays'],
      [{ clientName: 'A', buyerEmail: 'no' }, 'body.buyerEmail'],
    ] as const) {
      const response = await post(owner, '', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
  });

  it('sets the due date from the terms when issued, and refuses to issue past the due date', async () => {
    const invoice = await created({ clientName: 'Terms Co' });
    const sent = await setStatus(invoice.id, 'SENT');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.dueDate).toBe('2026-12-20');
    const late = await created({ clientName: 'Late Co', dueDate: '2026-11-19' });
    const refused = await setStatus(late.id, 'SENT');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_INVOICE_TRANSITION');
    expect((await setStatus(late.id, 'PAID')).statusCode).toBe(409);
  });

  it('defaults a from-time service period to the span of its entries, in the organization’s days', async () => {
    await setCalendar(t, owner, { timeZone: 'America/Los_Angeles' });
    try {
      const project = await createProject(t, owner, { clientName: 'Wayne Enterprises' });
      for (const [start, end] of [
        ['2026-11-03T02:00:00Z', '2026-11-03T04:00:00Z'], // the 2nd in Los Angeles
        ['2026-11-10T17:00:00Z', '2026-11-10T19:00:00Z'],
      ])
        await insertTimeEntry(t, {
          orgId: owner.orgId,
          memberId: ann.memberId,
          projectId: project.id,
          startTime: start!,
          endTime: end!,
          billRate: '50.00',
        });
      // A start given alone, after the billed time's last day: 400, and nothing is billed.
      const late = await post(owner, '/from-time', {
        projectId: project.id,
        from: '2026-11-01',
        to: '2026-11-30',
        servicePeriodFrom: '2026-12-15',
      });
      expect(late.statusCode, late.body).toBe(400);
      const response = await post(owner, '/from-time', { projectId: project.id, from: '2026-11-01', to: '2026-11-30' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ servicePeriodFrom: '2026-11-02', servicePeriodTo: '2026-11-10' });
    } finally {
      await setCalendar(t, owner, { timeZone: 'UTC' });
    }
  });
});

describe('the invoice PDF as the customer gets it', () => {
  it('prints seller and buyer, their addresses and VAT ids, period, PO, tax, how to pay and the footer', async () => {
    const { payload, contentType } = multipartBody({}, [{ name: 'logo', body: await screenImage(300, 100) }]);
    const logo = await t.app.inject({
      method: 'POST',
      url: `${PROFILE_URL}/logo`,
      headers: { ...owner.headers, 'content-type': contentType },
      payload,
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const invoice = await created({
      ...BUYER,
      currency: 'EUR',
      taxPercent: 23,
      items: [{ description: 'Consulting', quantity: 10, unitPrice: 100 }],
    });
    const draft = await pdfText(invoice.id);
    for (const expected of [
      'AcmeConsultingSp.zo.o.',
      'ul.Długa1',
      'VATID:PL1234567890',
      'ZoëMüllerGmbH',
      'Hauptstraße5',
      'VATID:DE123456789',
      'Serviceperiod:2026-11-01to2026-11-30',
      'Purchaseorder:PO-7781',
      'Consulting',
      'Subtotal(excl.tax)1,000.00',
      'Tax(23%)230.00',
      'Total(EUR)1,230.00EUR',
      squeeze(BUYER.taxNote),
      'Net30days',
      'IBAN:PL611090101400000712198128',
      'BIC:BREXPLPW',
      'RegisteredattheDistrictCourtforWarsaw',
      'DRAFT',
    ])
      expect(draft, expected).toContain(expected);
    expect(draft).not.toContain('Status');

    expect((await setStatus(invoice.id, 'SENT')).statusCode).toBe(200);
    const sent = await pdfText(invoice.id);
    expect(sent).toMatch(/InvoiceINV-\d{6}/);
    expect(sent).toContain('Issuedate:2026-11-20');
    expect(sent).toContain('Duedate:2026-12-20');
    expect(sent).toMatch(/Reference:INV-\d{6}/);
    expect(sent).not.toContain('DRAFT');
    expect(sent).not.toContain('SENT');
    expect(sent).not.toContain('Status');
  });

  it('keeps the seller of an issued invoice when the profile changes later; a draft shows the change', async () => {
    const issued = await created({
      clientName: 'Snapshot Co',
      items: [{ description: 'x', quantity: 1, unitPrice: 1 }],
    });
    const draft = await created({ clientName: 'Draft Co' });
    expect((await setStatus(issued.id, 'SENT')).json().data.seller).toMatchObject({
      legalName: 'Acme Consulting Sp. z o.o.',
      iban: 'PL61109010140000071219812874',
      hasLogo: true,
    });
    const before = await pdfText(issued.id);
    expect((await saveProfile({ legalName: 'Renamed Holdings SE', iban: 'DE89370400440532013000' })).statusCode).toBe(
      200,
    );
    const after = await pdfText(issued.id);
    expect(after).toBe(before);
    expect(after).not.toContain('RenamedHoldingsSE');
    const draftText = await pdfText(draft.id);
    expect(draftText).toContain('RenamedHoldingsSE');
    expect(draftText).toContain('IBAN:DE89370400440532013000');
  });

  it("never shows another organization's profile: its invoices print its own seller", async () => {
    const theirs = await post(outsider, '', { clientName: 'Their Client' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}/${theirs.json().data.id}/pdf`,
      headers: outsider.headers,
    });
    const text = squeeze((await pdfPages(response.rawPayload)).join(' '));
    expect(text).toContain('Elsewhere');
    expect(text).not.toContain('Acme');
  });
});
