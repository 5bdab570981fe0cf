// Activity through the typed client: summaries (for a range, each day of it, each person) and the
// organization's classification rules.
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { allPages } from '../projects';

const RULES = '/api/v1/activities/rules';
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
export type RulesBody = Json<ApiPaths[typeof RULES]['put']['requestBody']>;
export type Rule = RulesBody['rules'][number];

export interface ActivityFilter {
  from: string;
  to: string;
  userId?: string;
  projectId?: string;
}

export const activitySummaryQuery = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: ['activities', 'summary', filter] as const,
    queryFn: () => unwrap(api.GET('/api/v1/activities/summary', { params: { query: filter } })),
  });

export type ActivitySummary = Awaited<ReturnType<NonNullable<ReturnType<typeof activitySummaryQuery>['queryFn']>>>;

/** One summary per filter, side by side (each day of the range, or each person); `data` once all are in. */
export function useSummaries(filters: readonly ActivityFilter[], enabled = true) {
  return useQueries({
    queries: filters.map((filter) => ({ ...activitySummaryQuery(filter), enabled })),
    combine: (results) => ({
      data: results.every((result) => result.data) ? results.map((result) => result.data!) : undefined,
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}

export const activeMembersQuery = queryOptions({
  queryKey: ['activities', 'members'] as const,
  queryFn: () =>
    allPages((cursor) =>
      unwrap(api.GET('/api/v1/organizations/members', { params: { query: { status: 'ACTIVE', limit: 200, cursor } } })),
    ),
  staleTime: 60_000,
});

export const rulesQuery = queryOptions({
  queryKey: ['activities', 'rules'] as const,
  queryFn: () => unwrap(api.GET(RULES)),
});

export function useReplaceRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RulesBody) => unwrap(api.PUT(RULES, { body })),
    // Every summary is classified by the rules: all are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activities'] }),
  });
}
