export type PendingPaths = Record<never, never>;
