import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/index.js';
import { isUniqueViolation } from '../../../platform/db/pg-errors.js';
import { errors } from '../../../platform/http/errors.js';
import { newId } from '../../../platform/ids.js';
import { emitEntryEvent } from './entries.service.js';
import { recordOwnEntry } from './recording.js';
import { findEntry, runningEntryOf, updateEntry, withMemberTimeLock, type EntryRow } from '../time.repository.js';
import type { StartTimerInput } from '../time.schemas.js';
import { entryView } from '../time.view.js';
import { assertWeeksOpen } from '../weeks/weeks.lock.js';

const alreadyRunning = () =>
  errors.conflict('TIMER_ALREADY_RUNNING', 'A timer is already running', 'Stop it first (POST /time/timer/stop).');

export function createTimerService(db: Db, clock: Clock) {
  return {
    async current(ctx: TenantContext) {
      const row = await runningEntryOf(db, ctx.orgId, ctx.memberId);
      return { running: row ? entryView(row, ctx, clock.now()) : null };
    },

    async start(ctx: TenantContext, input: StartTimerInput) {
      const now = clock.now();
      const id = newId();
      let started: EntryRow;
      try {
        started = await withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx, member) => {
          if (await runningEntryOf(tx, ctx.orgId, ctx.memberId)) throw alreadyRunning();
          await assertWeeksOpen(tx, ctx, ctx.memberId, [now]);
          await recordOwnEntry(
            tx,
            ctx,
            member,
            {
              id,
              projectId: input.projectId,
              start: now,
              end: null,
              notes: input.notes,
              isBillable: input.isBillable,
              source: 'TIMER',
              taskId: input.taskId,
              tagIds: input.tagIds,
            },
            now,
          );
          await emitEntryEvent(tx, ctx, 'time_entry.created', id, now);
          // Read back under the lock: after commit a racing stop or delete may have changed it.
          return (await findEntry(tx, ctx.orgId, id))!;
        });
      } catch (error) {
        // The one-running-timer index is the database's own guarantee, should any path skip the lock.
        if (isUniqueViolation(error, 'time_entries_one_running_timer')) throw alreadyRunning();
        throw error;
      }
      return entryView(started, ctx, now);
    },

    async stop(ctx: TenantContext, input: { notes?: string }) {
      const now = clock.now();
      // The stopped entry is read back under the same lock: read after commit, a delete racing
      // the stop could already have removed it.
      const row = await withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const running = await runningEntryOf(tx, ctx.orgId, ctx.memberId);
        // 409 rather than 404: of several stops sent at once exactly one wins, and the others must
        // read as "already stopped" (the state changed under them), not as a missing resource.
        if (!running)
          throw errors.conflict(
            'NO_RUNNING_TIMER',
            'No timer is running',
            'It was already stopped; start one with POST /time/timer/start.',
          );
        // A stop in the same instant as the start still yields a valid, one-second entry.
        const end =
          now.getTime() > running.entry.startTime.getTime() ? now : new Date(running.entry.startTime.getTime() + 1000);
        await updateEntry(
          tx,
          ctx.orgId,
          running.entry.id,
          { endTime: end, ...(input.notes !== undefined ? { notes: input.notes } : {}) },
          now,
        );
        await emitEntryEvent(tx, ctx, 'time_entry.updated', running.entry.id, now);
        return (await findEntry(tx, ctx.orgId, running.entry.id))!;
      });
      return entryView(row, ctx, now);
    },
  };
}
