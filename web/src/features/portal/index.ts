/** The public client portal page, loaded only when a client opens a shared link. */
export const loadPortalScreen = () => import('./portal-screen');
