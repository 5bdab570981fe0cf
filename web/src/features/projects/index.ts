// The projects feature's public face: its screens, each loaded only when opened.
export const loadProjectsScreen = () => import('./projects-screen');
/** The create and edit screens share one chunk: one is usually followed by the other. */
export const loadProjectScreens = () => import('./project-screens');
