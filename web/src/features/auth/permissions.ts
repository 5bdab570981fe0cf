// What the signed-in person's role in the active organization may do, from GET /rbac (the server
// decides every request again; this only hides what would be refused).
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { meQuery } from './session';

/** Whether the role in the active organization holds `permission` (e.g. 'time.approve'). */
export function usePermission(permission: string): { allowed: boolean; isPending: boolean } {
  const me = useQuery(meQuery);
  const organizationId = me.data?.activeOrganization?.id;
  const rbac = useQuery({
    queryKey: ['rbac', organizationId],
    queryFn: () => unwrap(api.GET('/api/v1/rbac')),
    enabled: !!organizationId,
    staleTime: 60_000,
  });
  const roleName = me.data?.activeOrganization?.role.toLowerCase();
  const role = rbac.data?.roles.find((candidate) => candidate.name.toLowerCase() === roleName);
  return {
    allowed: !!role?.permissions.includes(permission),
    isPending: me.isPending || (!!organizationId && rbac.isPending),
  };
}
