import type { Executor } from '../../platform/db/index.js';

/** An invoice of the project the client can pay online, as the portal lists it. */
interface PortalInvoice {
  number: string | null;
  total: number;
  currency: string;
  dueDate: string | null;
  paymentUrl: string;
}

/**
 * The shared project's invoices a client can pay online (docs/integrations.md, "Online
 * payments"). Invoices and their pay links belong to the financials and payments modules, which
 * import this one; app.ts plugs the payments module's reader in here.
 */
export interface PortalInvoiceReader {
  payable(executor: Executor, orgId: string, projectId: string): Promise<PortalInvoice[]>;
}

export const noPortalInvoices: PortalInvoiceReader = { payable: () => Promise.resolve([]) };
