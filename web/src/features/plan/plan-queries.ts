// The organization's plan and trial (GET /organizations/current/plan, docs/plans.md).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/** Keyed by organization, so a switch never shows the previous one's plan. */
export const planQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['plan', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/organizations/current/plan')),
    enabled: !!organizationId,
    // A plan changes rarely (the operator sets it); the trial's end passes while a tab stays open.
    staleTime: 5 * 60_000,
    refetchInterval: 60 * 60_000,
  });
