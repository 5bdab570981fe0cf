// The clients feature's public face: its screen, loaded only when opened, and its navigation label.
import { CLIENTS_TEXT } from './clients-text';

export const loadClientsScreen = () => import('./clients-screen');
export const clientsNavLabel = CLIENTS_TEXT.nav;
