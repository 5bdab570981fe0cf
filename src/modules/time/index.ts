import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { entriesRoutes } from './entries.routes.js';
import { teamRoutes } from './team.routes.js';
import { noTrackerCommands, type TrackerCommandReader } from './tracker-commands.port.js';

export { timeEntries, trackerPresence } from './time.tables.js';
export { amountInCents, isoWeekOf, workedSeconds, workedSecondsWithin } from './time.rules.js';
export { projectTimeReader } from './project-time.repository.js';
export type { TrackerCommand, TrackerCommandReader } from './tracker-commands.port.js';

/** The time module; the heartbeat answers the tracker's pending commands read through `trackerCommands`. */
export function timeModule(trackerCommands: TrackerCommandReader = noTrackerCommands) {
  return async (app: FastifyInstance, deps: ModuleDeps) => {
    await entriesRoutes(app, deps);
    await teamRoutes(app, deps, trackerCommands);
  };
}
