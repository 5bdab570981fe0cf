import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import {
  REFUSED_STRIPE_KEY,
  signedStripeEvent,
  startFakeStripe,
  type FakeStripe,
} from '../../../test/support/fake-stripe.js';
import { completion, OTHER_WHSEC, paidEvent, paymentsHarness, seconds, WHSEC } from '../../../test/support/payments.js';
import { createProject } from '../../../test/support/projects.js';

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

describe('connecting Stripe', () => {
  it('lets only Owners and Admins connect, checks the key with Stripe and never shows it', async () => {
    expect((await h.connect(cast.member, 'sk_test_membermember01')).statusCode).toBe(403);
    expect((await h.connect(cast.manager, 'sk_test_managermanager1')).statusCode).toBe(403);
    const refused = await h.connect(cast.owner, REFUSED_STRIPE_KEY);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, code: 'PAYMENT_PROCESSOR_REFUSED' });
    const malformed = await h.connect(cast.owner, 'pk_test_publishable', 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');

    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/connection',
      headers: cast.admin.headers,
    });
    expect(before.json().data).toBeNull();

    // The signing secret alone cannot connect; the key alone can, and the secret follows.
    const secretOnly = await h.connect(cast.admin, undefined, WHSEC);
    expect(secretOnly.statusCode).toBe(400);
    expect(secretOnly.json().details).toEqual([expect.objectContaining({ field: 'body.secretKey' })]);
    const keyOnly = await h.connect(cast.admin, 'sk_test_ownerkey00001234', null);
    expect(keyOnly.statusCode, keyOnly.body).toBe(200);
    expect(keyOnly.json().data.webhookSecretSet).toBe(false);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: new URL(keyOnly.json().data.webhookUrl as string).pathname,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_early","object":"event"}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe('PAYMENT_SIGNATURE_INVALID');

    const connected = await h.connect(cast.admin, undefined, WHSEC);
    expect(connected.statusCode, connected.body).toBe(200);
    const view = connected.json().data;
    expect(view.webhookUrl).toBe(keyOnly.json().data.webhookUrl);
    expect(view.webhookSecretSet).toBe(true);
    expect(view).toMatchObject({
      provider: 'stripe',
      accountId: 'acct_00001234',
      accountName: 'Acme Consulting',
      mode: 'test',
      secretKeyLast4: '1234',
      connectedByMemberId: cast.admin.memberId,
    });
    expect(view.webhookUrl).toMatch(/^http:\/\/punchclock\.test\/api\/v1\/payments\/stripe\/webhooks\/[0-9a-f-]{36}$/);
    expect(view.webhookEvents).toContain('checkout.session.completed');
    expect(connected.body).not.toContain('sk_test_ownerkey');
    expect(connected.body).not.toContain(WHSEC);

    const read = await t.app.inject({ method: 'GET', url: '/api/v1/payments/connection', headers: cast.owner.headers });
    expect(read.json().data.webhookUrl).toBe(view.webhookUrl);
    expect(read.body).not.toContain('sk_test_ownerkey');
    // Another organization sees its own (none), never this one.
    const outsider = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/connection',
      headers: cast.outsider.headers,
    });
    expect(outsider.json().data).toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/payments/connection', headers: cast.outsider.headers }))
        .statusCode,
    ).toBe(404);
  });
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
  it('records a refund that arrives before the payment, keeps the larger refund, and a dispute at its newest state', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 50);
    const charge = (amountRefunded: number) => ({
      id: 'ch_refunded',
      object: 'charge',
      amount: 5000,
      amount_refunded: amountRefunded,
      currency: 'eur',
      payment_intent: 'pi_refunded',
      refunded: amountRefunded === 5000,
      metadata: { punchclock_org_id: cast.owner.orgId, punchclock_invoice_id: invoice.id },
    });
    const fullRefund = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_refund_full',
      type: 'charge.refunded',
      created: seconds('2026-11-16T08:50:00Z'),
      object: charge(5000),
    });
    expect(fullRefund.json().data.outcome).toBe('REFUND_RECORDED');
    // An older, partial refund event after the newer, full one.
    await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_refund_partial',
      type: 'charge.refunded',
      created: seconds('2026-11-16T08:45:00Z'),
      object: charge(2000),
    });
    const paid = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_refunded_paid',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:40:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_refunded', 5000),
    });
    expect(paid.json().data.outcome).toBe('INVOICE_PAID');

    const dispute = (status: string) => ({
      id: 'dp_1',
      object: 'dispute',
      amount: 5000,
      currency: 'eur',
      charge: 'ch_refunded',
      payment_intent: 'pi_refunded',
      status,
      created: seconds('2026-11-16T08:55:00Z'),
      metadata: {},
    });
    const closed = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_dispute_closed',
      type: 'charge.dispute.closed',
      created: seconds('2026-11-16T08:58:00Z'),
      object: dispute('won'),
    });
    expect(closed.json().data.outcome).toBe('DISPUTE_RECORDED');
    await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_dispute_created',
      type: 'charge.dispute.created',
      created: seconds('2026-11-16T08:55:00Z'),
      object: dispute('needs_response'),
    });

    const after = await h.getInvoice(cast.owner, invoice.id);
    expect(after.status).toBe('PAID');
    const recorded = (await h.payments(cast.owner, invoice.id)).json().data;
    expect(recorded).toMatchObject({ paid: 50, refunded: 50, disputed: 0 });
    expect(
      recorded.records.map((record: { kind: string; status: string | null }) => [record.kind, record.status]),
    ).toEqual([
      ['PAYMENT', null],
      ['REFUND', null],
      ['DISPUTE', 'won'],
    ]);
  });

  it('records a payment of a cancelled invoice without moving it, and answers 200 to events it ignores', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 30);
    expect((await h.setStatus(cast.owner, invoice.id, 'CANCELLED')).statusCode).toBe(200);
    const late = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_cancelled_paid',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_cancelled', 3000),
    });
    expect(late.json().data.outcome).toBe('PAYMENT_RECORDED_INVOICE_CANCELLED');
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('CANCELLED');
    const opened = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(opened.headers.location).toBe('http://punchclock.test/pay/result?state=cancelled');

    const ignored = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_customer',
      type: 'customer.created',
      created: seconds('2026-11-16T08:00:00Z'),
      object: { id: 'cus_1', object: 'customer' },
    });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.outcome).toBe('IGNORED_EVENT');
  });

  it('refuses an event whose signature is too old (400, the error shape) and changes nothing', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 20);
    const event = paidEvent(cast.owner.orgId, 'evt_stale', invoice.id, 'pi_stale', 2000);
    // Signed correctly, but ten minutes ago: beyond Stripe's five-minute tolerance (a replay).
    const { payload, signature } = signedStripeEvent(WHSEC, event, new Date(clock.now().getTime() - 600_000));
    const stale = await t.app.inject({
      method: 'POST',
      url: new URL(webhookUrl).pathname,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(stale.statusCode).toBe(400);
    const body = stale.json();
    expect(body).toMatchObject({ success: false, code: 'PAYMENT_SIGNATURE_INVALID' });
    expect(typeof body.error).toBe('string');
    expect(body.message).toMatch(/tolerance|timestamp/i);
    expect(typeof body.hint).toBe('string');
    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    expect((await h.payments(cast.owner, invoice.id)).json().data.records).toEqual([]);
    // The same event signed now is applied: the refusal claimed nothing.
    expect((await h.deliver(webhookUrl, WHSEC, event)).json().data.outcome).toBe('INVOICE_PAID');
  });

  it("never lets another organization's connection pay or read this organization's invoice", async () => {
    const invoice = await h.issuedInvoice(cast.owner, 75);
    const other = await h.connect(cast.outsider, 'sk_test_outsider0005678', OTHER_WHSEC);
    expect(other.statusCode, other.body).toBe(200);
    const otherUrl = other.json().data.webhookUrl as string;
    expect(otherUrl).not.toBe(webhookUrl);

    // Signed correctly for the other organization's endpoint, naming this organization's invoice.
    const crossed = await h.deliver(otherUrl, OTHER_WHSEC, {
      id: 'evt_cross_tenant',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_cross', 7500),
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().data.outcome).toBe('IGNORED_OTHER_ORGANIZATION');
    // Naming the other organization but this invoice id: not its invoice.
    const misnamed = await h.deliver(otherUrl, OTHER_WHSEC, {
      id: 'evt_cross_tenant_2',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.outsider.orgId, invoice.id, 'pi_cross_2', 7500),
    });
    expect(misnamed.json().data.outcome).toBe('IGNORED_UNKNOWN_INVOICE');
    // The other organization's secret does not sign for this organization's endpoint.
    const wrongEndpoint = await h.deliver(webhookUrl, OTHER_WHSEC, {
      id: 'evt_cross_tenant_3',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_cross_3', 7500),
    });
    expect(wrongEndpoint.statusCode).toBe(400);

    expect((await h.getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    expect((await h.payments(cast.owner, invoice.id)).json().data.records).toEqual([]);
    expect((await h.payments(cast.outsider, invoice.id)).statusCode).toBe(404);
    expect((await h.payments(cast.member, invoice.id)).statusCode).toBe(403);
  });

  it('applies an event id sent to two organizations sharing one Stripe account once in each', async () => {
    // Both organizations connect the same Stripe account: Stripe sends every event to both endpoints.
    const other = await h.connect(cast.outsider, 'sk_test_outsider0005678', OTHER_WHSEC);
    expect(other.statusCode, other.body).toBe(200);
    const otherUrl = other.json().data.webhookUrl as string;
    const ours = await h.issuedInvoice(cast.owner, 40);
    const theirs = await h.issuedInvoice(cast.outsider, 60);
    const created = seconds('2026-11-16T08:00:00Z');
    const forOurs = {
      id: 'evt_shared_account_1',
      type: 'checkout.session.completed',
      created,
      object: completion(cast.owner.orgId, ours.id, 'pi_shared_ours', 4000),
    };
    const forTheirs = {
      id: 'evt_shared_account_2',
      type: 'checkout.session.completed',
      created,
      object: completion(cast.outsider.orgId, theirs.id, 'pi_shared_theirs', 6000),
    };

    // The organization the event is not about sees it first; the one it is about still applies it.
    expect((await h.deliver(otherUrl, OTHER_WHSEC, forOurs)).json().data).toMatchObject({
      duplicate: false,
      outcome: 'IGNORED_OTHER_ORGANIZATION',
    });
    expect((await h.deliver(webhookUrl, WHSEC, forOurs)).json().data).toMatchObject({
      duplicate: false,
      outcome: 'INVOICE_PAID',
    });
    // And the other way round, in the other order.
    expect((await h.deliver(webhookUrl, WHSEC, forTheirs)).json().data.outcome).toBe('IGNORED_OTHER_ORGANIZATION');
    expect((await h.deliver(otherUrl, OTHER_WHSEC, forTheirs)).json().data.outcome).toBe('INVOICE_PAID');

    // A redelivery to either endpoint is a duplicate there.
    for (const [url, secret] of [
      [webhookUrl, WHSEC],
      [otherUrl, OTHER_WHSEC],
    ] as const) {
      for (const event of [forOurs, forTheirs]) {
        const again = await h.deliver(url, secret, event);
        expect(again.statusCode).toBe(200);
        expect(again.json().data).toMatchObject({ duplicate: true, outcome: 'DUPLICATE' });
      }
    }
    expect((await h.getInvoice(cast.owner, ours.id)).status).toBe('PAID');
    expect((await h.getInvoice(cast.outsider, theirs.id)).status).toBe('PAID');
    expect((await h.payments(cast.owner, ours.id)).json().data.records).toHaveLength(1);
    expect((await h.payments(cast.outsider, theirs.id)).json().data.records).toHaveLength(1);
  });

  it("offers the project's payable invoices with their pay links on the client portal", async () => {
    const project = await createProject(t, cast.owner);
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: cast.owner.headers,
    });
    const token = new URL(shared.json().data.portalUrl as string).pathname.split('/').at(-1)!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/financials/invoices',
      headers: cast.owner.headers,
      payload: {
        projectId: project.id,
        clientName: 'Client Co',
        currency: 'EUR',
        dueDate: '2026-12-01',
        items: [{ description: 'Work', quantity: 2, unitPrice: 40 }],
      },
    });
    const invoiceId = created.json().data.id as string;
    const portal = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/projects/portal/${token}` })).json().data.invoices;
    expect(await portal()).toEqual([]);
    const sent = (await h.setStatus(cast.owner, invoiceId, 'SENT')).json().data;
    expect(await portal()).toEqual([
      { number: sent.number, total: 80, currency: 'EUR', dueDate: '2026-12-01', paymentUrl: sent.paymentUrl },
    ]);
  });

  it('takes the pay links away when the processor is disconnected', async () => {
    const invoice = await h.issuedInvoice(cast.owner, 12);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/payments/connection',
      headers: cast.owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ disconnected: true });
    expect((await h.getInvoice(cast.owner, invoice.id)).paymentUrl).toBeNull();
    const opened = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(opened.headers.location).toBe('http://punchclock.test/pay/result?state=unavailable');
    const event = await h.deliver(webhookUrl, WHSEC, {
      id: 'evt_after_disconnect',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_after', 1200),
    });
    expect(event.statusCode).toBe(404);
  });
});
