// The caller's weekly timesheet (GET /time/weeks/mine), and submitting or withdrawing it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const myWeekQuery = (weekStart: string) =>
  queryOptions({
    // Under 'time': every change to entries refreshes the week's totals and whether it can be submitted.
    queryKey: ['time', 'weeks', 'mine', weekStart] as const,
    queryFn: () => unwrap(api.GET('/api/v1/time/weeks/mine', { params: { query: { weekStart } } })),
  });

export type MyWeek = Awaited<ReturnType<NonNullable<ReturnType<typeof myWeekQuery>['queryFn']>>>;

export function useWeekAction(action: 'submit' | 'withdraw') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekStart: string) =>
      unwrap(
        action === 'submit'
          ? api.POST('/api/v1/time/weeks/submit', { body: { weekStart } })
          : api.POST('/api/v1/time/weeks/withdraw', { body: { weekStart } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['time'] }),
  });
}
