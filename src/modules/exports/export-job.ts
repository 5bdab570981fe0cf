import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { writeExportArchive, type ExportProgress } from './export-archive.js';
import { exportNames, expiredDataExports, updateDataExport, type DataExportRow } from './exports.repository.js';

export interface ExportDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  /** Where archives are kept: DATA_DIR/exports (docs/exporting.md). */
  folder: string;
}

/** How long a worker holds an export between two progress reports before another may start it again. */
export const EXPORT_LEASE_MS = 60_000;
/** How long a finished archive can be downloaded. */
const EXPORT_KEPT_MS = 7 * 24 * 3600 * 1000;
/** Progress is written at most this often (and at every table's end). */
const REPORT_EVERY_MS = 500;

export const archiveFile = (folder: string, job: Pick<DataExportRow, 'orgId' | 'id'>) =>
  path.join(folder, job.orgId, `${job.id}.tar.gz`);

/** Thrown from a progress report when the process is stopping: the export starts again on the next start. */
class Stopping extends Error {}

async function fileDigest(file: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { bytes: (await stat(file)).size, sha256: hash.digest('hex') };
}

/**
 * Builds one export from the start (an export the previous process left half-done is started
 * again: its staging files are thrown away, nothing of it was visible). Progress and the lease
 * are written as it goes.
 */
export async function runExport(deps: ExportDeps, job: DataExportRow, shouldStop: () => boolean): Promise<void> {
  const names = await exportNames(deps.db, job.orgId, job.requestedByMemberId);
  if (!names) {
    await updateDataExport(deps.db, job.id, {
      status: 'FAILED',
      failure: 'The person who asked for this export is no longer a member.',
      leaseUntil: null,
      finishedAt: deps.clock.now(),
    });
    return;
  }
  await updateDataExport(deps.db, job.id, {
    status: 'RUNNING',
    startedAt: deps.clock.now(),
    rowsDone: 0,
    filesDone: 0,
  });
  let reported = 0;
  let last: ExportProgress | null = null;
  const report = async (progress: ExportProgress, always = false) => {
    last = { ...progress };
    if (shouldStop()) throw new Stopping();
    const now = deps.clock.now();
    if (!always && now.getTime() - reported < REPORT_EVERY_MS) return;
    reported = now.getTime();
    await updateDataExport(deps.db, job.id, {
      ...progress,
      leaseUntil: new Date(now.getTime() + EXPORT_LEASE_MS),
    });
  };
  const file = archiveFile(deps.folder, job);
  try {
    await writeExportArchive({
      db: deps.db,
      storage: deps.storage,
      scope:
        job.scope === 'ORGANIZATION'
          ? { kind: 'ORGANIZATION', orgId: job.orgId }
          : { kind: 'MEMBER', orgId: job.orgId, memberId: job.requestedByMemberId, userId: names.userId },
      organization: { id: job.orgId, name: names.orgName },
      ...(job.scope === 'MEMBER'
        ? { member: { id: job.requestedByMemberId, name: names.fullName, email: names.email } }
        : {}),
      file,
      now: deps.clock.now(),
      onProgress: report,
    });
  } catch (error) {
    if (error instanceof Stopping) return;
    throw error;
  }
  const digest = await fileDigest(file);
  const now = deps.clock.now();
  await updateDataExport(deps.db, job.id, {
    status: 'DONE',
    // The last counts, which the throttle may not have written.
    ...(last as ExportProgress | null),
    archiveBytes: digest.bytes,
    archiveSha256: digest.sha256,
    leaseUntil: null,
    finishedAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_KEPT_MS),
  });
}

/** Removes archives whose week is over; their exports stand EXPIRED. */
export async function removeExpiredExports(deps: ExportDeps): Promise<void> {
  for (const job of await expiredDataExports(deps.db, deps.clock.now())) {
    await rm(archiveFile(deps.folder, job), { force: true });
    await updateDataExport(deps.db, job.id, { status: 'EXPIRED' });
  }
}
