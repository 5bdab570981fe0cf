// GET /financials/summary for a period, and for each of the last months (the month chart).
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { Period } from './periods';

export const summaryQuery = (period: Period) =>
  queryOptions({
    queryKey: ['financials', 'summary', period.from, period.to] as const,
    queryFn: () => unwrap(api.GET('/api/v1/financials/summary', { params: { query: period } })),
  });

export type Summary = Awaited<ReturnType<NonNullable<ReturnType<typeof summaryQuery>['queryFn']>>>;

/** One summary per month, fetched side by side; `data` once every month is in. */
export function useMonthSummaries(months: readonly Period[]) {
  return useQueries({
    queries: months.map((month) => summaryQuery(month)),
    combine: (results) => ({
      data: results.every((result) => result.data) ? results.map((result) => result.data!) : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      isPending: results.some((result) => result.isPending),
    }),
  });
}
