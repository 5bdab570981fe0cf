import type { Executor } from '../../platform/db/index.js';

/**
 * Whether the organization has a logo for the portal to show, and which: a version that changes
 * with it (the financials module's billing profile logo; app.ts plugs its reader in here). The
 * logo itself is served by the financials module at GET /projects/portal/:token/logo.
 */
export interface PortalLogoReader {
  logoVersion(executor: Executor, orgId: string): Promise<string | null>;
}

export const noPortalLogos: PortalLogoReader = { logoVersion: () => Promise.resolve(null) };
