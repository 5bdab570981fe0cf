// Screenshots through the typed client: a member's day, blurring, deleting and asking a tracker for
// a live capture, and the names the cards show (projects, members) and who is online.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { allPages } from '../projects';

type ListPage = ApiPaths['/api/v1/screenshots']['get']['responses'][200]['content']['application/json']['data'];
export type Screenshot = ListPage['items'][number];

const PAGE_SIZE = 200;

/** Keyed by organization, so switching never shows another organization's screens while loading. */
export const dayScreenshotsQuery = (organizationId: string, userId: string, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['screenshots', organizationId, userId, range.from, range.to] as const,
    // A day holds 144 slots; more pages only with many live captures.
    queryFn: () =>
      allPages((cursor) =>
        unwrap(
          api.GET('/api/v1/screenshots', {
            params: { query: { userId, from: range.from, to: range.to, limit: PAGE_SIZE, cursor } },
          }),
        ),
      ),
  });

/** Every project, archived ones too, so an old screenshot still names its project. */
export const projectNamesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['projects', 'screenshot-names', organizationId] as const,
    queryFn: async () => {
      const projects = await allPages((cursor) =>
        unwrap(api.GET('/api/v1/projects', { params: { query: { status: 'ALL', limit: PAGE_SIZE, cursor } } })),
      );
      return new Map(projects.map((project) => [project.id, project.name]));
    },
    staleTime: 60_000,
  });

/** Active members, for the picker of those who may see others' screens. */
export const activeMembersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['members', organizationId, 'screenshots-picker'] as const,
    queryFn: () =>
      allPages((cursor) =>
        unwrap(
          api.GET('/api/v1/organizations/members', {
            params: { query: { status: 'ACTIVE', limit: PAGE_SIZE, cursor } },
          }),
        ),
      ),
    staleTime: 60_000,
  });

export type PickableMember = Awaited<ReturnType<NonNullable<ReturnType<typeof activeMembersQuery>['queryFn']>>>[number];

/** Who is online (GET /time/live-team), asked every 30 s while the screen is open. */
export const onlineQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['time', 'live-team', organizationId, 'screenshots'] as const,
    queryFn: () => unwrap(api.GET('/api/v1/time/live-team')),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });

function useScreenshotsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['screenshots'] });
}

export function useBlurScreenshot() {
  const changed = useScreenshotsChanged();
  return useMutation({
    mutationFn: (screenshotId: string) =>
      unwrap(
        api.PATCH('/api/v1/screenshots/{screenshotId}/blur', {
          params: { path: { screenshotId } },
          body: { isBlurred: true },
        }),
      ),
    onSuccess: changed,
  });
}

export function useDeleteScreenshot() {
  const changed = useScreenshotsChanged();
  return useMutation({
    mutationFn: (screenshotId: string) =>
      unwrap(api.DELETE('/api/v1/screenshots/{screenshotId}', { params: { path: { screenshotId } } })),
    onSuccess: changed,
  });
}

export function useRequestCapture() {
  return useMutation({
    mutationFn: (memberId: string) =>
      unwrap(api.POST('/api/v1/screenshots/request-live-capture', { body: { memberId } })),
  });
}
