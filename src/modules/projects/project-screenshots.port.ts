import type { Config } from '../../config/index.js';
import type { Executor } from '../../platform/db/index.js';

/** A screenshot as the client portal shows it: a signed thumbnail URL of that one image. */
export interface PortalScreenshot {
  capturedAt: string;
  memberName: string;
  isBlurred: boolean;
  thumbnailUrl: string;
}

/**
 * Screenshots taken during a project's approved time. The screenshots module depends on projects,
 * so projects cannot import it; app.ts plugs the screenshots module's reader in.
 */
export interface ProjectScreenshotReader {
  approvedScreenshots(
    executor: Executor,
    input: {
      orgId: string;
      projectId: string;
      from: Date;
      now: Date;
      config: Pick<Config, 'jwtSecret' | 'server' | 'screenshots'>;
    },
  ): Promise<PortalScreenshot[]>;
}
