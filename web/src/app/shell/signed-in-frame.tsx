import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../features/auth';
// settings: the organization's calendar, for where every screen's weeks start
import { calendarQuery } from '../../features/settings';
import { LocalTimeProvider, zoneOf } from '../../lib/local-time';
import { AppShell } from './app-shell';

/**
 * Every signed-in screen, the timer bar included, shows times and days in the member's zone (their
 * own, else the organization's) and weeks from the organization's first day (docs/time-zones.md).
 */
export function SignedInFrame() {
  const me = useQuery(meQuery);
  const organization = me.data?.activeOrganization ?? undefined;
  const calendar = useQuery(calendarQuery(organization?.id));
  // Weeks wait for the calendar; without an organization, or if it cannot be read, they start on
  // Monday (the default calendar) rather than never.
  const firstDayOfWeek = organization && !calendar.isError ? calendar.data?.firstDayOfWeek : 1;
  return (
    <LocalTimeProvider timeZone={organization ? zoneOf(organization) : undefined} firstDayOfWeek={firstDayOfWeek}>
      <AppShell />
    </LocalTimeProvider>
  );
}
