import type { Logger } from 'pino';
import { startPeriodic } from '../jobs/periodic.js';
import type { Database } from './database.js';

interface MaintenanceSchedule {
  analyzeEveryMs: number;
  vacuumEveryMs: number;
}

/**
 * Statistics go stale as entries pile up, and without them the planner guesses wrong by orders of
 * magnitude (docs/performance.md, "PGlite never analyzes"). ANALYZE samples a bounded number of
 * rows, so it is cheap enough to run often; VACUUM reads whole tables, so it runs rarely.
 */
const DEFAULT_MAINTENANCE: MaintenanceSchedule = { analyzeEveryMs: 10 * 60_000, vacuumEveryMs: 6 * 60 * 60_000 };

export function scheduleMaintenance(
  database: Database,
  logger: Pick<Logger, 'warn'>,
  schedule = DEFAULT_MAINTENANCE,
): () => Promise<void> {
  const every = (task: 'analyze' | 'vacuum', everyMs: number) =>
    startPeriodic({
      task: () => database.maintain(task),
      everyMs,
      onError: (error) => logger.warn({ err: error, task }, 'database maintenance failed'),
    });
  const runs = [every('analyze', schedule.analyzeEveryMs), every('vacuum', schedule.vacuumEveryMs)];
  return () => Promise.all(runs.map((run) => run.stop())).then(() => undefined);
}
