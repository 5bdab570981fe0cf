import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { errors } from '../../platform/http/errors.js';
import { API_PREFIX } from '../../platform/http/openapi.js';
import { defineRedirectRoute, defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { createInvoiceReader } from '../financials/index.js';
import { createConnectionService } from './connection.service.js';
import { createCheckoutOpener, createPayLinks } from './pay-links.js';
import { createPaymentSecrets } from './payments.crypto.js';
import { invoicePaymentsView } from './payments.view.js';
import { findOwnInvoice, paymentsOf } from './payments.repository.js';
import {
  connectBody,
  connectionSchema,
  disconnectedSchema,
  invoiceParams,
  invoicePaymentsSchema,
  payParams,
  webhookAnswer,
  webhookBody,
  webhookHeaders,
  webhookParams,
} from './payments.schemas.js';
import { createProcessorEvents, HANDLED_EVENT_TYPES } from './processor-events.js';
import { createStripeProvider, stripeEndpointOf } from './stripe-provider.js';

const TAGS = ['Payments'] as const;
/** Connecting a processor decides where the organization's money goes: an organization setting. */
const manage = access.tenant('organization.manage');
/** No cache or Referer may carry a pay link away. */
const PAY_LINK_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } as const;

export async function paymentsRoutes(app: FastifyInstance, { config, database, clock }: ModuleDeps) {
  const db = database.db;
  const publicUrl = config.server.publicUrl;
  const secrets = createPaymentSecrets(config.jwtSecret);
  const provider = createStripeProvider(stripeEndpointOf(config.payments.stripeApiUrl));
  const render = createInvoiceReader(clock, createPayLinks(publicUrl, API_PREFIX, secrets));
  const webhookPath = (connectionId: string) => `/payments/stripe/webhooks/${connectionId}`;
  const connections = createConnectionService({
    db,
    clock,
    secrets,
    provider,
    webhookUrlOf: (id) => `${publicUrl}${API_PREFIX}${webhookPath(id)}`,
  });
  const events = createProcessorEvents({ db, clock, secrets, provider, render });
  const openPayLink = createCheckoutOpener({ db, publicUrl, secrets, provider, logger: app.log });

  defineRoute(app, {
    method: 'GET',
    url: '/payments/connection',
    operationId: 'getPaymentConnection',
    tags: TAGS,
    summary: "The organization's payment processor, or null when none is connected",
    description:
      'Never shows a key: only its last 4 characters. webhookUrl and webhookEvents are what to set up in Stripe.',
    access: manage,
    response: connectionSchema,
    handler: ({ tenant }) => connections.get(tenant),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/payments/connection',
    operationId: 'connectPaymentProcessor',
    tags: TAGS,
    summary: 'Connect a payment processor (Stripe), or replace its keys',
    description: `The secret key is checked with one call to Stripe (the account it opens) before anything is stored; refused: 422 PAYMENT_PROCESSOR_REFUSED, Stripe unreachable: 503. Both secrets are stored encrypted. Replacing keeps webhookUrl. Then create a webhook endpoint in Stripe for webhookUrl with the events ${HANDLED_EVENT_TYPES.join(', ')}, and send its signing secret here as webhookSecret.`,
    access: manage,
    body: connectBody,
    errorStatuses: [422],
    response: connectionSchema.unwrap(),
    handler: ({ body, tenant }) => connections.connect(tenant, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/payments/connection',
    operationId: 'disconnectPaymentProcessor',
    tags: TAGS,
    summary: 'Disconnect the payment processor',
    description:
      'Forgets both keys. Pay links stop offering payment and the webhook URL answers 404; payments recorded so far stay. None connected: 404.',
    access: manage,
    errorStatuses: [404],
    response: disconnectedSchema,
    handler: ({ tenant }) => connections.disconnect(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/financials/invoices/:invoiceId/payments',
    operationId: 'listInvoicePayments',
    tags: ['Financials'],
    summary: 'What the payment processor reported for an invoice: payments, refunds, disputes',
    description:
      'Totals in the invoice’s currency (paid, refunded, disputed) and every record, oldest first. A refund or dispute leaves the invoice PAID, as in Stripe; they are shown here.',
    access: access.tenant('financials.read'),
    params: invoiceParams,
    errorStatuses: [404],
    response: invoicePaymentsSchema,
    handler: async ({ params, tenant }) => {
      const invoice = await findOwnInvoice(db, tenant.orgId, params.invoiceId);
      if (!invoice) throw errors.notFound('Invoice', params.invoiceId);
      return invoicePaymentsView(invoice, await paymentsOf(db, tenant.orgId, invoice.id));
    },
  });

  defineRedirectRoute(app, {
    method: 'GET',
    url: '/pay/:token',
    operationId: 'openInvoicePayLink',
    tags: TAGS,
    summary: "An invoice's pay link (public; the token is the authorization)",
    description:
      "A browser opening it goes to Stripe's checkout page for the amount still due. An invoice already paid, cancelled or unknown, or no processor connected: the web app's /pay/result page saying so (state in its query).",
    access: access.public,
    params: payParams,
    // The router itself answers 404 to a token longer than its parameter limit (none we issue is).
    errorStatuses: [404],
    headers: PAY_LINK_HEADERS,
    redirects: "Stripe's checkout page, or /pay/result?state=paid|cancelled|unavailable|unknown",
    handler: ({ params }) => openPayLink(params.token),
  });

  // The signature covers the exact bytes, so this route reads its body as text (its own scope).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    defineRoute(scope, {
      method: 'POST',
      url: webhookPath(':connectionId'),
      operationId: 'receiveStripeEvent',
      tags: TAGS,
      summary: "Stripe's webhook (public; Stripe's signature is the authorization)",
      description:
        'Verified with the connection’s signing secret by the official library (bad or missing Stripe-Signature: 400 PAYMENT_SIGNATURE_INVALID). Each event id is applied once: a repeat answers 200 with duplicate true and changes nothing. Events not handled answer 200. Unknown connection: 404.',
      access: access.public,
      params: webhookParams,
      requestHeaders: webhookHeaders,
      body: webhookBody,
      errorStatuses: [404],
      response: webhookAnswer,
      handler: ({ params, body, request }) => {
        const signature = request.headers['stripe-signature'];
        return events.receive(params.connectionId, body, typeof signature === 'string' ? signature : undefined);
      },
    });
  });
}
