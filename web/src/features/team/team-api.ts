// The live team (GET /time/live-team), polled while the screen is open, and who may see it.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { useHasPermission } from '../auth';

/** How often an open team screen asks again (docs/decisions/web/team-screen-polls.md: polling, not a stream). */
const POLL_MS = 15_000;

export const liveTeamQuery = queryOptions({
  queryKey: ['time', 'live-team'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/time/live-team')),
  refetchInterval: POLL_MS,
  // A hidden tab does not poll; coming back to it asks at once (refetchOnWindowFocus, the default).
  refetchIntervalInBackground: false,
});

export type LiveTeam = Awaited<ReturnType<NonNullable<typeof liveTeamQuery.queryFn>>>;
export type LiveTeamMember = LiveTeam['members'][number];

/** Whether the role may see everyone's time, which the live team view needs. */
export function useCanSeeTeam() {
  return useHasPermission('time.read.all');
}
