// The account feature's public face: sign-up, password reset, invitations, the legal pages and
// the accept-new-terms gate of the signed-in shell.
export { AcceptTermsGate } from './accept-terms-gate';
export { validateAcceptInviteSearch } from './accept-invite-search';

export const loadSignUpScreen = () => import('./sign-up-screen');
export const loadResetPasswordScreen = () => import('./reset-password-screen');
export const loadAcceptInviteScreen = () => import('./accept-invite-screen');
export const loadLegalScreen = () => import('./legal-screen');
