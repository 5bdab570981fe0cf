import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { invoicesRoutes } from './invoices.routes.js';
import { summaryRoutes } from './summary.routes.js';

export { invoicedEntriesReader } from './invoiced-entries.repository.js';
export { invoiceTimeEntries } from './financials.tables.js';

export async function financialsModule(app: FastifyInstance, deps: ModuleDeps) {
  await summaryRoutes(app, deps);
  await invoicesRoutes(app, deps);
}
