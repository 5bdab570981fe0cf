import type { Clock } from '../../platform/clock.js';
import { dayOf } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { calendarOf } from '../organizations/index.js';
import { countLinkedEntries } from './billing.repository.js';
import type { InvoiceStatus } from './invoice.rules.js';
import { findInvoice, historyOf, itemsOf } from './invoices.repository.js';
import { invoiceView } from './invoices.view.js';
import type { InvoicePaymentLinks } from './payment-links.port.js';

/**
 * One invoice as the API shows it (items, history, billed time, pay link), read with the given
 * executor: the routes, and the transactions that emit it as a webhook event, draw it the same way.
 */
export function createInvoiceReader(clock: Clock, paymentLinks: InvoicePaymentLinks) {
  return async function load(executor: Executor, ctx: { orgId: string }, invoiceId: string) {
    const row = await findInvoice(executor, ctx.orgId, invoiceId);
    if (!row) throw errors.notFound('Invoice', invoiceId);
    const [items, history, timeEntryCount, calendar, paymentUrl] = await Promise.all([
      itemsOf(executor, ctx.orgId, invoiceId),
      historyOf(executor, ctx.orgId, invoiceId),
      countLinkedEntries(executor, ctx.orgId, invoiceId),
      calendarOf(executor, ctx.orgId),
      paymentLinks.urlOf(executor, ctx.orgId, { id: row.id, status: row.status as InvoiceStatus }),
    ]);
    const today = dayOf(clock.now(), calendar.timeZone);
    return { ...invoiceView(row, items, history, timeEntryCount, today), paymentUrl };
  };
}

export type InvoiceReader = ReturnType<typeof createInvoiceReader>;
