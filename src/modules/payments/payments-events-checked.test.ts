import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from '../../../test/support/fake-stripe.js';
import { paidEvent, paymentsHarness, seconds, WHSEC } from '../../../test/support/payments.js';

// Signed events that must not be applied as they stand: dated ahead, or malformed (event-checks.ts).
const clock = testClock('2026-11-16T09:00:00Z');
let t: TestApp;
let cast: Cast;
let stripe: FakeStripe;
let h: ReturnType<typeof paymentsHarness>;
let webhookUrl: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ clock, env: { STRIPE_API_URL: stripe.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  cast = await castOf(t);
  h = paymentsHarness(t, clock);
  const connected = await h.connect(cast.owner, 'sk_test_ownerkey00001234');
  webhookUrl = connected.json().data.webhookUrl as string;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('signed events that are not applied', () => {
  it('refuses an event signed more than five minutes ahead of the server clock, and takes one just inside', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 20);
    const event = paidEvent(cast.owner.orgId, 'evt_future', invoice.id, 'pi_future', 2000);
    const post = (at: Date) => {
      const { payload, signature } = signedStripeEvent(WHSEC, event, at);
      return t.app.inject({
        method: 'POST',
        url: new URL(webhookUrl).pathname,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    };
    const ahead = await post(new Date(clock.now().getTime() + 600_000));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ success: false, code: 'PAYMENT_SIGNATURE_INVALID' });
    expect(ahead.json().message).toMatch(/ahead of the server's clock/);
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    // Four minutes ahead is within the tolerance (a receiver's clock a little behind Stripe's).
    const inside = await post(new Date(clock.now().getTime() + 240_000));
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().data.outcome).toBe('INVOICE_PAID');
  });

  it('acknowledges a signed but malformed event once, records it as rejected and changes nothing', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 20);
    const negative = { ...paidEvent(cast.owner.orgId, 'evt_negative', invoice.id, 'pi_negative', 2000) };
    negative.object = { ...negative.object, amount_total: -2000 };
    const first = await h.deliver(webhookUrl, WHSEC, negative);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false, outcome: 'REJECTED_INVALID' });
    // Stripe sending it again finds it recorded: no retry loop, no second decision.
    expect((await h.deliver(webhookUrl, WHSEC, negative)).json().data).toMatchObject({ duplicate: true });
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    expect((await h.payments(cast.owner, invoice.id)).json().data.records).toEqual([]);

    // An event id of 100,000 characters is recorded by a short digest of it, and found again.
    const longId = paidEvent(cast.owner.orgId, `evt_${'x'.repeat(100_000)}`, invoice.id, 'pi_long', 2000);
    const long = await h.deliver(webhookUrl, WHSEC, longId);
    expect(long.statusCode, long.body.slice(0, 300)).toBe(200);
    expect(long.json().data.outcome).toBe('REJECTED_INVALID');
    expect((await h.deliver(webhookUrl, WHSEC, longId)).json().data.duplicate).toBe(true);

    // A refund whose charge has no currency at all is refused the same way, not with a 500.
    const broken = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_no_currency',
      type: 'charge.refunded',
      created: seconds('2026-11-16T08:00:00Z'),
      object: { id: 'ch_1', object: 'charge', amount_refunded: 100, payment_intent: 'pi_x', metadata: {} },
    });
    expect(broken.statusCode, broken.body).toBe(200);
    expect(broken.json().data.outcome).toBe('REJECTED_INVALID');
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
  });
});
