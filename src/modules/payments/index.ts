import type { Config } from '../../config/index.js';
import { API_PREFIX } from '../../platform/http/openapi.js';
import { createPayLinks } from './pay-links.js';
import { createPaymentSecrets } from './payments.crypto.js';
import { createPortalInvoices } from './portal-invoices.js';

export { paymentsRoutes as paymentsModule } from './payments.routes.js';

/** The invoices' pay links, for the financials module (src/app.ts wires it). */
export const invoicePayLinks = (config: Config) =>
  createPayLinks(config.server.publicUrl, API_PREFIX, createPaymentSecrets(config.jwtSecret));

/** The client portal's payable invoices, for the projects module (src/app.ts wires it). */
export const portalInvoices = (config: Config) => createPortalInvoices(invoicePayLinks(config));
