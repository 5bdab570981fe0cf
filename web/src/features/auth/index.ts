// The auth feature's public face: what the app shell and the router may use.
export { meQuery, reconcileOrganization, useSignIn, useSignOut, type Me } from './session';
export { permissionsOf, useHasPermission, useMyPermissions } from './permissions';
export { validateSignInSearch, type SignInSearch } from './sign-in-search';

/** The sign-in screen, loaded only when someone opens it. */
export const loadSignInScreen = () => import('./sign-in-screen');
