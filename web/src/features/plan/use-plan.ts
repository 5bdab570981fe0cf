import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { chosenOrganizationId, subscribeToOrganization } from '../../lib/api';
import { useHasPermission } from '../auth';
import { planQuery } from './plan-queries';

/**
 * The plan, for those who decide on it: roles with organization.manage (Owners and Admins,
 * docs/rbac.md "Change organization settings and plan"). Others are not asked to act on a trial
 * they cannot extend; a feature the plan lacks tells them so where they meet it (the AI screen).
 */
export function usePlanForDeciders() {
  const organizationId = useSyncExternalStore(subscribeToOrganization, chosenOrganizationId) ?? undefined;
  const decides = useHasPermission('organization.manage');
  const plan = useQuery({ ...planQuery(organizationId), enabled: !!organizationId && decides.allowed });
  return { organizationId, allowed: decides.allowed, plan };
}
