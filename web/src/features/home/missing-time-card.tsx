// Reviewers who see everyone's time: who logged nothing on the organization's last working day.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { dayKeyOf, instantAt, useLocalTime } from '../../lib/local-time';
import { permissionsOf } from '../auth';
import { membersQuery } from '../members';
import { calendarQuery } from '../settings';
import { HomeCard } from './home-card';
import { loggedOnDayQuery } from './home-queries';
import { missingOn, yesterdayOf } from './review';

interface MissingTimeCardProps {
  organizationId: string;
  /** The organization's zone: its days are the ones entries are counted on (the reports' days). */
  organizationZone: string;
  viewerUserId: string;
  roles: readonly { name: string; permissions: readonly string[] }[];
}

export function MissingTimeCard({ organizationId, organizationZone, viewerUserId, roles }: MissingTimeCardProps) {
  const { format } = useLocalTime();
  const today = dayKeyOf(new Date(), organizationZone);
  const calendar = useQuery(calendarQuery(organizationId));
  const members = useQuery(membersQuery(organizationId));
  const yesterday = yesterdayOf(today, calendar.data?.workingDays ?? []);
  // Only asked for a working day: nobody owes time for any other.
  const logged = useQuery({ ...loggedOnDayQuery(organizationId, yesterday.day), enabled: yesterday.workingDay });
  const people = missingOn({
    day: yesterday.day,
    members: members.data ?? [],
    loggedUserIds: logged.data ?? new Set(),
    tracksTime: (role) => permissionsOf(roles, role).has('time.track'),
    viewerUserId,
  });
  // Noon of the organization's day reads as that day in any zone a viewer is likely in.
  const day = format.weekday(instantAt(yesterday.day, '12:00', organizationZone) ?? new Date());

  return (
    <HomeCard
      id="home-missing"
      title={t('home.missingTitle')}
      queries={yesterday.workingDay ? [calendar, members, logged] : [calendar]}
      action={<Link to="/team">{t('home.openWhoWorks')}</Link>}
    >
      {!yesterday.workingDay ? (
        <p>{t('home.missingNotWorkingDay', { day })}</p>
      ) : people.length === 0 ? (
        <p>{t('home.missingNone', { day })}</p>
      ) : (
        <>
          <p>{t('home.missingSome', { day })}</p>
          <ul className="home-list">
            {people.map((person) => (
              <li key={person.memberId}>
                <Link to="/reports" search={{ userId: person.userId, groupBy: 'day' }}>
                  {person.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}
