// The approvals feature's public face: who may approve (for the navigation) and the screen.
export { useCanApprove } from './approvals-queries';

/** The approvals screen, loaded only when a manager opens it. */
export const loadApprovalsScreen = () => import('./approvals-screen');
