import type { Clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { createOrganization, type Plan } from '../organizations/index.js';
import { createBuiltInRoles } from '../rbac/index.js';
import { insertMember } from './members.repository.js';

/**
 * A new organization with its built-in roles and the creator as its active Owner, on `plan` (the
 * installation's NEW_ORGANIZATION_PLAN; a 14-day trial by default). Runs on the caller's
 * transaction (sign-up creates the user in the same one).
 */
export async function createOrganizationWithOwner(
  tx: Executor,
  input: { name: string; userId: string; plan?: Plan },
  clock: Clock,
) {
  const now = clock.now();
  const organization = await createOrganization(tx, { name: input.name, plan: input.plan }, now);
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
