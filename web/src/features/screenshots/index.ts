// The screenshots feature's public face: the navigation's link and the gallery screen.
export { ScreenshotsNavItem } from './nav-item';

/** The screenshots gallery, loaded only when someone opens it. */
export const loadScreenshotsScreen = () => import('./screenshots-screen');
