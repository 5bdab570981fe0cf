import type { TenantContext } from '../../../platform/auth/context.js';
import type { Executor } from '../../../platform/db/index.js';
import { errors } from '../../../platform/http/errors.js';
import { requireLoggableProject } from '../../projects/index.js';
import { tagsToCarry, taskToCarry } from '../../tasks/index.js';
import { findOverlap, insertEntry, setEntryTags, type LockedMember, type MemberTimeTx } from '../time.repository.js';
import { snapshotRates } from '../time.rules.js';
import { assertEntryComplete } from './entry-rules.js';

/** The project time is logged to, for `memberId` (projects module's rule); time can go to another project instead. */
export function projectToLogTo(tx: Executor, ctx: TenantContext, projectId: string, memberId: string) {
  return requireLoggableProject(tx, ctx, projectId, {
    memberId,
    archivedHint: 'Unarchive it first, or log the time to another project.',
  });
}

/** Refuses a span that overlaps another of the member's entries (409); the lock makes the answer hold until commit. */
export async function claimSpan(
  tx: MemberTimeTx,
  orgId: string,
  memberId: string,
  span: { start: Date; end: Date | null },
  exceptEntryId?: string,
) {
  const clash = await findOverlap(tx, orgId, memberId, span, exceptEntryId);
  if (clash) {
    throw errors.conflict(
      'TIME_ENTRY_OVERLAP',
      `The time overlaps entry '${clash.id}' (${clash.startTime.toISOString()} to ${clash.endTime?.toISOString() ?? 'now, still running'})`,
      "A person's entries cannot overlap: change the times, or edit or delete the other entry.",
      // The other entry, so a client can say which one on the reader's clocks (the web app does).
      {
        conflictingEntry: {
          id: clash.id,
          startTime: clash.startTime.toISOString(),
          endTime: clash.endTime?.toISOString() ?? null,
        },
      },
    );
  }
}

/** The caller's new entry (refused when it lacks what the organization requires), with the rates in force now; `member` is the caller, locked by `withMemberTimeLock`. */
export async function recordOwnEntry(
  tx: MemberTimeTx,
  ctx: TenantContext,
  member: LockedMember,
  entry: {
    id: string;
    projectId?: string;
    start: Date;
    end: Date | null;
    notes?: string;
    /** Omitted: the project's billable default (billable without a project). */
    isBillable?: boolean;
    source: 'TIMER' | 'MANUAL';
    taskId?: string;
    tagIds?: string[];
  },
  now: Date,
) {
  // What the organization requires of time, before anything else is looked up.
  await assertEntryComplete(tx, ctx.orgId, {
    projectId: entry.projectId ?? null,
    taskId: entry.taskId ?? null,
    notes: entry.notes ?? null,
  });
  const project = entry.projectId ? await projectToLogTo(tx, ctx, entry.projectId, ctx.memberId) : null;
  const task = entry.taskId ? await taskToCarry(tx, ctx.orgId, entry.taskId, project?.id ?? null, null) : null;
  const tagIds = entry.tagIds ? await tagsToCarry(tx, ctx.orgId, entry.tagIds, []) : [];
  await claimSpan(tx, ctx.orgId, ctx.memberId, { start: entry.start, end: entry.end });
  await insertEntry(tx, {
    id: entry.id,
    orgId: ctx.orgId,
    memberId: ctx.memberId,
    projectId: project?.id ?? null,
    taskId: task?.id ?? null,
    startTime: entry.start,
    endTime: entry.end,
    notes: entry.notes ?? null,
    isBillable: entry.isBillable ?? project?.billableByDefault ?? true,
    source: entry.source,
    ...snapshotRates(project, member),
    createdAt: now,
    updatedAt: now,
  });
  await setEntryTags(tx, ctx.orgId, entry.id, tagIds);
}
