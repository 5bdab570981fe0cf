import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/index.js';
import { isUniqueViolation } from '../../../platform/db/pg-errors.js';
import { errors } from '../../../platform/http/errors.js';
import { newId } from '../../../platform/ids.js';
import { recordWebhookEvent, webhookViewer } from '../../webhook-outbox/index.js';
import { entryRulesOf } from '../../organizations/index.js';
import { emitEntryEvent } from './entries.service.js';
import { assertNothingRequiredCleared } from './entry-rules.js';
import { secondsInWords, stopOutcome } from './entry-rules.rules.js';
import { recordOwnEntry } from './recording.js';
import {
  deleteEntry,
  findEntry,
  runningEntryOf,
  updateEntry,
  withMemberTimeLock,
  type EntryRow,
} from '../time.repository.js';
import type { StartTimerInput, StopTimerInput } from '../time.schemas.js';
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

    /**
     * Stops the running timer now. Under the organization's minimum, what `ifShort` says: ASK
     * refuses (409 TIMER_TOO_SHORT, the timer runs on), KEEP saves, DISCARD deletes the entry.
     */
    async stop(ctx: TenantContext, input: StopTimerInput) {
      const now = clock.now();
      // The stopped entry is read back under the same lock: read after commit, a delete racing
      // the stop could already have removed it.
      const answer = await withMemberTimeLock(db, ctx.orgId, ctx.memberId, async (tx) => {
        const running = await runningEntryOf(tx, ctx.orgId, ctx.memberId);
        // 409 rather than 404: of several stops sent at once exactly one wins, and the others must
        // read as "already stopped" (the state changed under them), not as a missing resource.
        if (!running)
          throw errors.conflict(
            'NO_RUNNING_TIMER',
            'No timer is running',
            'It was already stopped; start one with POST /time/timer/start.',
          );
        const { entry } = running;
        const elapsedSeconds = Math.max(0, Math.floor((now.getTime() - entry.startTime.getTime()) / 1000));
        const { minimumTimerSeconds } = await entryRulesOf(tx, ctx.orgId);
        const outcome = stopOutcome(elapsedSeconds, minimumTimerSeconds, input.ifShort);
        if (outcome === 'ASK')
          throw errors.conflict(
            'TIMER_TOO_SHORT',
            `This timer ran ${secondsInWords(elapsedSeconds)}, less than the ${secondsInWords(minimumTimerSeconds)} this organization keeps without asking`,
            'Nothing changed and the timer is still running: stop it again saying whether to keep the time or discard it (ifShort KEEP or DISCARD).',
            { elapsedSeconds, minimumTimerSeconds },
          );
        if (outcome === 'DISCARD') {
          const shown = { ...entryView(running, ctx, now), discarded: true };
          await recordWebhookEvent(tx, ctx.orgId, 'time_entry.deleted', entryView(running, webhookViewer(ctx), now));
          await deleteEntry(tx, ctx.orgId, entry.id);
          return shown;
        }
        if (input.notes !== undefined)
          await assertNothingRequiredCleared(tx, ctx.orgId, entry, { ...entry, notes: input.notes });
        // A stop in the same instant as the start still yields a valid, one-second entry.
        const end = now.getTime() > entry.startTime.getTime() ? now : new Date(entry.startTime.getTime() + 1000);
        await updateEntry(
          tx,
          ctx.orgId,
          entry.id,
          { endTime: end, ...(input.notes !== undefined ? { notes: input.notes } : {}) },
          now,
        );
        await emitEntryEvent(tx, ctx, 'time_entry.updated', entry.id, now);
        return { ...entryView((await findEntry(tx, ctx.orgId, entry.id))!, ctx, now), discarded: false };
      });
      return answer;
    },
  };
}
