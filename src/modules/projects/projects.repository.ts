import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { users } from '../users/index.js';
import { members } from '../members/index.js';
import { projectMembers, projects } from './projects.tables.js';

/** Every column a view needs; the share secrets stay in the database, only their presence leaves it. */
const projectColumns = {
  id: projects.id,
  name: projects.name,
  clientName: projects.clientName,
  clientId: projects.clientId,
  code: projects.code,
  description: projects.description,
  budgetType: projects.budgetType,
  totalBudget: projects.totalBudget,
  hourlyBillRate: projects.hourlyBillRate,
  screenshotIntervalMins: projects.screenshotIntervalMins,
  blurScreenshots: projects.blurScreenshots,
  billableByDefault: projects.billableByDefault,
  archivedAt: projects.archivedAt,
  isPublicShared: projects.isPublicShared,
  hasSharePassword: sql<boolean>`${projects.sharePasswordHash} is not null`,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

type ArchiveFilter = 'ACTIVE' | 'ARCHIVED' | 'ALL';

/** Which projects a caller sees: all of them, or only those `memberId` is assigned to. */
export type ProjectScope = { all: true } | { all: false; memberId: string };

function assignedTo(memberId: string): SQL {
  return sql`exists (select 1 from ${projectMembers} where ${projectMembers.orgId} = ${projects.orgId} and ${projectMembers.projectId} = ${projects.id} and ${projectMembers.memberId} = ${memberId})`;
}

function selectProjects(executor: Executor, orgId: string, scope: ProjectScope, ...conditions: Array<SQL | undefined>) {
  return executor
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.orgId, orgId), scope.all ? undefined : assignedTo(scope.memberId), ...conditions));
}

export async function findProject(
  executor: Executor,
  orgId: string,
  projectId: string,
  scope: ProjectScope = { all: true },
): Promise<ProjectRow | null> {
  const [row] = await selectProjects(executor, orgId, scope, eq(projects.id, projectId));
  return row ?? null;
}

/** The project locked for the rest of the transaction, or null (also for another organization's). */
export async function lockProject(executor: Executor, orgId: string, projectId: string): Promise<ProjectRow | null> {
  const [row] = await selectProjects(executor, orgId, { all: true }, eq(projects.id, projectId)).for('update');
  return row ?? null;
}

export function pageProjects(
  executor: Executor,
  orgId: string,
  scope: ProjectScope,
  options: { status: ArchiveFilter; clientId?: string; afterId?: string; limit: number },
) {
  const archived = { ACTIVE: isNull(projects.archivedAt), ARCHIVED: isNotNull(projects.archivedAt), ALL: undefined }[
    options.status
  ];
  return selectProjects(
    executor,
    orgId,
    scope,
    archived,
    options.clientId ? eq(projects.clientId, options.clientId) : undefined,
    options.afterId ? gt(projects.id, options.afterId) : undefined,
  )
    .orderBy(asc(projects.id))
    .limit(options.limit);
}

export async function insertProject(executor: Executor, values: typeof projects.$inferInsert): Promise<void> {
  await executor.insert(projects).values(values);
}

export async function touchProject(
  executor: Executor,
  orgId: string,
  projectId: string,
  changes: Partial<typeof projects.$inferInsert>,
  now: Date,
) {
  await executor
    .update(projects)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
}

/** A subquery of the client ids of the projects `memberId` is assigned to. */
export function clientIdsAssignedTo(orgId: string, memberId: string): SQL {
  return sql`select ${projects.clientId} from ${projects} where ${projects.orgId} = ${orgId} and ${assignedTo(memberId)}`;
}

/** Every project of the client says its new name. */
export async function renameClientOfProjects(executor: Executor, orgId: string, clientId: string, name: string) {
  await executor
    .update(projects)
    .set({ clientName: name })
    .where(and(eq(projects.orgId, orgId), eq(projects.clientId, clientId)));
}

export interface Assignee {
  projectId: string;
  memberId: string;
  userId: string;
  fullName: string;
  status: 'INVITED' | 'ACTIVE' | 'DEACTIVATED';
}

/** The assigned members of several projects in one query, by name. */
export async function assigneesOf(executor: Executor, orgId: string, projectIds: string[]): Promise<Assignee[]> {
  if (projectIds.length === 0) return [];
  const rows = await executor
    .select({
      projectId: projectMembers.projectId,
      memberId: members.id,
      userId: members.userId,
      fullName: users.fullName,
      status: members.status,
    })
    .from(projectMembers)
    .innerJoin(members, and(eq(members.orgId, projectMembers.orgId), eq(members.id, projectMembers.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(projectMembers.orgId, orgId), inArray(projectMembers.projectId, projectIds)))
    .orderBy(asc(users.fullName), asc(members.id));
  return rows.map((row) => ({ ...row, status: row.status as Assignee['status'] }));
}

/** Makes the assignment exactly `memberIds`, keeping the rows (and dates) of those who stay. */
export async function replaceAssignees(executor: Executor, orgId: string, projectId: string, memberIds: string[]) {
  await executor
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.orgId, orgId),
        eq(projectMembers.projectId, projectId),
        memberIds.length > 0 ? notInArray(projectMembers.memberId, memberIds) : undefined,
      ),
    );
  if (memberIds.length === 0) return;
  await executor
    .insert(projectMembers)
    .values(memberIds.map((memberId) => ({ orgId, projectId, memberId })))
    .onConflictDoNothing();
}

/** What showing a project's current portal link needs; null for an unknown project or another organization's. */
export async function findShareState(executor: Executor, orgId: string, projectId: string) {
  const [row] = await executor
    .select({
      isPublicShared: projects.isPublicShared,
      hasSharePassword: sql<boolean>`${projects.sharePasswordHash} is not null`,
      shareTokenHash: projects.shareTokenHash,
      shareTokenNonce: projects.shareTokenNonce,
    })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
  return row ?? null;
}

/** A shared project by the hash of its portal token, with what the portal needs to admit a visitor. */
export async function findSharedProject(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .select({ ...projectColumns, orgId: projects.orgId, sharePasswordHash: projects.sharePasswordHash })
    .from(projects)
    .where(and(eq(projects.shareTokenHash, tokenHash), eq(projects.isPublicShared, true)));
  return row ?? null;
}

export interface LoggableProject {
  id: string;
  name: string;
  hourlyBillRate: string | null;
  archivedAt: Date | null;
  /** Whether new time on it is billable unless the person says otherwise. */
  billableByDefault: boolean;
  /** Whether `memberId` is assigned to it. */
  assigned: boolean;
}

/**
 * A project of the organization as seen by someone about to log time to it, or null when it does
 * not exist in this organization (another organization's project is indistinguishable).
 */
export async function findLoggableProject(
  executor: Executor,
  orgId: string,
  projectId: string,
  memberId: string,
): Promise<LoggableProject | null> {
  const [row] = await executor
    .select({
      id: projects.id,
      name: projects.name,
      hourlyBillRate: projects.hourlyBillRate,
      archivedAt: projects.archivedAt,
      billableByDefault: projects.billableByDefault,
      assignedMemberId: projectMembers.memberId,
    })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.orgId, projects.orgId),
        eq(projectMembers.projectId, projects.id),
        eq(projectMembers.memberId, memberId),
      ),
    )
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    hourlyBillRate: row.hourlyBillRate,
    archivedAt: row.archivedAt,
    billableByDefault: row.billableByDefault,
    assigned: row.assignedMemberId !== null,
  };
}
