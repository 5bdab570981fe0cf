import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { TenantContext } from '../../platform/auth/context.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { archiveFile, type ExportDeps } from './export-job.js';
import type { ExportWorker } from './export-worker.js';
import {
  findDataExport,
  insertDataExport,
  listDataExports,
  unfinishedDataExport,
  type DataExportRow,
} from './exports.repository.js';
import { archiveFileName, exportView } from './exports.view.js';

type Scope = 'ORGANIZATION' | 'MEMBER';

/** Asking for, following and downloading exports; each person sees only the exports they asked for. */
export function createExportsService(deps: ExportDeps, worker: ExportWorker) {
  const view = (job: DataExportRow) => exportView(job, deps.clock.now());

  async function owned(tenant: TenantContext, exportId: string) {
    const job = await findDataExport(deps.db, tenant.orgId, tenant.memberId, exportId);
    if (!job) throw errors.notFound('Export', exportId);
    return job;
  }

  return {
    /** A new export, queued; one of the same scope still being built is returned instead (asking twice builds one). */
    async request(tenant: TenantContext, scope: Scope) {
      const running = await unfinishedDataExport(deps.db, tenant.orgId, tenant.memberId, scope);
      if (running) return view(running);
      const job = await insertDataExport(deps.db, {
        id: newId(),
        orgId: tenant.orgId,
        requestedByMemberId: tenant.memberId,
        scope,
        status: 'QUEUED',
        createdAt: deps.clock.now(),
      });
      worker.kick();
      return view(job);
    },

    async list(tenant: TenantContext) {
      return (await listDataExports(deps.db, tenant.orgId, tenant.memberId)).map(view);
    },

    async get(tenant: TenantContext, exportId: string) {
      return view(await owned(tenant, exportId));
    },

    async download(tenant: TenantContext, exportId: string) {
      const job = await owned(tenant, exportId);
      const file = archiveFile(deps.folder, job);
      const ready =
        job.status === 'DONE' &&
        (await access(file).then(
          () => true,
          () => false,
        ));
      if (!ready)
        throw errors.conflict(
          'EXPORT_NOT_READY',
          job.status === 'QUEUED' || job.status === 'RUNNING'
            ? 'The export is still being built'
            : job.status === 'FAILED'
              ? 'The export failed'
              : 'The export has expired',
          job.status === 'QUEUED' || job.status === 'RUNNING'
            ? 'Download it once its status is DONE.'
            : 'Ask for a new export.',
        );
      return { file: createReadStream(file), fileName: archiveFileName(job) };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
