// The organization's tags and a project's tasks, through the typed client. Changes refresh every
// ['tags'] query, and entries (['time']) show the new names.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

type TagStatus = 'ACTIVE' | 'ARCHIVED' | 'ALL';

export const tagsQuery = (status: TagStatus = 'ACTIVE') =>
  queryOptions({
    queryKey: ['tags', 'list', status] as const,
    queryFn: async () => (await unwrap(api.GET('/api/v1/tags', { params: { query: { status } } }))).items,
  });

export type Tag = Awaited<ReturnType<NonNullable<ReturnType<typeof tagsQuery>['queryFn']>>>[number];

/** The open, active tasks of a project, to choose from. */
export const projectTasksQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['tags', 'tasks', projectId] as const,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/projects/{projectId}/tasks', {
            params: { path: { projectId }, query: { status: 'ACTIVE', done: 'false' } },
          }),
        )
      ).items,
    enabled: projectId !== '',
  });

function useTagsChanged() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['tags'] })]);
}

export function useCreateTag() {
  const changed = useTagsChanged();
  return useMutation({
    mutationFn: (name: string) => unwrap(api.POST('/api/v1/tags', { body: { name } })),
    onSuccess: changed,
  });
}

export function useSetTagArchived() {
  const changed = useTagsChanged();
  return useMutation({
    mutationFn: ({ tagId, archived }: { tagId: string; archived: boolean }) =>
      unwrap(
        archived
          ? api.POST('/api/v1/tags/{tagId}/archive', { params: { path: { tagId } } })
          : api.POST('/api/v1/tags/{tagId}/unarchive', { params: { path: { tagId } } }),
      ),
    onSuccess: changed,
  });
}
