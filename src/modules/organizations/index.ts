export { organizations } from './organizations.tables.js';
export { findOrganization } from './organizations.repository.js';
export { createOrganization, planOf, requirePlan, requirePlanOf, setPlan } from './organizations.service.js';
export { organizationsRoutes as organizationsModule } from './organizations.routes.js';
export { planAllows, SETTABLE_PLANS } from './plan.rules.js';
export { assertTimeZone } from './calendar.js';
