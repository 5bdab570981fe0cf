// The screenshots feature's public face: the gallery screen.

/** The screenshots gallery, loaded only when someone opens it. */
export const loadScreenshotsScreen = () => import('./screenshots-screen');
