import type { ProductModule } from '../../platform/module.js';
import { entriesRoutes } from './entries.routes.js';
import type { InvoicedEntries } from './invoiced-entries.port.js';
import { teamRoutes } from './team.routes.js';
import type { TrackerCommandReader } from './tracker-commands.port.js';

export { timeEntries } from './time.tables.js';
export { amountInCents, workedSecondsWithin } from './time.rules.js';
export { projectTimeReader } from './project-time.repository.js';
export type { TrackerCommandReader } from './tracker-commands.port.js';

export type { InvoicedEntries, InvoiceRef } from './invoiced-entries.port.js';

/**
 * The time module. Changes to billed time are refused through `invoiced` (the financials
 * module's reader); the heartbeat answers the tracker's pending commands read through `trackerCommands`.
 */
export function timeModule(invoiced: InvoicedEntries, trackerCommands: TrackerCommandReader): ProductModule {
  return async (app, deps) => {
    await entriesRoutes(app, deps, invoiced);
    await teamRoutes(app, deps, invoiced, trackerCommands);
  };
}
