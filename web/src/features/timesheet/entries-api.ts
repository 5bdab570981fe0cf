// My time entries of one week, and adding, changing and deleting them, through the typed client.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

type ManualBody = ApiPaths['/api/v1/time/manual']['post']['requestBody']['content']['application/json'];
type UpdateBody = NonNullable<
  ApiPaths['/api/v1/time/entries/{entryId}']['put']['requestBody']
>['content']['application/json'];

async function fetchWeek(userId: string, from: string, to: string) {
  const query = { userId, from, to, limit: 200 };
  let page = await unwrap(api.GET('/api/v1/time/entries', { params: { query } }));
  const items = [...page.items];
  // A week rarely holds more than a page; when it does, the rest is fetched, never silently cut.
  while (page.nextCursor) {
    page = await unwrap(api.GET('/api/v1/time/entries', { params: { query: { ...query, cursor: page.nextCursor } } }));
    items.push(...page.items);
  }
  return items;
}

export const weekEntriesQuery = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['time', 'entries', userId, from, to] as const,
    queryFn: () => fetchWeek(userId, from, to),
  });

export type TimeEntry = Awaited<ReturnType<typeof fetchWeek>>[number];

function useEntriesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['time'] });
}

export function useAddEntry() {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: (body: ManualBody) => unwrap(api.POST('/api/v1/time/manual', { body })),
    onSuccess: changed,
  });
}

export function useUpdateEntry() {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: UpdateBody }) =>
      unwrap(api.PUT('/api/v1/time/entries/{entryId}', { params: { path: { entryId } }, body })),
    onSuccess: changed,
  });
}

export function useDeleteEntry() {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: (entryId: string) =>
      unwrap(api.DELETE('/api/v1/time/entries/{entryId}', { params: { path: { entryId } } })),
    onSuccess: changed,
  });
}
