export { organizations } from './organizations.tables.js';
export { findOrganization, listOrganizationCalendars } from './organizations.repository.js';
export {
  createOrganization,
  planOf,
  requirePlan,
  requirePlanOf,
  setPlan,
  setTrialEnd,
} from './organizations.service.js';
export { organizationsModule } from './organizations.routes.js';
export type { ReportStatus, ReportStatusReader } from './report-status.port.js';
export { planAllows, SETTABLE_PLANS, trialEndOf } from './plan.rules.js';
export { assertTimeZone, calendarOf } from './calendar.js';
