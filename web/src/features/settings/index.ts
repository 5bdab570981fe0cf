// The settings feature's public face: who may open it (for the navigation) and the screen.
export { useCanManageSettings } from './settings-queries';

/** The organization settings screen, loaded only when an Owner or Admin opens it. */
export const loadSettingsScreen = () => import('./settings-screen');
