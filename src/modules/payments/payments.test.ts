import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from '../../../test/support/fake-stripe.js';
import { completion, OTHER_WHSEC, paymentsHarness, seconds, WHSEC } from '../../../test/support/payments.js';
import { pdfPages } from '../../../test/support/pdf.js';

const clock = testClock('2026-11-16T09:00:00Z');
let t: TestApp;
let cast: Cast;
let stripe: FakeStripe;
let h: ReturnType<typeof paymentsHarness>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ clock, env: { STRIPE_API_URL: stripe.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  cast = await castOf(t);
  h = paymentsHarness(t, clock);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('paying an invoice online', () => {
  let webhookUrl: string;
  beforeAll(async () => {
    const connected = await h.connect(cast.owner, 'sk_test_ownerkey00001234');
    webhookUrl = connected.json().data.webhookUrl;
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: cast.owner.headers,
      payload: { url: 'http://127.0.0.1:9/punchclock', events: ['invoice.status_changed'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
  });

  it('gives an issued invoice a pay link that opens a Stripe checkout for the amount due', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/financials/invoices',
      headers: cast.owner.headers,
      payload: { clientName: 'Draft Co', items: [{ description: 'x', quantity: 1, unitPrice: 5 }] },
    });
    expect(draft.json().data.paymentUrl).toBeNull();

    const invoice = await h.issuedInvoice(cast.owner, 120.5);
    expect(invoice.paymentUrl).toMatch(/^http:\/\/punchclock\.test\/api\/v1\/pay\/[\w-]+\.[\w-]+$/);
    expect((await h.getInvoice(cast.owner, invoice.id)).paymentUrl).toBe(invoice.paymentUrl);

    const opened = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(opened.headers['cache-control']).toBe('no-store');
    // A page the browser follows: the pay link's token never leaves in a Referer.
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const asked = stripe.checkouts.at(-1)!;
    expect(asked.key).toBe('sk_test_ownerkey00001234');
    expect(asked.params).toMatchObject({
      mode: 'payment',
      client_reference_id: invoice.id,
      customer_email: 'ap@client.example',
      'line_items[0][price_data][unit_amount]': '12050',
      'line_items[0][price_data][currency]': 'eur',
      'metadata[punchclock_org_id]': cast.owner.orgId,
      'metadata[punchclock_invoice_id]': invoice.id,
      'payment_intent_data[metadata][punchclock_invoice_id]': invoice.id,
      success_url: 'http://punchclock.test/pay/result?state=success',
    });

    // A forged or altered token opens nothing.
    const forged = invoice.paymentUrl!.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const refused = await t.app.inject({ method: 'GET', url: new URL(forged).pathname });
    expect(refused.headers.location).toBe('http://punchclock.test/pay/result?state=unknown');

    const pages = await pdfPages(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/financials/invoices/${invoice.id}/pdf`,
          headers: cast.owner.headers,
        })
      ).rawPayload,
    );
    expect(pages.join('\n').replace(/\s+/g, '')).toContain(`Payonline:${invoice.paymentUrl}`.replace(/\s+/g, ''));
  });

  it("marks the invoice PAID exactly once from Stripe's signed event, delivered twice", async () => {
    const invoice = await h.issuedInvoice(cast.owner, 99.99);
    const paidAt = '2026-11-16T08:30:00Z';
    const event = {
      id: 'evt_paid_once',
      type: 'checkout.session.completed',
      created: seconds(paidAt),
      object: completion(cast.owner.orgId, invoice.id, 'pi_once', 9999),
    };
    const eventsBefore = (await h.statusChangedEvents(cast.owner.orgId)).length;
    const first = await h.deliver(webhookUrl, WHSEC, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false, outcome: 'INVOICE_PAID' });
    const again = await h.deliver(webhookUrl, WHSEC, event);
    expect(again.json().data).toMatchObject({ duplicate: true, outcome: 'DUPLICATE' });
    // The same payment in another event (its async success) is not a second payment either.
    const sameIntent = await h.deliver(webhookUrl, WHSEC, {
      ...event,
      id: 'evt_paid_once_async',
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(sameIntent.json().data.outcome).toBe('PAYMENT_ALREADY_RECORDED');

    const paid = await h.getInvoice(cast.owner, invoice.id);
    expect(paid).toMatchObject({ status: 'PAID', paymentStatus: 'PAID', paidAt: '2026-11-16T08:30:00.000Z' });
    expect(paid.paymentUrl).toBeNull();
    expect(paid.statusHistory.filter((change: { toStatus: string }) => change.toStatus === 'PAID')).toHaveLength(1);
    expect((await h.statusChangedEvents(cast.owner.orgId)).length).toBe(eventsBefore + 1);
    const recorded = (await h.payments(cast.owner, invoice.id)).json().data;
    expect(recorded).toMatchObject({ currency: 'EUR', paid: 99.99, refunded: 0, disputed: 0 });
    expect(recorded.records).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        reference: 'pi_once',
        amount: 99.99,
        occurredAt: '2026-11-16T08:30:00.000Z',
      }),
    ]);

    const link = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(link.headers.location).toBe('http://punchclock.test/pay/result?state=paid');
  });

  it('refuses an event with a wrong or missing signature (400) and changes nothing', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 10);
    const event = {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_forged', 1000),
    };
    const wrong = await h.deliver(webhookUrl, OTHER_WHSEC, event);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'PAYMENT_SIGNATURE_INVALID' });
    const missing = await t.app.inject({
      method: 'POST',
      url: new URL(webhookUrl).pathname,
      headers: { 'content-type': 'application/json' },
      payload: signedStripeEvent(WHSEC, event, clock.now()).payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    // Tampered body under a good signature.
    const { signature } = signedStripeEvent(WHSEC, event, clock.now());
    const tampered = await t.app.inject({
      method: 'POST',
      url: new URL(webhookUrl).pathname,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: signedStripeEvent(WHSEC, { ...event, id: 'evt_other' }, clock.now()).payload,
    });
    expect(tampered.statusCode).toBe(400);
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    const unknown = await h.deliver(
      'http://punchclock.test/api/v1/payments/stripe/webhooks/0191c8c4-0000-7000-8000-000000000000',
      WHSEC,
      event,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
