import type { ProductModule } from '../../platform/module.js';
import { tagsRoutes } from './tags.routes.js';
import { tasksRoutes } from './tasks.routes.js';

export { tags, tasks } from './tasks.tables.js';
export { tagsToCarry, taskToCarry } from './carry.js';
export { ensureTags, ensureTask } from './imported-labels.js';

/** Tasks of projects and the organization's tags, which time entries carry. */
export const tasksModule: ProductModule = async (api, deps) => {
  await tasksRoutes(api, deps);
  await tagsRoutes(api, deps);
};
