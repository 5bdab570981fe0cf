// Whether the signed-in person's role in the active organization holds a permission. GET /auth/me
// names the role only; GET /rbac publishes what each role may do, so the two are joined here.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { meQuery } from './session';

export function useHasPermission(permission: string): { allowed: boolean; isPending: boolean } {
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
