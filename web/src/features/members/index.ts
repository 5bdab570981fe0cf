// The members feature's public face: permission words, the member list and the screens.
export { permissionLabel } from './permission-groups';

/** The member list, loaded only when someone opens it. */
export const loadMembersScreen = () => import('./members-screen');
/** Inviting several people at once, loaded only when someone opens it. */
export const loadBulkInviteScreen = () => import('./bulk-invite-screen');
/** The roles screen, loaded only when someone opens it. */
export const loadRolesScreen = () => import('./roles-screen');
/** Every member with role, status and weekly capacity, for Home and the approvals screen. */
export { membersQuery } from './members-queries';
