import type { JobSettings } from './import-job.js';
import type { ImportJobRow } from './imports.repository.js';
import type { importJobSchema } from './imports.schemas.js';
import type { z } from 'zod';

type ImportJobView = z.input<typeof importJobSchema>;

/**
 * Where a job stands, as GET /imports/{importId} answers it: progress is the share of the file's
 * bytes read in the running phase, and the time left extrapolates that phase's pace so far.
 */
export function importJobView(job: ImportJobRow, now: Date): ImportJobView {
  const working = job.status === 'ANALYSING' || job.status === 'IMPORTING';
  const share = job.fileBytes > 0 ? Math.min(1, job.bytesDone / job.fileBytes) : 0;
  const elapsed = job.phaseStartedAt ? (now.getTime() - job.phaseStartedAt.getTime()) / 1000 : 0;
  const secondsLeft = working && share > 0 && elapsed > 0 ? Math.round((elapsed * (1 - share)) / share) : null;
  return {
    id: job.id,
    fileName: job.fileName,
    fileBytes: job.fileBytes,
    status: job.status as ImportJobView['status'],
    entryStatus: (job.settings as JobSettings).entryStatus ?? null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    progress: {
      rowsDone: job.rowsDone,
      rowsTotal: job.rowsTotal,
      percent: working ? Math.floor(share * 1000) / 10 : null,
      secondsLeft,
    },
    preview: (job.preview as ImportJobView['preview']) ?? null,
    result: (job.result as ImportJobView['result']) ?? null,
    failure: job.failure,
  };
}
