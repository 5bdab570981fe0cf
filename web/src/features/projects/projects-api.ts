// Projects, the organization's members to staff them with, and the client-portal share, through
// the typed client. Every change refreshes all ['projects'] queries (the timer's list is one).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

type ListQuery = NonNullable<ApiPaths['/api/v1/projects']['get']['parameters']['query']>;
type ProjectStatusFilter = NonNullable<ListQuery['status']>;
type CreateProjectBody = ApiPaths['/api/v1/projects']['post']['requestBody']['content']['application/json'];
type UpdateProjectBody = NonNullable<
  ApiPaths['/api/v1/projects/{projectId}']['put']['requestBody']
>['content']['application/json'];
type ShareBody = NonNullable<
  ApiPaths['/api/v1/projects/{projectId}/share']['post']['requestBody']
>['content']['application/json'];

const PAGE_SIZE = 200;
/** 2,000 projects on one screen is more than any organization keeps active; past that, pages of work. */
const MAX_PAGES = 10;

/** Every item of a paged list, up to MAX_PAGES pages of PAGE_SIZE. */
export async function allPages<Item>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: Item[]; nextCursor: string | null }>,
): Promise<Item[]> {
  let page = await fetchPage(undefined);
  const items = [...page.items];
  for (let more = 1; page.nextCursor && more < MAX_PAGES; more++) {
    page = await fetchPage(page.nextCursor);
    items.push(...page.items);
  }
  return items;
}

function fetchProjects(status: ProjectStatusFilter) {
  return allPages((cursor) =>
    unwrap(api.GET('/api/v1/projects', { params: { query: { status, limit: PAGE_SIZE, cursor } } })),
  );
}

export type Project = Awaited<ReturnType<typeof fetchProjects>>[number];

export const projectsQuery = (status: ProjectStatusFilter) =>
  queryOptions({ queryKey: ['projects', 'list', status] as const, queryFn: () => fetchProjects(status) });

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', 'one', projectId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/projects/{projectId}', { params: { path: { projectId } } })),
  });

/** People who can be staffed: invitees too (they can be assigned before accepting). */
export const assignableMembersQuery = queryOptions({
  queryKey: ['projects', 'members'] as const,
  queryFn: () =>
    allPages((cursor) =>
      unwrap(api.GET('/api/v1/organizations/members', { params: { query: { limit: PAGE_SIZE, cursor } } })),
    ),
  staleTime: 60_000,
});

export type OrganizationMember = Awaited<ReturnType<NonNullable<typeof assignableMembersQuery.queryFn>>>[number];

/**
 * The organization's active clients, for the project form's picker. Keyed under ['clients'], so
 * the clients screen's changes refresh it; a project created with a new client name refreshes it too.
 */
export const activeClientsQuery = queryOptions({
  queryKey: ['clients', 'picker'] as const,
  queryFn: () =>
    allPages((cursor) =>
      unwrap(api.GET('/api/v1/clients', { params: { query: { status: 'ACTIVE', limit: PAGE_SIZE, cursor } } })),
    ),
});

export type ClientChoice = Awaited<ReturnType<NonNullable<typeof activeClientsQuery.queryFn>>>[number];

/** The link in force, shown again without a new one being issued. Never cached past the panel. */
export const shareQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', 'share', projectId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/projects/{projectId}/share', { params: { path: { projectId } } })),
    gcTime: 0,
  });

export type ShareState = Awaited<ReturnType<NonNullable<ReturnType<typeof shareQuery>['queryFn']>>>;

/** A project change may also have created a client (by name) or renamed what its list shows. */
function useProjectsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
      queryClient.invalidateQueries({ queryKey: ['clients'] }),
    ]);
}

export function useCreateProject() {
  const changed = useProjectsChanged();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => unwrap(api.POST('/api/v1/projects', { body })),
    onSuccess: changed,
  });
}

export function useUpdateProject(projectId: string) {
  const changed = useProjectsChanged();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) =>
      unwrap(api.PUT('/api/v1/projects/{projectId}', { params: { path: { projectId } }, body })),
    onSuccess: changed,
  });
}

export function useArchiveProject(projectId: string) {
  const changed = useProjectsChanged();
  return useMutation({
    mutationFn: (archive: boolean) =>
      archive
        ? unwrap(api.POST('/api/v1/projects/{projectId}/archive', { params: { path: { projectId } } }))
        : unwrap(api.POST('/api/v1/projects/{projectId}/unarchive', { params: { path: { projectId } } })),
    onSuccess: changed,
  });
}

export function useShareProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareBody) =>
      unwrap(api.POST('/api/v1/projects/{projectId}/share', { params: { path: { projectId } }, body })),
    onSuccess: async (answer) => {
      queryClient.setQueryData(shareQuery(projectId).queryKey, answer);
      await queryClient.invalidateQueries({
        queryKey: ['projects'],
        predicate: (query) => query.queryKey[1] !== 'share',
      });
    },
  });
}
