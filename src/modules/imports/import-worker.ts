import type { Logger } from 'pino';
import { CsvSyntaxError } from '../../platform/formats/csv-read.js';
import { analyseImport } from './import-analysis.js';
import { LEASE_MS, type ImportDeps } from './import-job.js';
import { writeImport } from './import-writer.js';
import { claimImportJob, updateImportJob, type ImportJobRow } from './imports.repository.js';

/** How often a process looks for a job nobody holds (a new upload elsewhere, or one a stopped process left). */
const POLL_MS = 5_000;

/**
 * Runs imports in the background, one job at a time per process: an upload or a confirmation
 * kicks it at once, and a poll takes over jobs whose worker stopped (their lease ran out), so an
 * import survives a restart and resumes (docs/importing.md, "Big files"). Stopping lets the batch
 * in flight commit, then leaves the job for the next start.
 */
export function createImportWorker(deps: ImportDeps, logger: Pick<Logger, 'error' | 'info'>) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const shouldStop = () => stopped;

  async function run(job: ImportJobRow) {
    try {
      if (job.status === 'ANALYSING') await analyseImport(deps, job, shouldStop);
      else await writeImport(deps, job, shouldStop);
    } catch (error) {
      if (stopped) return;
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
      ).catch((failure: unknown) => logger.error({ err: failure, importId: job.id }, 'import failure not recorded'));
    }
  }

  async function drain() {
    while (!stopped) {
      const job = await claimImportJob(deps.db, deps.clock.now(), LEASE_MS);
      if (!job) return;
      await run(job);
    }
  }

  const kick = () => {
    if (stopped || running) return;
    running = drain()
      .catch((error: unknown) => logger.error({ err: error }, 'import worker failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    start() {
      timer ??= setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    /** Resolves once nothing runs (tests wait for a job with it). */
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
