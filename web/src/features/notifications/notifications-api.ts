// The caller's inbox (GET /notifications), its unread count for the header, and marking read.
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

type Page = ApiPaths['/api/v1/notifications']['get']['responses'][200]['content']['application/json']['data'];
export type Notification = Page['items'][number];

/**
 * How often the header's count asks again: polling, not a stream
 * (docs/decisions/web/notifications-bell-and-inbox.md).
 */
const POLL_MS = 30_000;
const PAGE_SIZE = 50;

/** Every answer carries the unread total, so the cheapest call (one unread item) is enough. */
export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'] as const,
  queryFn: async () =>
    (await unwrap(api.GET('/api/v1/notifications', { params: { query: { limit: 1, unread: 'true' } } }))).unreadCount,
  refetchInterval: POLL_MS,
  refetchIntervalInBackground: false,
});

export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: ['notifications', 'list'] as const,
    queryFn: async ({ pageParam }) => {
      const page = await unwrap(
        api.GET('/api/v1/notifications', { params: { query: { limit: PAGE_SIZE, cursor: pageParam } } }),
      );
      // The newest count wins: the bell never disagrees with the list on screen.
      queryClient.setQueryData(unreadCountQuery.queryKey, page.unreadCount);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marking read changes both the list and the header's count: both are asked again. */
function useInboxChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
}

export function useMarkRead() {
  const changed = useInboxChanged();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } })),
    onSettled: changed,
  });
}

export function useMarkAllRead() {
  const changed = useInboxChanged();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/notifications/read-all')),
    onSettled: changed,
  });
}
