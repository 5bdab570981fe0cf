// The members feature's public face: who may see the member list (for the navigation) and the screens.
export { permissionLabel } from './permission-groups';
export { membersQuery } from './members-queries';

/** The member list, loaded only when someone opens it. */
export const loadMembersScreen = () => import('./members-screen');
/** The roles screen, loaded only when someone opens it. */
export const loadRolesScreen = () => import('./roles-screen');
/** Every member with role, status and weekly capacity, for Home. */
export { membersQuery } from './members-queries';
