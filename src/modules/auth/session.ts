import type { Config } from '../../config/index.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { activeMembershipsOf, organizationView } from '../members/index.js';
import { findUserById } from '../users/index.js';

/**
 * The profile every sign-in answers with and GET /auth/me shows. `role` is the user's role in
 * `preferredOrgId` when they belong to it, else in their oldest organization.
 */
export async function loadProfile(executor: Executor, legal: Config['legal'], userId: string, preferredOrgId?: string) {
  const user = await findUserById(executor, userId);
  if (!user) throw errors.unauthorized();
  const memberships = await activeMembershipsOf(executor, userId);
  const active = memberships.find((membership) => membership.orgId === preferredOrgId) ?? memberships[0] ?? null;
  return {
    user: {
      id: user.id,
      name: user.fullName,
      fullName: user.fullName,
      email: user.email,
      role: active?.roleName ?? null,
      termsVersion: user.termsVersion,
      needsLegalAcceptance: user.termsVersion !== legal.termsVersion,
      createdAt: user.createdAt.toISOString(),
    },
    organization: active ? organizationView(active) : null,
    activeOrganization: active ? organizationView(active) : null,
    organizations: memberships.map(organizationView),
    tokenVersion: user.tokenVersion,
  };
}

/** A signed-in session: a fresh token plus the profile. */
export async function issueSession(
  executor: Executor,
  tokens: TokenService,
  legal: Config['legal'],
  userId: string,
  preferredOrgId?: string,
) {
  const { tokenVersion, ...profile } = await loadProfile(executor, legal, userId, preferredOrgId);
  const issued = await tokens.sign({ userId, tokenVersion });
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), ...profile };
}
