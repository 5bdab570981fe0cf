export { organizations } from './organizations.tables.js';
export { findOrganization, insertOrganization, type OrganizationRow } from './organizations.repository.js';
export { createOrganization, TRIAL_DAYS } from './organizations.service.js';
