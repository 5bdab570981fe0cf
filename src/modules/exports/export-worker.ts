import type { Logger } from 'pino';
import { createLeasedWorker } from '../../platform/jobs/leased-worker.js';
import { EXPORT_LEASE_MS, removeExpiredExports, runExport, type ExportDeps } from './export-job.js';
import { claimDataExport, updateDataExport, type DataExportRow } from './exports.repository.js';

/**
 * Builds exports in the background, one at a time per process; a poll takes over exports whose
 * worker stopped and removes archives past their week.
 */
export function createExportWorker(deps: ExportDeps, logger: Pick<Logger, 'error'>) {
  return createLeasedWorker<DataExportRow>({
    async claim() {
      await removeExpiredExports(deps);
      return claimDataExport(deps.db, deps.clock.now(), EXPORT_LEASE_MS);
    },
    run: (job, shouldStop) => runExport(deps, job, shouldStop),
    async fail(job, error) {
      logger.error({ err: error, exportId: job.id }, 'export failed');
      await updateDataExport(deps.db, job.id, {
        status: 'FAILED',
        failure:
          'The export stopped on an unexpected error. Ask for a new one; if it fails again, tell your administrator.',
        leaseUntil: null,
        finishedAt: deps.clock.now(),
      });
    },
    onError: (error, message) => logger.error({ err: error }, `exports: ${message}`),
  });
}

export type ExportWorker = ReturnType<typeof createExportWorker>;
