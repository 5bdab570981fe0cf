export { organizations } from './organizations.tables.js';
export { findOrganization, insertOrganization, type OrganizationRow } from './organizations.repository.js';
export { createOrganization, planOf, requirePlan, setPlan, UPGRADE_PATH } from './organizations.service.js';
export { organizationsRoutes as organizationsModule } from './organizations.routes.js';
export {
  effectivePlan,
  planAllows,
  PLANS,
  SETTABLE_PLANS,
  TRIAL_DAYS,
  type Plan,
  type PlanFeature,
} from './plan.rules.js';
