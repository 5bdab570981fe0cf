// The approvals feature's public face: who may approve (for the navigation) and the screen.
export { useCanApprove } from './approvals-queries';

/** The approvals screen, loaded only when a manager opens it. */
export const loadApprovalsScreen = () => import('./approvals-screen');
/** Pending entries waiting for review, for Home's count of them (the same query the screen uses). */
export { pendingEntriesQuery } from './approvals-queries';
