import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { activitySlots, activitySlotUsages } from '../activities/index.js';
import { invoiceTimeEntries } from '../financials/index.js';
import { memberRoleJoin, members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { roles } from '../rbac/index.js';
import { tasks } from '../tasks/index.js';
import { timeEntries } from '../time/index.js';
import { users } from '../users/index.js';

/**
 * Read-only queries over other modules' tables (imported from their index.ts): the raw material
 * of every AI answer. Every query is scoped by org_id; nothing here writes.
 */
export interface Window {
  start: Date;
  end: Date;
}

export function membersOf(executor: Executor, orgId: string) {
  return executor
    .select({
      memberId: members.id,
      userId: users.id,
      name: users.fullName,
      email: users.email,
      status: members.status,
      roleKey: roles.builtInKey,
      weeklyCapacityHours: members.weeklyCapacityHours,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .where(eq(members.orgId, orgId))
    .orderBy(asc(users.fullName), asc(members.id));
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** Entries touching the window (running ones too), oldest first. */
export function entriesIn(executor: Executor, orgId: string, window: Window, memberIds?: string[]) {
  return executor
    .select({
      id: timeEntries.id,
      memberId: timeEntries.memberId,
      projectId: timeEntries.projectId,
      projectName: projects.name,
      taskId: timeEntries.taskId,
      taskName: tasks.name,
      startTime: timeEntries.startTime,
      endTime: timeEntries.endTime,
      idleSeconds: timeEntries.idleSeconds,
      notes: timeEntries.notes,
      isBillable: timeEntries.isBillable,
      billRate: timeEntries.billRate,
      status: timeEntries.status,
      invoiced: sql<boolean>`exists (select 1 from ${invoiceTimeEntries} where ${invoiceTimeEntries.timeEntryId} = ${timeEntries.id})`,
    })
    .from(timeEntries)
    .leftJoin(projects, and(eq(projects.orgId, timeEntries.orgId), eq(projects.id, timeEntries.projectId)))
    .leftJoin(tasks, and(eq(tasks.orgId, timeEntries.orgId), eq(tasks.id, timeEntries.taskId)))
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        memberIds ? inArray(timeEntries.memberId, memberIds) : undefined,
        lt(timeEntries.startTime, window.end),
        or(isNull(timeEntries.endTime), gt(timeEntries.endTime, window.start)),
      ),
    )
    .orderBy(asc(timeEntries.startTime), asc(timeEntries.id));
}

export type EntryFactRow = Awaited<ReturnType<typeof entriesIn>>[number];

/** Activity slots starting in the window. */
export function slotsIn(executor: Executor, orgId: string, window: Window, memberIds?: string[]) {
  return executor
    .select({
      id: activitySlots.id,
      memberId: activitySlots.memberId,
      timeEntryId: activitySlots.timeEntryId,
      startTime: activitySlots.startTime,
      endTime: activitySlots.endTime,
      activeSeconds: activitySlots.activeSeconds,
    })
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.orgId, orgId),
        memberIds ? inArray(activitySlots.memberId, memberIds) : undefined,
        lt(activitySlots.startTime, window.end),
        sql`${activitySlots.startTime} >= ${window.start}`,
      ),
    )
    .orderBy(asc(activitySlots.startTime));
}

export type SlotFactRow = Awaited<ReturnType<typeof slotsIn>>[number];

/** Seconds per application of each slot starting in the window. */
export function appUsageIn(executor: Executor, orgId: string, window: Window, memberIds?: string[]) {
  return executor
    .select({
      slotId: activitySlotUsages.slotId,
      memberId: activitySlots.memberId,
      timeEntryId: activitySlots.timeEntryId,
      name: activitySlotUsages.name,
      seconds: activitySlotUsages.seconds,
    })
    .from(activitySlotUsages)
    .innerJoin(
      activitySlots,
      and(eq(activitySlots.orgId, activitySlotUsages.orgId), eq(activitySlots.id, activitySlotUsages.slotId)),
    )
    .where(
      and(
        eq(activitySlotUsages.orgId, orgId),
        eq(activitySlotUsages.kind, 'APP'),
        memberIds ? inArray(activitySlots.memberId, memberIds) : undefined,
        lt(activitySlots.startTime, window.end),
        sql`${activitySlots.startTime} >= ${window.start}`,
      ),
    );
}

export type UsageFactRow = Awaited<ReturnType<typeof appUsageIn>>[number];

export function projectsOf(executor: Executor, orgId: string) {
  return executor
    .select({
      projectId: projects.id,
      name: projects.name,
      clientId: projects.clientId,
      clientName: projects.clientName,
      budgetType: projects.budgetType,
      totalBudget: projects.totalBudget,
      archivedAt: projects.archivedAt,
    })
    .from(projects)
    .where(eq(projects.orgId, orgId))
    .orderBy(asc(projects.name));
}

export type ProjectRow = Awaited<ReturnType<typeof projectsOf>>[number];

/** The tasks of the given projects (the chat resolves a task named in a question among them). */
export function tasksOf(executor: Executor, orgId: string, projectIds: string[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return executor
    .select({ taskId: tasks.id, name: tasks.name, projectId: tasks.projectId })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.projectId, projectIds)))
    .orderBy(asc(tasks.name));
}
