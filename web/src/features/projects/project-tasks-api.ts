// A project's tasks as its managers keep them: every task (open, done, archived), and the changes.
// The keys sit under the pickers' ['tags', 'tasks', projectId], so a change refreshes both.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

const tasksKey = (projectId: string) => ['tags', 'tasks', projectId] as const;

export const allProjectTasksQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...tasksKey(projectId), 'all'] as const,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/projects/{projectId}/tasks', { params: { path: { projectId }, query: { status: 'ALL' } } }),
        )
      ).items,
  });

export type ProjectTask = Awaited<ReturnType<NonNullable<ReturnType<typeof allProjectTasksQuery>['queryFn']>>>[number];

export interface TaskChange {
  name?: string;
  estimateHours?: number | null;
  done?: boolean;
}

function useTasksChanged(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tasksKey(projectId) });
}

export function useCreateTask(projectId: string) {
  const changed = useTasksChanged(projectId);
  return useMutation({
    mutationFn: (body: { name: string; estimateHours: number | null }) =>
      unwrap(api.POST('/api/v1/projects/{projectId}/tasks', { params: { path: { projectId } }, body })),
    onSuccess: changed,
  });
}

export function useUpdateTask(projectId: string) {
  const changed = useTasksChanged(projectId);
  return useMutation({
    mutationFn: ({ taskId, change }: { taskId: string; change: TaskChange }) =>
      unwrap(
        api.PATCH('/api/v1/projects/{projectId}/tasks/{taskId}', {
          params: { path: { projectId, taskId } },
          body: change,
        }),
      ),
    onSuccess: changed,
  });
}

export function useSetTaskArchived(projectId: string) {
  const changed = useTasksChanged(projectId);
  return useMutation({
    mutationFn: ({ taskId, archived }: { taskId: string; archived: boolean }) => {
      const params = { params: { path: { projectId, taskId } } };
      return unwrap(
        archived
          ? api.POST('/api/v1/projects/{projectId}/tasks/{taskId}/archive', params)
          : api.POST('/api/v1/projects/{projectId}/tasks/{taskId}/unarchive', params),
      );
    },
    onSuccess: changed,
  });
}
