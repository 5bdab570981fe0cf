import type { ProductModule } from '../../platform/module.js';
import type { InvitationLogoReader } from './invitation-brand.js';
import { bulkInviteRoutes } from './bulk-invite.routes.js';
import { membersRoutes } from './members.routes.js';

export { members } from './members.tables.js';
export { memberRoleJoin } from './member-role.js';
export { MEMBER_ACCESS_CHANNEL } from './members.repository.js';
export { createOrganizationWithOwner } from './new-organization.service.js';
export { activeMembershipsOf, hasActiveMembership, prepareMembershipForGuard } from './memberships.repository.js';
export { tenantColumns, tenantContextOf } from './tenant-context.js';
export { organizationView } from './memberships.view.js';
export { organizationSummarySchema } from './members.schemas.js';
export { acceptInvitation, openInvitation } from './invites.service.js';
export { addUninvitedMember } from './uninvited-members.js';
export { invitationOrgId, invitationTokenParams, signInOrganizationParams, signInOrgId } from './invitation-brand.js';
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

/** The members module, with whether an organization has a logo for its invitation page through `logos` (the financials module's). */
export const membersModule =
  (logos: InvitationLogoReader): ProductModule =>
  async (app, deps) => {
    await membersRoutes(app, deps, logos);
    await bulkInviteRoutes(app, deps);
  };
