import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/index.js';
import { startPeriodic, type Periodic } from '../jobs/periodic.js';
import { purgeExpiredIdempotencyKeys } from './store.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Rows per statement: a day's keys of a busy deployment go in a few short statements, not one long one. */
const PURGE_BATCH = 5_000;

/**
 * Hourly, deletes the keys whose day has passed. Any number of processes may run it: a row is
 * deleted once whoever gets to it first.
 */
export function scheduleIdempotencyPurge(db: Executor, logger: Pick<Logger, 'error'>, clock: Clock): Periodic {
  return startPeriodic({
    task: async (stopped) => {
      while (!stopped() && (await purgeExpiredIdempotencyKeys(db, clock.now(), PURGE_BATCH)) === PURGE_BATCH);
    },
    everyMs: PURGE_EVERY_MS,
    onError: (error) => logger.error({ err: error }, 'idempotency key purge failed'),
  });
}
