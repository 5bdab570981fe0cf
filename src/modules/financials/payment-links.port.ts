import type { Executor } from '../../platform/db/index.js';
import type { InvoiceStatus } from './invoice.rules.js';

/**
 * Where a client pays an invoice online (docs/integrations.md, "Online payments"). The payments
 * module implements it (wired in src/app.ts): it depends on this module to mark invoices paid, so
 * this module cannot import it.
 */
export interface InvoicePaymentLinks {
  /** The stable pay link of an invoice a client can pay now (issued, unpaid, processor connected); else null. */
  urlOf(executor: Executor, orgId: string, invoice: { id: string; status: InvoiceStatus }): Promise<string | null>;
}
