import type { Logger } from 'pino';
import type { Db } from '../../../platform/db/index.js';
import { startPeriodic, type Periodic } from '../../../platform/jobs/periodic.js';
import type { ReportStatusReader } from '../../organizations/index.js';
import { pendingRebuilds, rebuildStep, reportStatusOf } from './rollups.repository.js';

/** Members rebuilt per transaction: a year of a member's entries is a few thousand rows. */
const MEMBERS_PER_STEP = 5;
const CHECK_EVERY_MS = 2_000;

/**
 * Drives the rebuilds of day rollups that a change of an organization's time zone starts
 * (docs/rollups.md). Every process may run it: each step locks its organization's rollups.
 */
export async function runRollupRebuilds(db: Db, stopped: () => boolean = () => false): Promise<number> {
  let finished = 0;
  for (const orgId of await pendingRebuilds(db)) {
    while (!stopped()) {
      if (await db.transaction((tx) => rebuildStep(tx, orgId, MEMBERS_PER_STEP))) {
        finished += 1;
        break;
      }
    }
  }
  return finished;
}

/** The rebuild jobs running in this process, woken when an organization's calendar changes. */
const running = new Set<() => void>();

/** Starts a rebuild pass now in every job of this process; other instances find it at their next check. */
function wakeRollupRebuilds(): void {
  for (const wake of running) wake();
}

export function scheduleRollupRebuilds(db: Db, logger: Logger): Periodic {
  const periodic = startPeriodic({
    task: (stopped) => runRollupRebuilds(db, stopped),
    everyMs: CHECK_EVERY_MS,
    onError: (error) => logger.error({ err: error }, 'rollup rebuild failed'),
    runAtStart: true,
  });
  running.add(periodic.wake);
  return {
    wake: periodic.wake,
    async stop() {
      running.delete(periodic.wake);
      await periodic.stop();
    },
  };
}

/** The organizations module's report-status port: the rollups' state, and a wake when the calendar changes. */
export const reportStatusReader: ReportStatusReader = { reportStatusOf, calendarChanged: wakeRollupRebuilds };
