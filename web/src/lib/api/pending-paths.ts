/**
 * The routes pending-contract.ts types ahead of the server. Kept apart (no imports) so the Node-side
 * test that says when they have landed can read it.
 */
export const PENDING_PATHS = ['/api/v1/auth/session'] as const;
