import type { ProductModule } from '../../platform/module.js';
import type { ClientProjects } from './client-projects.port.js';
import { clientsRoutes } from './clients.routes.js';

export { clients } from './clients.tables.js';
export { resolveProjectClient } from './clients.service.js';
export type { ClientProjects } from './client-projects.port.js';

/** The clients module, reading which clients a member's projects have through `projects` (the projects module's). */
export function clientsModule(projects: ClientProjects): ProductModule {
  return (api, deps) => clientsRoutes(api, deps, projects);
}
