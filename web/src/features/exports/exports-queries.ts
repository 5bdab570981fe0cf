// The data exports' calls: the person's exports (asked for again every second while one is being
// built), asking for a new one, and downloading a finished archive.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { saveFile } from '../../lib/download';

type ListPath = ApiPaths['/api/v1/exports'];
export type DataExport = ListPath['get']['responses'][200]['content']['application/json']['data'][number];
export type ExportScope = DataExport['scope'];

const POLL_MS = 1000;
const KEY = ['exports'] as const;

export const isBuilding = (job: DataExport) => job.status === 'QUEUED' || job.status === 'RUNNING';

export function useExports() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => unwrap(api.GET('/api/v1/exports')),
    refetchInterval: (query) => (query.state.data?.some(isBuilding) ? POLL_MS : false),
  });
}

export function useRequestExport(scope: ExportScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(scope === 'ORGANIZATION' ? api.POST('/api/v1/exports/organization') : api.POST('/api/v1/exports/me')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: async (job: DataExport) => {
      const blob = await unwrap(
        api.GET('/api/v1/exports/{exportId}/download', { params: { path: { exportId: job.id } }, parseAs: 'blob' }),
      );
      saveFile(blob, job.archive?.fileName ?? 'punchclock-export.tar.gz');
    },
  });
}
