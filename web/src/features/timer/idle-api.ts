// Idle time the desktop tracker found and the answer to it, through the typed client.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/** How often the bar asks while a timer runs: the tracker sends a slot every 10 minutes or so. */
const POLL_WHILE_RUNNING_MS = 60_000;

/** Under ['time'], so everything that refreshes the timer and the timesheet refreshes this too. */
export function pendingIdleQuery(timerRunning: boolean) {
  return queryOptions({
    queryKey: ['time', 'idle'] as const,
    queryFn: () => unwrap(api.GET('/api/v1/time/idle')),
    refetchInterval: timerRunning ? POLL_WHILE_RUNNING_MS : false,
    // Coming back to the window is when a person who was away looks: ask then, however fresh.
    refetchOnWindowFocus: 'always',
  });
}

export type PendingIdle = Awaited<
  ReturnType<NonNullable<ReturnType<typeof pendingIdleQuery>['queryFn']>>
>['items'][number];

export type IdleAction = 'KEEP' | 'DISCARD' | 'SPLIT_OFFLINE';

interface IdleAnswer {
  action: IdleAction;
  timeEntryId: string;
  idleSeconds: number;
  customNotes?: string;
}

/** Answers idle time, then refreshes the timer, every list of entries and the idle time itself. */
export function useResolveIdle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdleAnswer) => unwrap(api.POST('/api/v1/time/idle-resolve', { body })),
    // A refusal (the entry was approved or deleted meanwhile) refreshes too, so a stale prompt goes.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['time'] }),
  });
}
