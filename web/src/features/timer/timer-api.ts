// The running timer and the projects a person may log time to, through the typed client.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const runningTimerQuery = queryOptions({
  queryKey: ['time', 'timer'] as const,
  queryFn: async () => (await unwrap(api.GET('/api/v1/time/timer'))).running,
});

/** Active projects the caller sees: a member sees only those they are assigned to. */
export const loggableProjectsQuery = queryOptions({
  queryKey: ['projects', 'loggable'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/projects', { params: { query: { status: 'ACTIVE', limit: 200 } } })),
});

export type RunningTimer = NonNullable<Awaited<ReturnType<NonNullable<typeof runningTimerQuery.queryFn>>>>;

interface StartInput {
  projectId?: string;
  notes?: string;
  taskId?: string;
  tagIds?: string[];
}

/** Refreshes what the timer changes: the bar itself and every list of entries. */
function useTimerChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['time'] });
}

export function useStartTimer() {
  const changed = useTimerChanged();
  return useMutation({
    mutationFn: (body: StartInput) =>
      unwrap(api.POST('/api/v1/time/timer/start', { body: { ...body, isBillable: true } })),
    // A 409 (a timer already runs, started elsewhere) also refreshes, so the bar shows that timer.
    onSettled: changed,
  });
}

export function useStopTimer() {
  const changed = useTimerChanged();
  return useMutation({
    mutationFn: (notes?: string) => unwrap(api.POST('/api/v1/time/timer/stop', { body: { notes } })),
    onSettled: changed,
  });
}

/** The API has no switch route: stop the running timer, then start on the new project. */
export function useSwitchProject() {
  const changed = useTimerChanged();
  return useMutation({
    mutationFn: async (next: StartInput) => {
      await unwrap(api.POST('/api/v1/time/timer/stop', { body: {} }));
      return unwrap(api.POST('/api/v1/time/timer/start', { body: { ...next, isBillable: true } }));
    },
    onSettled: changed,
  });
}
