import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { entriesRoutes } from './entries.routes.js';
import { teamRoutes } from './team.routes.js';

export { timeEntries, trackerPresence } from './time.tables.js';
export { amountInCents, isoWeekOf, workedSeconds, workedSecondsWithin } from './time.rules.js';
export { projectTimeReader } from './project-time.repository.js';

export async function timeModule(app: FastifyInstance, deps: ModuleDeps) {
  await entriesRoutes(app, deps);
  await teamRoutes(app, deps);
}
