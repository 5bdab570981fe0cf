// Weeks submitted for review (GET /time/weeks) and approving or rejecting one whole.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { pendingEntriesQuery } from './approvals-queries';

export const submittedWeeksQuery = queryOptions({
  queryKey: ['approvals', 'weeks', 'SUBMITTED'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/time/weeks', { params: { query: { status: 'SUBMITTED', limit: 200 } } })),
});

export type SubmittedWeek = Awaited<ReturnType<NonNullable<typeof submittedWeeksQuery.queryFn>>>[number];

export function useReviewWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ weekId, rejectionReason }: { weekId: string; rejectionReason?: string }) =>
      unwrap(
        rejectionReason === undefined
          ? api.POST('/api/v1/time/weeks/{weekId}/approve', { params: { path: { weekId } } })
          : api.POST('/api/v1/time/weeks/{weekId}/reject', { params: { path: { weekId } }, body: { rejectionReason } }),
      ),
    // The week's entries leave the pending list too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: submittedWeeksQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: pendingEntriesQuery.queryKey }),
      ]),
  });
}
