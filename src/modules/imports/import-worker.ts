import type { Logger } from 'pino';
import { CsvSyntaxError } from '../../platform/formats/csv-read.js';
import { createLeasedWorker } from '../../platform/jobs/leased-worker.js';
import { analyseImport } from './import-analysis.js';
import { LEASE_MS, type ImportDeps } from './import-job.js';
import { writeImport } from './import-writer.js';
import { claimImportJob, updateImportJob, type ImportJobRow } from './imports.repository.js';

/**
 * Runs imports in the background, one job at a time per process: an upload or a confirmation
 * kicks it at once, and a poll takes over jobs whose worker stopped (their lease ran out), so an
 * import survives a restart and resumes (docs/importing.md, "Big files"). Stopping lets the batch
 * in flight commit, then leaves the job for the next start.
 */
export function createImportWorker(deps: ImportDeps, logger: Pick<Logger, 'error' | 'info'>) {
  return createLeasedWorker<ImportJobRow>({
    claim: () => claimImportJob(deps.db, deps.clock.now(), LEASE_MS),
    run: (job, shouldStop) =>
      job.status === 'ANALYSING' ? analyseImport(deps, job, shouldStop) : writeImport(deps, job, shouldStop),
    async fail(job, error) {
      // A file that turns out unreadable part-way (an unclosed quote, bytes not in its encoding) ends the job with words.
      const words =
        error instanceof CsvSyntaxError
          ? error.message
          : 'The import stopped on an unexpected error; nothing more was written. Try again, or undo what it wrote.';
      if (!(error instanceof CsvSyntaxError)) logger.error({ err: error, importId: job.id }, 'import failed');
      await updateImportJob(
        deps.db,
        job.id,
        { status: 'FAILED', failure: words, leaseUntil: null, finishedAt: deps.clock.now() },
        deps.clock.now(),
      );
    },
    onError: (error, message) => logger.error({ err: error }, `imports: ${message}`),
  });
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
