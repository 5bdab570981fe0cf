// The AI routes (docs/ai.md) through the generated client. Everything is asked for on a click
// (Generate), so these are mutations; only the stored weekly report is a query.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const dailySummary = (date: string) => unwrap(api.POST('/api/v1/ai/summary/daily', { body: { date } }));
export const overview = (days: number) => unwrap(api.GET('/api/v1/ai/overview', { params: { query: { days } } }));
export const workDay = (date: string, userId: string | undefined) =>
  unwrap(api.POST('/api/v1/ai/work-day', { body: { date, ...(userId ? { userId } : {}) } }));
export const chat = (message: string) => unwrap(api.POST('/api/v1/ai/chat', { body: { message } }));

export type ChatAnswer = Awaited<ReturnType<typeof chat>>;

const weeklyQuery = queryOptions({
  queryKey: ['ai', 'weekly-report'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/ai/weekly-report')),
  retry: false,
});

export function useWeeklyReport(enabled: boolean) {
  return useQuery({ ...weeklyQuery, enabled });
}

export function useGenerateWeeklyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/ai/weekly-report')),
    onSuccess: (report) => queryClient.setQueryData(weeklyQuery.queryKey, report),
  });
}

/** The Markdown file as an object URL for a download link (a link cannot send the organization header). */
export async function weeklyReportFile(): Promise<string> {
  const blob = await unwrap(api.GET('/api/v1/ai/weekly-report/download', { parseAs: 'blob' }));
  return URL.createObjectURL(blob);
}

/** Active members for the work-day picker (the first 200: a larger team types a name elsewhere). */
export const activeMembersQuery = queryOptions({
  queryKey: ['ai', 'members'] as const,
  queryFn: async () => {
    const page = await unwrap(
      api.GET('/api/v1/organizations/members', { params: { query: { status: 'ACTIVE', limit: 200 } } }),
    );
    return page.items.map((member) => ({ userId: member.user.id, name: member.user.fullName }));
  },
});
