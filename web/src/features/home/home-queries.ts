// What Home asks the API, beyond the queries it shares with the screens it links to (the week's
// entries with My timesheet, pending time with Approvals, projects, clients, members, invoices).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { allPages } from '../projects';

/**
 * Who has any entry starting on `day` (YYYY-MM-DD: a bare date is that whole day in the
 * organization's time zone), whatever its status: logging it is what counts, not its review.
 */
export const loggedOnDayQuery = (organizationId: string | undefined, day: string) =>
  queryOptions({
    queryKey: ['time', 'logged-on-day', organizationId, day] as const,
    queryFn: async () => {
      const entries = await allPages((cursor) =>
        unwrap(api.GET('/api/v1/time/entries', { params: { query: { from: day, to: day, limit: 200, cursor } } })),
      );
      return new Set(entries.map((entry) => entry.userId));
    },
    enabled: !!organizationId,
  });
