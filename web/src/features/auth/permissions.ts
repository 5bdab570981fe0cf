// What the signed-in person's role in the active organization may do. GET /auth/me names the role
// only; GET /rbac publishes each role's permissions, so the two are joined here. The server decides
// every request again: this only spares people controls that would be refused.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { meQuery } from './session';

interface RoleLike {
  name: string;
  permissions: readonly string[];
}

/** The roles and the permission catalogue; keyed by organization, so a switch never shows another's. */
const rbacQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['rbac', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/rbac')),
    enabled: !!organizationId,
    staleTime: 60_000,
  });

/** The permissions of the role named `roleName` (names are unique ignoring case), none when unknown. */
export function permissionsOf(roles: readonly RoleLike[], roleName: string | undefined): ReadonlySet<string> {
  const wanted = roleName?.toLowerCase();
  const role = roles.find((candidate) => candidate.name.toLowerCase() === wanted);
  return new Set(role?.permissions ?? []);
}

/** The signed-in person's permissions in the active organization, with what they were read from. */
export function useMyPermissions() {
  const me = useQuery(meQuery);
  const organization = me.data?.activeOrganization ?? undefined;
  const rbac = useQuery(rbacQuery(organization?.id));
  return {
    me,
    organization,
    rbac,
    permissions: permissionsOf(rbac.data?.roles ?? [], organization?.role),
    isPending: me.isPending || (!!organization && rbac.isPending),
  };
}

export function useHasPermission(permission: string): { allowed: boolean; isPending: boolean } {
  const mine = useMyPermissions();
  return { allowed: mine.permissions.has(permission), isPending: mine.isPending };
}
