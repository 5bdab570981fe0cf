import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookEvents } from '../../src/modules/webhook-outbox/webhook-outbox.tables.js';
import type { Actor } from './actors.js';
import type { TestApp } from './app.js';
import { signedStripeEvent } from './fake-stripe.js';

export const WHSEC = 'whsec_orgAsigningsecret0123456789';
export const OTHER_WHSEC = 'whsec_orgBsigningsecret0123456789';

export const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A checkout.session.completed object as Stripe sends it, for the invoice of an organization. */
export function completion(orgId: string, invoiceId: string, paymentIntent: string, amount: number, currency = 'eur') {
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

/** A signed-off checkout: event `id` paying `amount` (minor units) of an organization's invoice through `intent`. */
export function paidEvent(
  orgId: string,
  id: string,
  invoiceId: string,
  intent: string,
  amount: number,
  currency = 'eur',
) {
  return {
    id,
    type: 'checkout.session.completed',
    created: seconds('2026-11-16T08:00:00Z'),
    object: completion(orgId, invoiceId, intent, amount, currency),
  };
}

/** The calls the payments tests make through the app (src/modules/payments). */
export function paymentsHarness(t: TestApp, clock: { now: () => Date }) {
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
    (await t.app.inject({ method: 'GET', url: `/api/v1/financials/invoices/${id}`, headers: actor.headers })).json()
      .data;

  const payments = (actor: Actor, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/financials/invoices/${id}/payments`, headers: actor.headers });

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
  return { connect, issuedInvoice, setStatus, getInvoice, payments, deliver, statusChangedEvents };
}
