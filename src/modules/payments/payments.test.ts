import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Actor, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import {
  REFUSED_STRIPE_KEY,
  signedStripeEvent,
  startFakeStripe,
  type FakeStripe,
} from '../../../test/support/fake-stripe.js';
import { pdfPages } from '../../../test/support/pdf.js';
import { createProject } from '../../../test/support/projects.js';
import { webhookEvents } from '../webhooks/webhooks.tables.js';

const clock = testClock('2026-11-16T09:00:00Z');
const WHSEC = 'whsec_orgAsigningsecret0123456789';
const OTHER_WHSEC = 'whsec_orgBsigningsecret0123456789';
let t: TestApp;
let cast: Cast;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ clock, env: { STRIPE_API_URL: stripe.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  cast = await castOf(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const connect = (actor: Actor, secretKey: string | undefined, webhookSecret: string | null = WHSEC) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/payments/connection',
    headers: actor.headers,
    payload: { provider: 'stripe', secretKey, webhookSecret: webhookSecret ?? undefined },
  });

async function issuedInvoice(actor: Actor, total = 120, currency = 'EUR') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/financials/invoices',
    headers: actor.headers,
    payload: {
      clientName: 'Client Co',
      buyerEmail: 'ap@client.example',
      currency,
      dueDate: '2026-12-01',
      items: [{ description: 'Work', quantity: 1, unitPrice: total }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const sent = await setStatus(actor, id, 'SENT');
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data as { id: string; paymentUrl: string | null; number: string };
}

const setStatus = (actor: Actor, id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/financials/invoices/${id}/status`,
    headers: actor.headers,
    payload: { status },
  });

const getInvoice = async (actor: Actor, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/financials/invoices/${id}`, headers: actor.headers })).json().data;

