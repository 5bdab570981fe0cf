import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { startFakeStripe, type FakeStripe } from '../../../test/support/fake-stripe.js';
import { paidEvent, paymentsHarness, WHSEC } from '../../../test/support/payments.js';

/** Payments whose amount or currency is not the invoice's: partial, over, foreign. */
const clock = testClock('2026-11-16T09:00:00Z');
let t: TestApp;
let cast: Cast;
let stripe: FakeStripe;
let h: ReturnType<typeof paymentsHarness>;
let webhookUrl: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ clock, env: { STRIPE_API_URL: stripe.url } });
  cast = await castOf(t);
  h = paymentsHarness(t, clock);
  const connected = await h.connect(cast.owner, 'sk_test_ownerkey00001234');
  expect(connected.statusCode, connected.body).toBe(200);
  webhookUrl = connected.json().data.webhookUrl;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('payment amounts', () => {
  const paid = (id: string, invoiceId: string, intent: string, amount: number, currency = 'eur') =>
    paidEvent(cast.owner.orgId, id, invoiceId, intent, amount, currency);
  const recordsOf = async (invoiceId: string) => (await h.payments(cast.owner, invoiceId)).json().data;
  /** Delivers a paid event and answers the outcome the webhook reported. */
  const outcomeOf = async (...event: Parameters<typeof paid>) =>
    (await h.deliver(webhookUrl, WHSEC, paid(...event))).json().data.outcome;

  it('keeps a partly paid invoice open and marks it PAID when the rest arrives', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 100);
    expect(await outcomeOf('evt_part_1', invoice.id, 'pi_part_1', 4000)).toBe('PAYMENT_RECORDED_PARTIAL');
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    expect(await outcomeOf('evt_part_2', invoice.id, 'pi_part_2', 6000)).toBe('INVOICE_PAID');
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('PAID');
    const recorded = await recordsOf(invoice.id);
    expect(recorded.paid).toBe(100);
    expect(recorded.records.map((record: { flag: string | null }) => record.flag)).toEqual([null, null]);
  });

  it('flags an overpayment, and a second payment of a PAID invoice, in the recorded payment', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 50);
    expect(await outcomeOf('evt_over_1', invoice.id, 'pi_over_1', 6000)).toBe('INVOICE_PAID_OVERPAID');
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('PAID');
    expect(await outcomeOf('evt_over_2', invoice.id, 'pi_over_2', 5000)).toBe('PAYMENT_RECORDED_INVOICE_PAID');
    const recorded = await recordsOf(invoice.id);
    expect(recorded.paid).toBe(110);
    expect(recorded.records).toEqual([
      expect.objectContaining({ reference: 'pi_over_1', amount: 60, flag: 'OVERPAYMENT' }),
      expect.objectContaining({ reference: 'pi_over_2', amount: 50, flag: 'OVERPAYMENT' }),
    ]);
  });

  it('records a payment in another currency apart, without counting it towards the invoice', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 80);
    const foreign = paid('evt_usd', invoice.id, 'pi_usd', 8000, 'usd');
    const mismatch = await h.deliver(webhookUrl, WHSEC, foreign);
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.json().data).toEqual({ received: true, duplicate: false, outcome: 'PAYMENT_CURRENCY_MISMATCH' });
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    let recorded = await recordsOf(invoice.id);
    expect(recorded).toMatchObject({ currency: 'EUR', paid: 0 });
    expect(recorded.records).toEqual([
      expect.objectContaining({ reference: 'pi_usd', currency: 'USD', amount: 80, flag: 'CURRENCY_MISMATCH' }),
    ]);
    expect((await h.deliver(webhookUrl, WHSEC, foreign)).json().data.outcome).toBe('DUPLICATE');
    // The payment in the invoice's currency still pays it in full.
    const euros = await h.deliver(webhookUrl, WHSEC, paid('evt_eur', invoice.id, 'pi_eur', 8000));
    expect(euros.json().data.outcome).toBe('INVOICE_PAID');
    recorded = await recordsOf(invoice.id);
    expect(recorded.paid).toBe(80);
  });
});
