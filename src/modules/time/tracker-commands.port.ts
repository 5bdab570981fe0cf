import type { Executor } from '../../platform/db/index.js';

/** A command for a member's desktop tracker, answered in the heartbeat until done or expired. */
export interface TrackerCommand {
  id: string;
  type: 'CAPTURE_SCREENSHOT';
  requestedAt: string;
  expiresAt: string;
}

/**
 * The commands waiting for a member's tracker. They are queued by the screenshots module, which
 * depends on time, so time cannot import it; app.ts plugs the screenshots module's reader in.
 */
export interface TrackerCommandReader {
  pendingCommands(executor: Executor, orgId: string, memberId: string, now: Date): Promise<TrackerCommand[]>;
}
