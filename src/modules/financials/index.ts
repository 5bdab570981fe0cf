import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/index.js';
import type { ModuleDeps } from '../../platform/module.js';
import { openStorage } from '../../platform/storage/index.js';
import { billingProfileRoutes } from './billing-profile.routes.js';
import { createBillingProfileService } from './billing-profile.service.js';
import { invoicesRoutes } from './invoices.routes.js';
import { summaryRoutes } from './summary.routes.js';
import type { InvoicePaymentLinks } from './payment-links.port.js';

export { invoicedEntriesReader } from './invoiced-entries.repository.js';
export { invoiceTimeEntries } from './financials.tables.js';
export { periodMoney } from './project-profits.js';
export { portalLogoReader } from './billing-profile.service.js';
export { createEmailBrander } from './email-brand.js';

export { moveInvoiceStatus } from './invoice-status.js';
export type { InvoicePaymentLinks } from './payment-links.port.js';
export { createInvoiceReader, type InvoiceReader } from './invoice-reader.js';
export { invoices } from './financials.tables.js';
export { decimalToScaled, formatInvoiceNumber, type InvoiceStatus } from './invoice.rules.js';

/** The module, with where clients pay invoices online (the payments module; docs/integrations.md). */
export const financialsModule =
  (paymentLinksOf: (config: Config) => InvoicePaymentLinks) => async (app: FastifyInstance, deps: ModuleDeps) => {
    const paymentLinks = paymentLinksOf(deps.config);
    // Logos live beside the screenshots, in the storage the configuration names, under billing-logos/.
    const storage = openStorage(deps.config.screenshots.storage);
    app.addHook('onClose', () => storage.close());
    const profiles = createBillingProfileService(
      deps.database.db,
      deps.clock,
      storage,
      deps.config.screenshots.maxPixels,
    );
    await summaryRoutes(app, deps);
    await invoicesRoutes(app, deps, storage, paymentLinks);
    await billingProfileRoutes(app, profiles);
  };
