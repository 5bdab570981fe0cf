import type { Membership } from './memberships.repository.js';

export function organizationView(membership: Membership) {
  return {
    id: membership.orgId,
    name: membership.orgName,
    plan: membership.plan,
    trialEndsAt: membership.trialEndsAt?.toISOString() ?? null,
    timeZone: membership.timeZone,
    myTimeZone: membership.myTimeZone,
    role: membership.roleName,
    memberId: membership.memberId,
  };
}
