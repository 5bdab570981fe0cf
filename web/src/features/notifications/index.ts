// The notifications feature's public face: the header's bell with the unread count, and the inbox.
export { NotificationsLink } from './notifications-link';

/** The inbox screen, loaded only when someone opens it. */
export const loadNotificationsScreen = () => import('./notifications-screen');
