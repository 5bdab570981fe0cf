// The projects feature's public face: its screens, each loaded only when opened.
export const loadProjectsScreen = () => import('./projects-screen');
/** The create and edit screens share one chunk: one is usually followed by the other. */
export const loadProjectScreens = () => import('./project-screens');
/** Form pieces the clients screens share: a field with its problem, the server's problems by field, a confirmed action. */
export { fieldProblems } from './field-problems';
export { FormField } from './form-field';
export { allPages, projectsQuery } from './projects-api';
/** How far a project is into its budget (near from 80 %, over past 100 %), for Home. */
export { budgetUse } from './budget';
