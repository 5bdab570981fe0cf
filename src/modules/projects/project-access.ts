import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { projectMembers, projects } from './projects.tables.js';

export interface LoggableProject {
  id: string;
  name: string;
  hourlyBillRate: string | null;
  archivedAt: Date | null;
  /** Whether `memberId` is assigned to it. */
  assigned: boolean;
}

/**
 * A project of the organization as seen by someone about to log time to it, or null when it does
 * not exist in this organization (another organization's project is indistinguishable).
 */
export async function findLoggableProject(executor: Executor, orgId: string, projectId: string, memberId: string): Promise<LoggableProject | null> {
  const [row] = await executor
    .select({
      id: projects.id,
      name: projects.name,
      hourlyBillRate: projects.hourlyBillRate,
      archivedAt: projects.archivedAt,
      assignedMemberId: projectMembers.memberId,
    })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.orgId, projects.orgId), eq(projectMembers.projectId, projects.id), eq(projectMembers.memberId, memberId)),
    )
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
  if (!row) return null;
  return { id: row.id, name: row.name, hourlyBillRate: row.hourlyBillRate, archivedAt: row.archivedAt, assigned: row.assignedMemberId !== null };
}
