import type { z } from 'zod';
import type { DataExportRow } from './exports.repository.js';
import type { exportSchema } from './exports.schemas.js';

type ExportView = z.input<typeof exportSchema>;

/** The archive's name as the browser saves it: whose data, and the day it was built. */
export function archiveFileName(job: DataExportRow): string {
  const day = (job.finishedAt ?? job.createdAt).toISOString().slice(0, 10);
  return `punchclock-${job.scope === 'ORGANIZATION' ? 'organization' : 'my-data'}-${day}.tar.gz`;
}

/**
 * Where an export stands: progress is the share of rows and files written (a file counts as a
 * row), and the time left extrapolates the pace since it started.
 */
export function exportView(job: DataExportRow, now: Date): ExportView {
  const working = job.status === 'QUEUED' || job.status === 'RUNNING';
  const total = (job.rowsTotal ?? 0) + (job.filesTotal ?? 0);
  const share = total > 0 ? Math.min(1, (job.rowsDone + job.filesDone) / total) : 0;
  const elapsed = job.startedAt ? (now.getTime() - job.startedAt.getTime()) / 1000 : 0;
  return {
    id: job.id,
    scope: job.scope as ExportView['scope'],
    status: job.status as ExportView['status'],
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    progress: {
      rowsDone: job.rowsDone,
      rowsTotal: job.rowsTotal,
      filesDone: job.filesDone,
      filesTotal: job.filesTotal,
      percent: working ? (job.rowsTotal === null ? 0 : Math.floor(share * 1000) / 10) : null,
      secondsLeft:
        working && share > 0 && elapsed > 0 ? Math.max(0, Math.round((elapsed * (1 - share)) / share)) : null,
    },
    archive:
      job.status === 'DONE' && job.archiveBytes !== null && job.archiveSha256 !== null
        ? { bytes: job.archiveBytes, sha256: job.archiveSha256, fileName: archiveFileName(job) }
        : null,
    failure: job.failure,
  };
}
