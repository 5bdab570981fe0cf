import { and, eq } from 'drizzle-orm';
import { roles } from '../rbac/index.js';
import { members } from './members.tables.js';

/**
 * The join condition from a member to their role: the one way to write members ⋈ roles
 * (`.innerJoin(roles, memberRoleJoin)`, or `.leftJoin` when the member may be missing). Both
 * columns, so the role is always looked up within the member's own organization.
 */
export const memberRoleJoin = and(eq(roles.orgId, members.orgId), eq(roles.id, members.roleId))!;
