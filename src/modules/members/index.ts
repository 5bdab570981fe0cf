export { members, invites } from './members.tables.js';
export { memberRoleJoin } from './member-role.js';
export { MEMBER_ACCESS_CHANNEL } from './members.repository.js';
export { createOrganizationWithOwner } from './new-organization.service.js';
export {
  activeMembershipsOf,
  hasActiveMembership,
  loadMembershipForGuard,
  type Membership,
} from './memberships.repository.js';
export { organizationView } from './memberships.view.js';
export { organizationSummarySchema } from './members.schemas.js';
export { acceptInvitation, invalidInvite, openInvitation, type OpenInvitation } from './invites.service.js';
export { membersRoutes as membersModule } from './members.routes.js';
export { scopedMemberId } from './member-scope.js';
export { findPeople, resolvePerson, type MemberStatus, type Person } from './person.js';
