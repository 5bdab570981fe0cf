import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { activitiesRoutes } from './activities.routes.js';
import { trackerRoutes } from './tracker.routes.js';

export { activitySlots, activitySlotUsages } from './activities.tables.js';
export { activitySlotReader } from './idle-slots.reader.js';
export { lockMemberActivity } from './activities.repository.js';

/** Tracker ingestion (activity slots) and activity summaries with their classification rules. */
export async function activitiesModule(app: FastifyInstance, deps: ModuleDeps) {
  await trackerRoutes(app, deps);
  await activitiesRoutes(app, deps);
}
