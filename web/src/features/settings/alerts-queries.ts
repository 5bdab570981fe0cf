// Budget alerts and capacity reminders: the organization's switches (GET/PATCH
// /organizations/current/alerts) and the signed-in person's own (…/members/me/alerts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

type AlertSettingsPatch =
  ApiPaths['/api/v1/organizations/current/alerts']['patch']['requestBody']['content']['application/json'];
type MyAlertsPatch =
  ApiPaths['/api/v1/organizations/members/me/alerts']['patch']['requestBody']['content']['application/json'];

export const alertSettingsQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['settings', 'alerts', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/organizations/current/alerts')),
    enabled: !!organizationId,
  });

export const myAlertsQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['settings', 'my-alerts', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/organizations/members/me/alerts')),
    enabled: !!organizationId,
  });

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettingsPatch) => unwrap(api.PATCH('/api/v1/organizations/current/alerts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'alerts'] }),
  });
}

export function useSaveMyAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MyAlertsPatch) => unwrap(api.PATCH('/api/v1/organizations/members/me/alerts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'my-alerts'] }),
  });
}
