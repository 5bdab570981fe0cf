import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { roles } from '../rbac/rbac.tables.js';
import { members, organizations } from './organizations.tables.js';

export interface Membership {
  orgId: string;
  orgName: string;
  plan: string;
  trialEndsAt: Date | null;
  memberId: string;
  roleName: string;
  builtInKey: string | null;
}

/** The organizations a user is an active member of, oldest membership first. */
export function activeMembershipsOf(executor: Executor, userId: string): Promise<Membership[]> {
  return executor
    .select({
      orgId: organizations.id,
      orgName: organizations.name,
      plan: organizations.plan,
      trialEndsAt: organizations.trialEndsAt,
      memberId: members.id,
      roleName: roles.name,
      builtInKey: roles.builtInKey,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .innerJoin(roles, and(eq(roles.orgId, members.orgId), eq(roles.id, members.roleId)))
    .where(and(eq(members.userId, userId), eq(members.status, 'ACTIVE')))
    .orderBy(asc(members.createdAt), asc(members.id));
}
