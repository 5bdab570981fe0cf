import type { ProductModule } from '../../platform/module.js';
import type { ActivitySlotReader } from './activity-slots.port.js';
import { entriesRoutes } from './entries/entries.routes.js';
import { idleRoutes } from './idle/idle.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import type { InvoicedEntries } from './invoiced-entries.port.js';
import { teamRoutes } from './team/team.routes.js';
import type { TrackerCommandReader } from './tracker-commands.port.js';
import { weeksRoutes } from './weeks/weeks.routes.js';

export { timeEntries } from './time.tables.js';
export {
  deleteImportedEntries,
  importedEntriesBlocker,
  recordImportedEntries,
  spansOfMembers,
  type ImportedEntry,
} from './imported-time.js';
export { timeRollupProjectTotals } from './reports/rollups.tables.js';
export { amountInCents, idleSecondsWithin, workedSeconds, workedSecondsWithin } from './time.rules.js';
export { entriesTouching } from './team/team.repository.js';
export { projectTimeReader } from './reports/project-time.repository.js';
export { readableRollupZone } from './reports/rollups.repository.js';
export { countedTime } from './reports/counted-time.query.js';
export { projectBudgetUses, type BudgetUse } from './reports/budget-use.repository.js';
export { reportStatusReader, scheduleRollupRebuilds } from './reports/rollups.job.js';
export type { TrackerCommandReader } from './tracker-commands.port.js';
export type { ActivitySlotReader } from './activity-slots.port.js';

export type { InvoicedEntries, InvoiceRef } from './invoiced-entries.port.js';

/**
 * The time module. Changes to billed time are refused through `invoiced` (the financials
 * module's reader); the heartbeat answers the tracker's pending commands read through
 * `trackerCommands`; idle time is found in the activity slots read through `activitySlots`.
 */
export function timeModule(
  invoiced: InvoicedEntries,
  trackerCommands: TrackerCommandReader,
  activitySlots: ActivitySlotReader,
): ProductModule {
  return async (app, deps) => {
    await entriesRoutes(app, deps, invoiced);
    await teamRoutes(app, deps, invoiced, trackerCommands);
    await idleRoutes(app, deps, activitySlots);
    await weeksRoutes(app, deps, invoiced);
    await reportsRoutes(app, deps);
  };
}
