export { organizations } from './organizations.tables.js';
export { findOrganization, listOrganizationCalendars } from './organizations.repository.js';
export { createOrganization, requirePlan, requirePlanOf, setPlan } from './organizations.service.js';
export { organizationsModule } from './organizations.routes.js';
export type { ReportStatus, ReportStatusReader } from './report-status.port.js';
export { planAllows } from './plan.rules.js';
export { parsePlanArguments, runPlanRequest } from './plan.command.js';
export { assertTimeZone, calendarOf } from './calendar.js';
export { reviewPolicyOf } from './review-policy.js';
