// The activity feature's public face: its screen, loaded only when opened.
export const loadActivityScreen = () => import('./activity-screen');
