// The organization's calendar (GET/PATCH /organizations/current/settings) and the caller's own time
// zone (PATCH /organizations/members/me, shown through GET /auth/me).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { NO_ENTRY_RULES, type EntryRules } from '../../lib/entry-rules';
import { meQuery, useHasPermission } from '../auth';

type CalendarPatch =
  ApiPaths['/api/v1/organizations/current/settings']['patch']['requestBody']['content']['application/json'];

/** Keyed by organization, so a switch never shows the previous one's calendar while loading. */
export const calendarQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['settings', 'calendar', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/organizations/current/settings')),
    enabled: !!organizationId,
    // While reports are regrouped after a change of zone, show the progress as it goes.
    refetchInterval: (query) => (query.state.data?.reports.state === 'RECALCULATING' ? 3_000 : false),
  });

/** What time entries need in the organization (Settings → Time entries), for the entry form and the timer. */
export function useEntryRules(): EntryRules {
  const me = useQuery(meQuery);
  const settings = useQuery(calendarQuery(me.data?.activeOrganization?.id));
  return settings.data ?? NO_ENTRY_RULES;
}

/** Whether the signed-in person's role may change the organization's settings (Owners, Admins). */
export function useCanManageSettings(): { allowed: boolean; isPending: boolean } {
  return useHasPermission('organization.manage');
}

export function useSaveCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarPatch) => unwrap(api.PATCH('/api/v1/organizations/current/settings', { body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['settings', 'calendar'] }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]),
  });
}

export function useSaveMyTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string | null) =>
      unwrap(api.PATCH('/api/v1/organizations/members/me', { body: { timeZone } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}

/** Every IANA zone the browser knows, UTC first (some browsers leave it out of the list). */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes('UTC') ? names : ['UTC', ...names];
}
