import type { ProductModule } from '../../platform/module.js';
import { activitiesRoutes } from './activities.routes.js';
import { noSlotStoredListener, type SlotStoredListener } from './slot-stored.port.js';
import { trackerRoutes } from './tracker.routes.js';

export { activitySlots, activitySlotUsages } from './activities.tables.js';
export { activitySlotReader } from './idle-slots.reader.js';
export { lockMemberActivity } from './activities.repository.js';
export type { SlotStoredListener } from './slot-stored.port.js';

/**
 * Tracker ingestion (activity slots) and activity summaries with their classification rules;
 * `slotStored` (the screenshots module's) is told of each new slot inside its transaction.
 */
export function activitiesModule(slotStored: SlotStoredListener = noSlotStoredListener): ProductModule {
  return async (app, deps) => {
    await trackerRoutes(app, deps, slotStored);
    await activitiesRoutes(app, deps);
  };
}
