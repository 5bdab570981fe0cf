export { members } from './members.tables.js';
export { memberRoleJoin } from './member-role.js';
export { MEMBER_ACCESS_CHANNEL } from './members.repository.js';
export { createOrganizationWithOwner } from './new-organization.service.js';
export { activeMembershipsOf, hasActiveMembership, prepareMembershipForGuard } from './memberships.repository.js';
export { tenantColumns, tenantContextOf } from './tenant-context.js';
export { organizationView } from './memberships.view.js';
export { organizationSummarySchema } from './members.schemas.js';
export { acceptInvitation, openInvitation } from './invites.service.js';
export { membersRoutes as membersModule } from './members.routes.js';
export { capacityFactor, capacityHours } from './capacity.rules.js';
export { personalCalendarOf } from './my-time-zone.js';
export { scopedMemberId } from './member-scope.js';
export { findPeople, resolvePerson, type Person } from './person.js';
export {
  activeMemberPermissions,
  activeMembersWithContacts,
  activeOwnerEmails,
  otherActiveMembersHolding,
} from './active-members.repository.js';
