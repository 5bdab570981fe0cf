// The organization's members and roles (GET /organizations/members, GET /rbac), what the signed-in
// person may do with them, and the changes they make.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { useMyPermissions } from '../auth';
import { canGrant, membersAccess, type MembersAccess } from './access';

type MembersPath = ApiPaths['/api/v1/organizations/members'];
type MembersPage = MembersPath['get']['responses'][200]['content']['application/json']['data'];
export type Member = MembersPage['items'][number];
export type InviteBody = MembersPath['post']['requestBody']['content']['application/json'];
export type UpdateMemberBody =
  ApiPaths['/api/v1/organizations/members/{memberId}']['patch']['requestBody']['content']['application/json'];
type Rbac = ApiPaths['/api/v1/rbac']['get']['responses'][200]['content']['application/json']['data'];
export type Role = Rbac['roles'][number];
export type CatalogueEntry = Rbac['permissions'][number];
export type RoleBody = ApiPaths['/api/v1/rbac/roles']['post']['requestBody']['content']['application/json'];

const PAGE_SIZE = 200;
/** 2,000 members on one screen; a larger organization needs server-side search first. */
const MAX_PAGES = 10;

/** Keyed by organization, so switching never shows the previous one's members while loading. */
export const membersQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['members', organizationId] as const,
    queryFn: async (): Promise<Member[]> => {
      const members: Member[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await unwrap(
          api.GET('/api/v1/organizations/members', { params: { query: { limit: PAGE_SIZE, cursor } } }),
        );
        members.push(...answer.items);
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      return members;
    },
    enabled: !!organizationId,
  });

export interface MyAccess extends MembersAccess {
  /** The signed-in person's own permissions (what they may grant). */
  permissions: ReadonlySet<string>;
  /** Their membership in the active organization, to mark "(you)". */
  memberId: string | undefined;
  organizationId: string | undefined;
  organizationName: string;
  /** The organization's roles and the permission catalogue (GET /rbac). */
  roles: readonly Role[];
  catalogue: readonly CatalogueEntry[];
  /** The roles they may hand out: none with a permission they lack. */
  grantable: readonly Role[];
  isPending: boolean;
  /** Why the roles could not be read (null when they were), and a way to try again. */
  error: unknown;
  retry: () => void;
}

/** The signed-in person's permissions in the active organization, from their role's name. */
export function useMyAccess(): MyAccess {
  const { me, organization, rbac, permissions, isPending } = useMyPermissions();
  const roles = rbac.data?.roles ?? [];
  return {
    ...membersAccess(permissions),
    permissions,
    memberId: organization?.memberId,
    organizationId: organization?.id,
    organizationName: organization?.name ?? '',
    roles,
    catalogue: rbac.data?.permissions ?? [],
    grantable: roles.filter((role) => canGrant(permissions, role.permissions)),
    isPending,
    error: me.isError ? me.error : rbac.isError ? rbac.error : null,
    retry: () => void (me.isError ? me.refetch() : rbac.refetch()),
  };
}

/** After any change the list and the roles are read again: counts, statuses and holders move together. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['members'] }),
      queryClient.invalidateQueries({ queryKey: ['rbac'] }),
    ]);
}

export function useInviteMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InviteBody) => unwrap(api.POST('/api/v1/organizations/members', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: string; body: UpdateMemberBody }) =>
      unwrap(api.PATCH('/api/v1/organizations/members/{memberId}', { params: { path: { memberId } }, body })),
    onSuccess: refresh,
  });
}

export function useSetMemberActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ memberId, active }: { memberId: string; active: boolean }) => {
      const options = { params: { path: { memberId } } };
      return unwrap(
        active
          ? api.POST('/api/v1/organizations/members/{memberId}/reactivate', options)
          : api.POST('/api/v1/organizations/members/{memberId}/deactivate', options),
      );
    },
    onSuccess: refresh,
  });
}

/** Sends a member's invitation: the first (a member not invited yet) or a new one; their card shows it. */
export function useResendInvite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (memberId: string) =>
      unwrap(api.POST('/api/v1/organizations/members/{memberId}/resend-invite', { params: { path: { memberId } } })),
    onSuccess: refresh,
  });
}

export function useSaveRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ roleId, body }: { roleId: string | null; body: RoleBody }) =>
      roleId === null
        ? unwrap(api.POST('/api/v1/rbac/roles', { body }))
        : unwrap(api.PATCH('/api/v1/rbac/roles/{roleId}', { params: { path: { roleId } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (roleId: string) => unwrap(api.DELETE('/api/v1/rbac/roles/{roleId}', { params: { path: { roleId } } })),
    onSuccess: refresh,
  });
}