const payments = (actor: Actor, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/financials/invoices/${id}/payments`, headers: actor.headers });

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function completion(orgId: string, invoiceId: string, paymentIntent: string, amount: number, currency = 'eur') {
  return {
    id: `cs_test_${paymentIntent}`,
    object: 'checkout.session',
    payment_status: 'paid',
    payment_intent: paymentIntent,
    amount_total: amount,
    currency,
    client_reference_id: invoiceId,
    metadata: { punchclock_org_id: orgId, punchclock_invoice_id: invoiceId },
  };
}

async function deliver(
  connectionUrl: string,
  secret: string,
  event: { id: string; type: string; created: number; object: Record<string, unknown> },
) {
  const { payload, signature } = signedStripeEvent(secret, event, clock.now());
  return t.app.inject({
    method: 'POST',
    url: new URL(connectionUrl).pathname,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function statusChangedEvents(orgId: string) {
  return t.database.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.orgId, orgId), eq(webhookEvents.type, 'invoice.status_changed')));
}

describe('connecting Stripe', () => {
  it('lets only Owners and Admins connect, checks the key with Stripe and never shows it', async () => {
    expect((await connect(cast.member, 'sk_test_membermember01')).statusCode).toBe(403);
    expect((await connect(cast.manager, 'sk_test_managermanager1')).statusCode).toBe(403);
    const refused = await connect(cast.owner, REFUSED_STRIPE_KEY);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, code: 'PAYMENT_PROCESSOR_REFUSED' });
    const malformed = await connect(cast.owner, 'pk_test_publishable', 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');

    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/connection',
      headers: cast.admin.headers,
    });
    expect(before.json().data).toBeNull();

    // The signing secret alone cannot connect; the key alone can, and the secret follows.
    const secretOnly = await connect(cast.admin, undefined, WHSEC);
    expect(secretOnly.statusCode).toBe(400);
    expect(secretOnly.json().details).toEqual([expect.objectContaining({ field: 'body.secretKey' })]);
    const keyOnly = await connect(cast.admin, 'sk_test_ownerkey00001234', null);
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

    const connected = await connect(cast.admin, undefined, WHSEC);
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
    const connected = await connect(cast.owner, 'sk_test_ownerkey00001234');
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

    const invoice = await issuedInvoice(cast.owner, 120.5);
    expect(invoice.paymentUrl).toMatch(/^http:\/\/punchclock\.test\/api\/v1\/pay\/[\w-]+\.[\w-]+$/);
    expect((await getInvoice(cast.owner, invoice.id)).paymentUrl).toBe(invoice.paymentUrl);

    const opened = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(opened.headers['cache-control']).toBe('no-store');
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
    const invoice = await issuedInvoice(cast.owner, 99.99);
    const paidAt = '2026-11-16T08:30:00Z';
    const event = {
      id: 'evt_paid_once',
      type: 'checkout.session.completed',
      created: seconds(paidAt),
      object: completion(cast.owner.orgId, invoice.id, 'pi_once', 9999),
    };
    const eventsBefore = (await statusChangedEvents(cast.owner.orgId)).length;
    const first = await deliver(webhookUrl, WHSEC, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false, outcome: 'INVOICE_PAID' });
    const again = await deliver(webhookUrl, WHSEC, event);
    expect(again.json().data).toMatchObject({ duplicate: true, outcome: 'DUPLICATE' });
    // The same payment in another event (its async success) is not a second payment either.
    const sameIntent = await deliver(webhookUrl, WHSEC, {
      ...event,
      id: 'evt_paid_once_async',
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(sameIntent.json().data.outcome).toBe('PAYMENT_ALREADY_RECORDED');

    const paid = await getInvoice(cast.owner, invoice.id);
    expect(paid).toMatchObject({ status: 'PAID', paymentStatus: 'PAID', paidAt: '2026-11-16T08:30:00.000Z' });
    expect(paid.paymentUrl).toBeNull();
    expect(paid.statusHistory.filter((change: { toStatus: string }) => change.toStatus === 'PAID')).toHaveLength(1);
    expect((await statusChangedEvents(cast.owner.orgId)).length).toBe(eventsBefore + 1);
    const recorded = (await payments(cast.owner, invoice.id)).json().data;
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
    const invoice = await issuedInvoice(cast.owner, 10);
    const event = {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_forged', 1000),
    };
    const wrong = await deliver(webhookUrl, OTHER_WHSEC, event);
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
    expect((await getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    const unknown = await deliver(
      'http://punchclock.test/api/v1/payments/stripe/webhooks/0191c8c4-0000-7000-8000-000000000000',
      WHSEC,
      event,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('records a refund that arrives before the payment, keeps the larger refund, and a dispute at its newest state', async () => {
    const invoice = await issuedInvoice(cast.owner, 50);
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
    const fullRefund = await deliver(webhookUrl, WHSEC, {
      id: 'evt_refund_full',
      type: 'charge.refunded',
      created: seconds('2026-11-16T08:50:00Z'),
      object: charge(5000),
    });
    expect(fullRefund.json().data.outcome).toBe('REFUND_RECORDED');
    // An older, partial refund event after the newer, full one.
    await deliver(webhookUrl, WHSEC, {
      id: 'evt_refund_partial',
      type: 'charge.refunded',
      created: seconds('2026-11-16T08:45:00Z'),
      object: charge(2000),
    });
    const paid = await deliver(webhookUrl, WHSEC, {
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
    const closed = await deliver(webhookUrl, WHSEC, {
      id: 'evt_dispute_closed',
      type: 'charge.dispute.closed',
      created: seconds('2026-11-16T08:58:00Z'),
      object: dispute('won'),
    });
    expect(closed.json().data.outcome).toBe('DISPUTE_RECORDED');
    await deliver(webhookUrl, WHSEC, {
      id: 'evt_dispute_created',
      type: 'charge.dispute.created',
      created: seconds('2026-11-16T08:55:00Z'),
      object: dispute('needs_response'),
    });

    const after = await getInvoice(cast.owner, invoice.id);
    expect(after.status).toBe('PAID');
    const recorded = (await payments(cast.owner, invoice.id)).json().data;
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
    const invoice = await issuedInvoice(cast.owner, 30);
    expect((await setStatus(cast.owner, invoice.id, 'CANCELLED')).statusCode).toBe(200);
    const late = await deliver(webhookUrl, WHSEC, {
      id: 'evt_cancelled_paid',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_cancelled', 3000),
    });
    expect(late.json().data.outcome).toBe('PAYMENT_RECORDED_INVOICE_CANCELLED');
    expect((await getInvoice(cast.owner, invoice.id)).status).toBe('CANCELLED');
    const opened = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(opened.headers.location).toBe('http://punchclock.test/pay/result?state=cancelled');

    const ignored = await deliver(webhookUrl, WHSEC, {
      id: 'evt_customer',
      type: 'customer.created',
      created: seconds('2026-11-16T08:00:00Z'),
      object: { id: 'cus_1', object: 'customer' },
    });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.outcome).toBe('IGNORED_EVENT');
  });

  it("never lets another organization's connection pay or read this organization's invoice", async () => {
    const invoice = await issuedInvoice(cast.owner, 75);
    const other = await connect(cast.outsider, 'sk_test_outsider0005678', OTHER_WHSEC);
    expect(other.statusCode, other.body).toBe(200);
    const otherUrl = other.json().data.webhookUrl as string;
    expect(otherUrl).not.toBe(webhookUrl);

    // Signed correctly for the other organization's endpoint, naming this organization's invoice.
    const crossed = await deliver(otherUrl, OTHER_WHSEC, {
      id: 'evt_cross_tenant',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_cross', 7500),
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().data.outcome).toBe('IGNORED_OTHER_ORGANIZATION');
    // Naming the other organization but this invoice id: not its invoice.
    const misnamed = await deliver(otherUrl, OTHER_WHSEC, {
      id: 'evt_cross_tenant_2',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.outsider.orgId, invoice.id, 'pi_cross_2', 7500),
    });
    expect(misnamed.json().data.outcome).toBe('IGNORED_UNKNOWN_INVOICE');
    // The other organization's secret does not sign for this organization's endpoint.
    const wrongEndpoint = await deliver(webhookUrl, OTHER_WHSEC, {
      id: 'evt_cross_tenant_3',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_cross_3', 7500),
    });
    expect(wrongEndpoint.statusCode).toBe(400);

    expect((await getInvoice(cast.owner, invoice.id)).status).toBe('SENT');
    expect((await payments(cast.owner, invoice.id)).json().data.records).toEqual([]);
    expect((await payments(cast.outsider, invoice.id)).statusCode).toBe(404);
    expect((await payments(cast.member, invoice.id)).statusCode).toBe(403);
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
    const sent = (await setStatus(cast.owner, invoiceId, 'SENT')).json().data;
    expect(await portal()).toEqual([
      { number: sent.number, total: 80, currency: 'EUR', dueDate: '2026-12-01', paymentUrl: sent.paymentUrl },
    ]);
  });

  it('takes the pay links away when the processor is disconnected', async () => {
    const invoice = await issuedInvoice(cast.owner, 12);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/payments/connection',
      headers: cast.owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ disconnected: true });
    expect((await getInvoice(cast.owner, invoice.id)).paymentUrl).toBeNull();
    const opened = await t.app.inject({ method: 'GET', url: new URL(invoice.paymentUrl!).pathname });
    expect(opened.headers.location).toBe('http://punchclock.test/pay/result?state=unavailable');
    const event = await deliver(webhookUrl, WHSEC, {
      id: 'evt_after_disconnect',
      type: 'checkout.session.completed',
      created: seconds('2026-11-16T08:00:00Z'),
      object: completion(cast.owner.orgId, invoice.id, 'pi_after', 1200),
    });
    expect(event.statusCode).toBe(404);
  });
});
