import type { Config } from '../../config/index.js';
import type { ProductModule } from '../../platform/module.js';
import { noProjectBlurListener, type ProjectBlurListener } from './project-blur.port.js';
import type { ProjectScreenshotReader } from './project-screenshots.port.js';
import type { ProjectTimeReader } from './project-time.port.js';
import { noPortalInvoices, type PortalInvoiceReader } from './portal-invoices.port.js';
import { projectsRoutes } from './projects.routes.js';
import { noPortalLogos, type PortalLogoReader } from './portal-brand.port.js';

export { clientProjects } from './client-projects.js';
export { assigneesOf, findLoggableProject } from './projects.repository.js';
export { requireLoggableProject } from './loggable.js';
export { assignImportedPeople, createImportedProject, projectNameKey, projectsByName } from './imported-projects.js';
export { mayTrackTimeTo } from './loggable.rules.js';
export { projects } from './projects.tables.js';
export type { Counted, ProjectTimeReader } from './project-time.port.js';
export type { ProjectScreenshotReader } from './project-screenshots.port.js';
export type { ProjectTotals } from './projects.rules.js';
export type { ProjectBlurListener } from './project-blur.port.js';
export type { PortalInvoiceReader } from './portal-invoices.port.js';
export type { PortalLogoReader } from './portal-brand.port.js';
export { portalOrgId } from './portal.service.js';
export { portalParams } from './portal.schemas.js';

/**
 * The projects module, reading worked time through `projectTime` (the time module's reader) and
 * the portal's screenshots through `screenshots` (the screenshots module's reader), telling
 * `blurListener` (the screenshots module's) when a project starts blurring screenshots, and the
 * portal's payable invoices through `portalInvoices` (the payments module's, made from the config),
 * and whether the organization has a logo to show there through `portalLogos` (the financials module's).
 */
export function projectsModule(
  projectTime: ProjectTimeReader,
  screenshots: ProjectScreenshotReader,
  blurListener: ProjectBlurListener = noProjectBlurListener,
  portalInvoices: (config: Config) => PortalInvoiceReader = () => noPortalInvoices,
  portalLogos: PortalLogoReader = noPortalLogos,
): ProductModule {
  return (api, deps) =>
    projectsRoutes(api, deps, projectTime, screenshots, blurListener, portalInvoices(deps.config), portalLogos);
}
