import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/index.js';
import { errors } from '../../../platform/http/errors.js';
import { newId } from '../../../platform/ids.js';
import { tagsToCarry, taskToCarry } from '../../tasks/index.js';
import { IdleRuleError, resolveIdle } from './idle.rules.js';
import {
  findEntry,
  insertEntry,
  latestEntryOf,
  markIdleAnswered,
  setEntryTags,
  tagIdsOf,
  updateEntry,
  withMemberTimeLock,
} from '../time.repository.js';
import type { IdleResolveInput } from '../time.schemas.js';
import { entryView } from '../time.view.js';
import { assertWeeksOpen } from '../weeks/weeks.lock.js';
import { emitEntryEvent } from '../entries/entries.service.js';

const DEFAULT_OFFLINE_NOTE = 'Offline (idle time)';

export function createIdleService(db: Db, clock: Clock) {
  return {
    /**
     * Applies the tracker's idle prompt answer to the caller's own entry: the one named, else the
     * running one, else the most recent. Every resulting write happens in one transaction.
     */
    async resolve(ctx: TenantContext, input: IdleResolveInput) {
      const now = clock.now();
      const created: { offline: string | null; resumed: string | null } = { offline: null, resumed: null };
      const entryId = await withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const row = input.timeEntryId
          ? await findEntry(tx, ctx.orgId, input.timeEntryId)
          : await latestEntryOf(tx, ctx.orgId, ctx.memberId);
        if (!row || row.entry.memberId !== ctx.memberId) {
          if (input.timeEntryId) throw errors.notFound('Time entry', input.timeEntryId);
          throw errors.notFound('Time entry to resolve idle time in');
        }
        const { entry } = row;
        if (entry.status === 'APPROVED')
          throw errors.conflict(
            'ENTRY_LOCKED_BY_APPROVAL',
            'This entry is approved and locked',
            'Ask a manager to reject it first.',
          );
        // The split-off and resumed time start within the entry or after it ends.
        await assertWeeksOpen(tx, ctx, ctx.memberId, [entry.startTime, entry.endTime ?? now]);
        let resolution;
        try {
          resolution = resolveIdle(
            { start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds },
            input.action,
            input.idleSeconds,
            now,
            input.customNotes,
          );
        } catch (error) {
          if (error instanceof IdleRuleError)
            throw errors.validation(error.message, [{ field: 'body.idleSeconds', message: error.message }]);
          throw error;
        }
        if (input.action !== 'SPLIT_OFFLINE' && (input.taskId !== undefined || input.tagIds !== undefined))
          throw errors.validation(`${input.action} changes no entry's task or tags`, [
            { field: input.taskId !== undefined ? 'body.taskId' : 'body.tagIds', message: 'only with SPLIT_OFFLINE' },
          ]);
        // The offline time's task and tags: those asked for (checked), else the entry's own.
        const currentTags = await tagIdsOf(tx, ctx.orgId, entry.id);
        const offlineTaskId = input.taskId
          ? (await taskToCarry(tx, ctx.orgId, input.taskId, entry.projectId, entry.taskId)).id
          : entry.taskId;
        const offlineTags = input.tagIds ? await tagsToCarry(tx, ctx.orgId, input.tagIds, currentTags) : currentTags;
        // Answered up to where the idle span ended: GET /time/idle offers only idle time after it.
        await markIdleAnswered(tx, ctx.orgId, entry.id, entry.endTime ?? now);
        const { end, ...sameNamedFields } = resolution.entry;
        if (Object.keys(resolution.entry).length > 0) {
          await updateEntry(
            tx,
            ctx.orgId,
            entry.id,
            {
              ...sameNamedFields,
              ...(end !== undefined ? { endTime: end } : {}),
              // The whole entry was idle and became the offline one: it takes the offline time's task.
              ...(resolution.entry.isOffline ? { taskId: offlineTaskId } : {}),
              status: 'PENDING',
              rejectionReason: null,
              reviewedAt: null,
              reviewedByMemberId: null,
            },
            now,
          );
          if (resolution.entry.isOffline) await setEntryTags(tx, ctx.orgId, entry.id, offlineTags);
        }
        const inherited = {
          orgId: ctx.orgId,
          memberId: ctx.memberId,
          projectId: entry.projectId,
          taskId: entry.taskId,
          costRate: entry.costRate,
          billRate: entry.billRate,
          createdAt: now,
          updatedAt: now,
        };
        if (resolution.offlineSpan) {
          created.offline = newId();
          await insertEntry(tx, {
            ...inherited,
            id: created.offline,
            startTime: resolution.offlineSpan.start,
            endTime: resolution.offlineSpan.end,
            notes: input.customNotes ?? DEFAULT_OFFLINE_NOTE,
            isBillable: false,
            isOffline: true,
            source: 'IDLE_SPLIT',
            taskId: offlineTaskId,
          });
          await setEntryTags(tx, ctx.orgId, created.offline, offlineTags);
        }
        if (resolution.resumeAt) {
          created.resumed = newId();
          await insertEntry(tx, {
            ...inherited,
            id: created.resumed,
            startTime: resolution.resumeAt,
            endTime: null,
            notes: entry.notes,
            isBillable: entry.isBillable,
            source: 'TIMER',
          });
          await setEntryTags(tx, ctx.orgId, created.resumed, currentTags);
        }
        if (Object.keys(resolution.entry).length > 0)
          await emitEntryEvent(tx, ctx, 'time_entry.updated', entry.id, now);
        for (const id of [created.offline, created.resumed])
          if (id) await emitEntryEvent(tx, ctx, 'time_entry.created', id, now);
        return entry.id;
      });
      const load = async (id: string | null) => {
        if (!id) return null;
        const row = await findEntry(db, ctx.orgId, id);
        return row ? entryView(row, ctx, now) : null;
      };
      return {
        action: input.action,
        idleSeconds: input.idleSeconds,
        entry: (await load(entryId))!,
        offlineEntry: await load(created.offline),
        resumedEntry: await load(created.resumed),
      };
    },
  };
}
