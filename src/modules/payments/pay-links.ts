import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/db/index.js';
import {
  decimalToScaled,
  formatInvoiceNumber,
  type InvoicePaymentLinks,
  type InvoiceStatus,
} from '../financials/index.js';
import type { PaymentSecrets } from './payments.crypto.js';
import { centsToMinor } from './payments.money.js';
import { findConnection, findInvoiceAnywhere, paidMinor } from './payments.repository.js';
import { ProcessorRefusal, ProcessorUnavailable, type PaymentProvider } from './provider.js';

/** What the page after a pay link says (the web app's /pay/result). */
type PayResult = 'success' | 'paid' | 'cancelled' | 'unavailable' | 'unknown' | 'checkout-cancelled';

const PAYABLE: ReadonlySet<InvoiceStatus> = new Set(['SENT', 'OVERDUE']);

/** Pay links: on our server, stable per invoice, signed (payments.crypto.ts), so nothing is stored for them. */
export function createPayLinks(publicUrl: string, apiPrefix: string, secrets: PaymentSecrets): InvoicePaymentLinks {
  return {
    async urlOf(executor: Executor, orgId: string, invoice: { id: string; status: InvoiceStatus }) {
      if (!PAYABLE.has(invoice.status)) return null;
      if (!(await findConnection(executor, orgId))) return null;
      return `${publicUrl}${apiPrefix}/pay/${secrets.payToken(orgId, invoice.id)}`;
    },
  };
}

/**
 * Opening a pay link: a checkout page of the processor for the amount still due, made on each
 * visit (as Stripe's own Payment Links do); or the result page saying why there is nothing to pay.
 */
export function createCheckoutOpener(deps: {
  db: Db;
  publicUrl: string;
  secrets: PaymentSecrets;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
}) {
  const { db, secrets, provider } = deps;
  const result = (state: PayResult) => `${deps.publicUrl}/pay/result?state=${state}`;

  return async function open(token: string): Promise<string> {
    const invoiceId = secrets.invoiceIdOf(token);
    const invoice = invoiceId ? await findInvoiceAnywhere(db, invoiceId) : null;
    if (!invoice || !secrets.payTokenMatches(token, invoice.orgId, invoice.id)) return result('unknown');
    if (invoice.status === 'PAID') return result('paid');
    if (invoice.status === 'CANCELLED') return result('cancelled');
    if (!PAYABLE.has(invoice.status as InvoiceStatus)) return result('unknown');
    const connection = await findConnection(db, invoice.orgId);
    const secretKey = connection ? secrets.open(connection.secretKeySealed, invoice.orgId) : null;
    const total = centsToMinor(decimalToScaled(invoice.total, 2), invoice.currency);
    if (!secretKey || total === null) return result('unavailable');
    const due = total - (await paidMinor(db, invoice.orgId, invoice.id, invoice.currency));
    if (due <= 0) return result('paid');
    const number = formatInvoiceNumber(invoice.number) ?? invoice.id;
    try {
      const session = await provider.createCheckout(secretKey, {
        orgId: invoice.orgId,
        invoiceId: invoice.id,
        amountMinor: due,
        currency: invoice.currency.toLowerCase(),
        description: `Invoice ${number}${invoice.seller?.legalName ? ` from ${invoice.seller.legalName}` : ''}`,
        customerEmail: invoice.buyerEmail,
        successUrl: result('success'),
        cancelUrl: result('checkout-cancelled'),
      });
      return session.url;
    } catch (error) {
      if (!(error instanceof ProcessorRefusal || error instanceof ProcessorUnavailable)) throw error;
      deps.logger.warn({ err: error, invoiceId: invoice.id }, 'payment processor refused a checkout session');
      return result('unavailable');
    }
  };
}
