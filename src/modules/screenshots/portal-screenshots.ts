import type { ProjectScreenshotReader } from '../projects/index.js';
import { approvedScreenshotsOf } from './screenshots.repository.js';
import { createUrls } from './screenshots.service.js';

/** Thumbnails on the portal stay valid this long: a client reads the page for a while. */
const PORTAL_URL_TTL_SECONDS = 60 * 60;
const PORTAL_SCREENSHOT_LIMIT = 100;

/**
 * The client portal's screenshots (the projects module's port): only those taken during the
 * project's APPROVED time, each with a signed URL of its own thumbnail and nothing else.
 */
export const portalScreenshotReader: ProjectScreenshotReader = {
  async approvedScreenshots(executor, { orgId, projectId, from, now, config }) {
    const rows = await approvedScreenshotsOf(executor, orgId, projectId, from, PORTAL_SCREENSHOT_LIMIT);
    const { urlOf } = createUrls(config, { now: () => now }).issue(orgId, PORTAL_URL_TTL_SECONDS);
    return rows.map((row) => ({
      capturedAt: row.capturedAt.toISOString(),
      memberName: row.memberName,
      isBlurred: row.isBlurred,
      thumbnailUrl: urlOf(row.id, 'thumbnail'),
    }));
  },
};
