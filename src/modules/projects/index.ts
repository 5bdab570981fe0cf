import type { ProductModule } from '../../platform/module.js';
import type { ProjectTimeReader } from './project-time.port.js';
import { projectsRoutes } from './projects.routes.js';

export { findLoggableProject, type LoggableProject } from './projects.repository.js';
export { projectMembers, projects } from './projects.tables.js';
export type { Counted, ProjectTimeReader } from './project-time.port.js';
export type { ProjectTotals } from './projects.rules.js';

/** The projects module, reading worked time through `projectTime` (the time module's reader). */
export function projectsModule(projectTime: ProjectTimeReader): ProductModule {
  return (api, deps) => projectsRoutes(api, deps, projectTime);
}
