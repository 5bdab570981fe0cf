import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { openStorage } from '../../platform/storage/index.js';
import { billingProfileRoutes } from './billing-profile.routes.js';
import { createBillingProfileService } from './billing-profile.service.js';
import { invoicesRoutes } from './invoices.routes.js';
import { summaryRoutes } from './summary.routes.js';

export { invoicedEntriesReader } from './invoiced-entries.repository.js';
export { invoiceTimeEntries } from './financials.tables.js';
export { periodMoney } from './project-profits.js';

export async function financialsModule(app: FastifyInstance, deps: ModuleDeps) {
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
  await invoicesRoutes(app, deps, storage);
  await billingProfileRoutes(app, profiles);
}
