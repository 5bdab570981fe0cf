// The running timer and the projects a person may log time to, through the typed client.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../lib/api';

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

export interface StartInput {
  projectId?: string;
  notes?: string;
  taskId?: string;
  tagIds?: string[];
  /** The person's choice; the project's billable default until they set the switch. */
  isBillable: boolean;
}

/** What to do with a timer stopped under the organization's minimum: ASK first (the server refuses), then KEEP or DISCARD. */
export type IfShort = 'ASK' | 'KEEP' | 'DISCARD';

/** The seconds a timer ran when the server said it was under the minimum (TIMER_TOO_SHORT); null for any other failure. */
export function shortTimerSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'TIMER_TOO_SHORT') return null;
  const details = error.details as { elapsedSeconds?: unknown } | undefined;
  return typeof details?.elapsedSeconds === 'number' ? details.elapsedSeconds : 0;
}

/** Refreshes what the timer changes: the bar itself and every list of entries. */
function useTimerChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['time'] });
}

export function useStartTimer() {
  const changed = useTimerChanged();
  return useMutation({
    mutationFn: (body: StartInput) => unwrap(api.POST('/api/v1/time/timer/start', { body })),
    // A 409 (a timer already runs, started elsewhere) also refreshes, so the bar shows that timer.
    onSettled: changed,
  });
}

export function useStopTimer() {
  const changed = useTimerChanged();
  return useMutation({
    mutationFn: (ifShort: IfShort = 'ASK') => unwrap(api.POST('/api/v1/time/timer/stop', { body: { ifShort } })),
    onSettled: changed,
  });
}

/**
 * The API has no switch route: stop the running timer, then start on the new project. A timer still
 * under the organization's minimum is not stopped: it was started on the wrong project, so it moves to
 * the new one and runs on from its start (its task goes: tasks are per project).
 */
export function useSwitchProject() {
  const changed = useTimerChanged();
  return useMutation({
    mutationFn: async ({ entryId, ...next }: StartInput & { entryId: string }) => {
      try {
        await unwrap(api.POST('/api/v1/time/timer/stop', { body: { ifShort: 'ASK' } }));
      } catch (error) {
        if (shortTimerSeconds(error) === null) throw error;
        return unwrap(
          api.PUT('/api/v1/time/entries/{entryId}', {
            params: { path: { entryId } },
            body: { projectId: next.projectId ?? null, taskId: null, isBillable: next.isBillable },
          }),
        );
      }
      return unwrap(api.POST('/api/v1/time/timer/start', { body: next }));
    },
    onSettled: changed,
  });
}
