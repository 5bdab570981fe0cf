export { createOrganizationWithOwner, TRIAL_DAYS } from './organizations.service.js';
export { activeMembershipsOf, type Membership } from './memberships.repository.js';
export { members, organizations, invites } from './organizations.tables.js';
export { organizationsRoutes as organizationsModule } from './organizations.routes.js';
