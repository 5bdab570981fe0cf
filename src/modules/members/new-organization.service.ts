import type { Clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { createOrganization } from '../organizations/index.js';
import { createBuiltInRoles } from '../rbac/index.js';
import { insertMember } from './members.repository.js';

/**
 * A new organization with its built-in roles and the creator as its active Owner, on a 14-day
 * trial. Runs on the caller's transaction (sign-up creates the user in the same one).
 */
export async function createOrganizationWithOwner(tx: Executor, input: { name: string; userId: string }, clock: Clock) {
  const now = clock.now();
  const organization = await createOrganization(tx, { name: input.name }, now);
  const roleIds = await createBuiltInRoles(tx, organization.id);
  const memberId = newId();
  await insertMember(tx, {
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
