import type { Clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { createBuiltInRoles } from '../rbac/index.js';
import { members, organizations } from './organizations.tables.js';

export const TRIAL_DAYS = 14;

/**
 * A new organization with its built-in roles and the creator as its active Owner, on a 14-day
 * trial. Runs on the caller's transaction (sign-up creates the user in the same one).
 */
export async function createOrganizationWithOwner(tx: Executor, input: { name: string; userId: string }, clock: Clock) {
  const now = clock.now();
  const organization = {
    id: newId(),
    name: input.name,
    plan: 'TRIAL' as const,
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  };
  await tx.insert(organizations).values(organization);
  const roleIds = await createBuiltInRoles(tx, organization.id);
  const memberId = newId();
  await tx.insert(members).values({
    id: memberId,
    orgId: organization.id,
    userId: input.userId,
    roleId: roleIds.OWNER,
    status: 'ACTIVE',
    joinedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { organization, memberId, ownerRoleId: roleIds.OWNER };
}
