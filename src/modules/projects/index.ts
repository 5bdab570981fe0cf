export { findLoggableProject, type LoggableProject } from './project-access.js';
export { projectMembers, projects } from './projects.tables.js';
export { projectsRoutes as projectsModule } from './projects.routes.js';
