import type { ProductModule } from '../../platform/module.js';
import { entriesRoutes } from './entries.routes.js';
import type { InvoicedEntries } from './invoiced-entries.port.js';
import { teamRoutes } from './team.routes.js';

export { timeEntries, trackerPresence } from './time.tables.js';
export { amountInCents, isoWeekOf, workedSeconds, workedSecondsWithin } from './time.rules.js';
export { projectTimeReader } from './project-time.repository.js';

export type { InvoicedEntries, InvoiceRef } from './invoiced-entries.port.js';

/** The time module, refusing changes to billed time through `invoiced` (the financials module's reader). */
export function timeModule(invoiced: InvoicedEntries): ProductModule {
  return async (app, deps) => {
    await entriesRoutes(app, deps, invoiced);
    await teamRoutes(app, deps, invoiced);
  };
}
