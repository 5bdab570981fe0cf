// The clients feature's public face: its screen, loaded only when opened.

export const loadClientsScreen = () => import('./clients-screen');
