import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A key the fake refuses as Stripe does a revoked one (401 authentication_error). */
export const REFUSED_STRIPE_KEY = 'sk_test_refusedrefusedrefused';

interface CheckoutCreated {
  key: string;
  params: Record<string, string>;
  id: string;
}

/**
 * A real loopback HTTP server answering the parts of Stripe's API Punchclock calls, with
 * Stripe-shaped JSON: GET /v1/account and POST /v1/checkout/sessions (form-encoded, as the official
 * library sends them). It records each checkout session asked for. Nothing reaches the internet.
 */
export async function startFakeStripe({ servesCheckout = false }: { servesCheckout?: boolean } = {}) {
  const checkouts: CheckoutCreated[] = [];
  let sequence = 0;
  let base = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // The hosted checkout page a browser is sent to (only when asked: tests without a browser never open it).
      if (servesCheckout && request.method === 'GET' && request.url?.startsWith('/c/pay/')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1></html>',
        );
        return;
      }
      const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++sequence}` });
        response.end(JSON.stringify(body));
      };
      if (!/^(sk|rk)_test_/.test(key) || key === REFUSED_STRIPE_KEY)
        return send(401, {
          error: { type: 'invalid_request_error', code: 'api_key_expired', message: 'Invalid API Key provided' },
        });
      const account = `acct_${key.slice(-8)}`;
      if (request.method === 'GET' && request.url === '/v1/account')
        return send(200, {
          id: account,
          object: 'account',
          business_profile: { name: 'Acme Consulting' },
          settings: { dashboard: { display_name: 'Acme' } },
        });
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const id = `cs_test_${String(++sequence).padStart(6, '0')}`;
        checkouts.push({ key, params, id });
        return send(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          url: `${servesCheckout ? base : 'https://checkout.stripe.test'}/c/pay/${id}`,
          amount_total: Number(params['line_items[0][price_data][unit_amount]']),
          currency: params['line_items[0][price_data][currency]'],
          client_reference_id: params.client_reference_id ?? null,
          payment_status: 'unpaid',
          payment_intent: null,
          metadata: {
            punchclock_org_id: params['metadata[punchclock_org_id]'],
            punchclock_invoice_id: params['metadata[punchclock_invoice_id]'],
          },
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.url})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    checkouts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const stripe = new Stripe('sk_test_signing_only');

/** An event as Stripe would send it, with its Stripe-Signature made by the official library at `at`. */
export function signedStripeEvent(
  secret: string,
  event: { id: string; type: string; created: number; object: Record<string, unknown> },
  at: Date,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: event.created,
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    data: { object: event.object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { payload, signature };
}
