/** The signed-in start page, loaded only when someone opens it. */
export const loadHomeScreen = () => import('./home-screen');
