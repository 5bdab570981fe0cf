import type { Logger } from 'pino';
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
): () => void {
  const run = (task: 'analyze' | 'vacuum') => () => {
    database.maintain(task).catch((error: unknown) => logger.warn({ err: error, task }, 'database maintenance failed'));
  };
  const timers = [
    setInterval(run('analyze'), schedule.analyzeEveryMs),
    setInterval(run('vacuum'), schedule.vacuumEveryMs),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach((timer) => clearInterval(timer));
}
