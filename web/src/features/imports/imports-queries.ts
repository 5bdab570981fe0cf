// The import's calls: upload a file, read where a job stands (polled while the server works on it),
// its refused rows, and the steps that move it on (analyse with a mapping, confirm, undo, discard).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, unwrap, type ApiPaths } from '../../lib/api';

type JobPath = ApiPaths['/api/v1/imports/{importId}'];
export type ImportJob = JobPath['get']['responses'][200]['content']['application/json']['data'];
export type ImportStatus = ImportJob['status'];
export type ImportPreview = NonNullable<ImportJob['preview']>;
export type PreviewPerson = NonNullable<ImportPreview['people']>[number];
type ConfirmPath = ApiPaths['/api/v1/imports/{importId}/confirm'];
export type ConfirmBody = ConfirmPath['post']['requestBody']['content']['application/json'];
type AnalysePath = ApiPaths['/api/v1/imports/{importId}/analyse'];
export type AnalyseBody = AnalysePath['post']['requestBody']['content']['application/json'];
export type ColumnMapping = NonNullable<AnalyseBody['mapping']>;

/** While the server reads or writes, the screen asks again this often. */
const POLL_MS = 1000;
const WORKING: ReadonlySet<ImportStatus> = new Set(['ANALYSING', 'IMPORTING']);

export const isWorking = (status: ImportStatus) => WORKING.has(status);

const jobKey = (importId: string) => ['imports', importId] as const;

export function useImports() {
  return useQuery({
    queryKey: ['imports'],
    queryFn: () => unwrap(api.GET('/api/v1/imports')),
    select: (data) => data.items,
  });
}

/**
 * One import, asked for again every second while it is analysed or written. When writing ends
 * (done, or undone), everything else the app holds is read again: an import adds members,
 * clients, projects, tags and everyone's time, and an undo takes the time away.
 */
export function useImportJob(importId: string) {
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: jobKey(importId),
    queryFn: () => unwrap(api.GET('/api/v1/imports/{importId}', { params: { path: { importId } } })),
    refetchInterval: (query) => (query.state.data && isWorking(query.state.data.status) ? POLL_MS : false),
  });
  const status = job.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (before !== undefined && before !== status && (status === 'DONE' || status === 'UNDONE'))
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'imports' });
  }, [queryClient, status]);
  return job;
}

/** The first page of rows the import refuses or skips, once the analysis has them. */
export function useImportProblems(importId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...jobKey(importId), 'problems'],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/imports/{importId}/problems', {
          params: { path: { importId }, query: { after: 0, limit: 200 } },
        }),
      ),
    enabled,
  });
}

/**
 * Sends the file as the request body, its bytes as they are (the server finds the encoding), with
 * a fresh Idempotency-Key so a retried upload stores it once.
 */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(
        api.POST('/api/v1/imports', {
          params: { query: { fileName: file.name }, header: { 'idempotency-key': crypto.randomUUID() } },
          body: file as never,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['imports'] }),
  });
}

/** A step on one import; the answer is the job as it now stands. */
function useImportStep<Body>(importId: string, step: (body: Body) => Promise<ImportJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKey(importId), job);
      void queryClient.invalidateQueries({ queryKey: ['imports'], exact: true });
      void queryClient.invalidateQueries({ queryKey: [...jobKey(importId), 'problems'] });
    },
  });
}

export function useAnalyseImport(importId: string) {
  return useImportStep(importId, (body: AnalyseBody) =>
    unwrap(api.POST('/api/v1/imports/{importId}/analyse', { params: { path: { importId } }, body })),
  );
}

export function useConfirmImport(importId: string) {
  return useImportStep(importId, (body: ConfirmBody) =>
    unwrap(api.POST('/api/v1/imports/{importId}/confirm', { params: { path: { importId } }, body })),
  );
}

export function useUndoImport(importId: string) {
  return useImportStep(importId, () =>
    unwrap(api.POST('/api/v1/imports/{importId}/undo', { params: { path: { importId } } })),
  );
}

export function useDiscardImport(importId: string) {
  return useImportStep(importId, () =>
    unwrap(api.POST('/api/v1/imports/{importId}/discard', { params: { path: { importId } } })),
  );
}
