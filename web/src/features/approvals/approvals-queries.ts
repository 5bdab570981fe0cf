// Pending time for a manager's review, who may review it, and the review itself (POST /time/approve).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { useHasPermission, useMyPermissions } from '../auth';
import { membersQuery } from '../members';
import { mayApproveOwnTime, otherReviewersOf } from './self-approval';
import { calendarQuery } from '../settings';

type EntriesPage = ApiPaths['/api/v1/time/entries']['get']['responses'][200]['content']['application/json']['data'];
export type TimeEntry = EntriesPage['items'][number];
type ReviewBody = ApiPaths['/api/v1/time/approve']['post']['requestBody']['content']['application/json'];

const PAGE_SIZE = 200;
/** Enough for any team's backlog on one screen; a larger one is reviewed page after page of work. */
const MAX_PAGES = 25;

export const pendingEntriesQuery = queryOptions({
  queryKey: ['approvals', 'pending'] as const,
  queryFn: async (): Promise<TimeEntry[]> => {
    const entries: TimeEntry[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await unwrap(
        api.GET('/api/v1/time/entries', { params: { query: { status: 'PENDING', limit: PAGE_SIZE, cursor } } }),
      );
      entries.push(...answer.items);
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    // A running timer is not finished time: it cannot be reviewed yet.
    return entries.filter((entry) => !entry.isRunning);
  },
});

/** Whether the signed-in person's role in the active organization holds time.approve. */
export function useCanApprove(): { allowed: boolean; isPending: boolean } {
  return useHasPermission('time.approve');
}

export function useReviewEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => unwrap(api.POST('/api/v1/time/approve', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingEntriesQuery.queryKey }),
  });
}

/**
 * Whose time the viewer may approve: someone else's always; their own when the organization allows
 * it, or for an Owner nobody else can review (docs/time-tracking.md, "Nobody approves their own
 * time"). The same rule as the server's `mayApproveOwnTime`, read from the members and roles the
 * app already has, so an own entry is shown locked exactly when the server would refuse it.
 */
export function useOwnTimePolicy(): { userId: string | undefined; mayApproveOwn: boolean } {
  const { me, organization, rbac } = useMyPermissions();
  const settings = useQuery(calendarQuery(organization?.id));
  const members = useQuery(membersQuery(organization?.id));
  const userId = me.data?.user.id;
  const roles = rbac.data?.roles ?? [];
  const myRole = roles.find((role) => role.name.toLowerCase() === organization?.role.toLowerCase());
  return {
    userId,
    mayApproveOwn: mayApproveOwnTime({
      allowSelfApproval: settings.data?.allowSelfApproval === true,
      reviewerIsOwner: myRole?.builtInKey === 'OWNER',
      otherReviewers: otherReviewersOf(members.data ?? [], roles, userId),
    }),
  };
}
