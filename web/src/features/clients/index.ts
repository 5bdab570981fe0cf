// The clients feature's public face: its screen, loaded only when opened.

export const loadClientsScreen = () => import('./clients-screen');
/** The clients (each with its currency), for Home's budgets in money. */
export { clientsQuery } from './clients-api';
