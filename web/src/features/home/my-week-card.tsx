// Everyone who tracks time: the hours of this week so far (the organization's week, in the
// person's days) against their capacity, with pending and rejected time said apart.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TimeZoneNote } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime, weekFrom } from '../../lib/local-time';
import { membersQuery } from '../members';
import { weekEntriesQuery, weekStartOf } from '../timesheet';
import { HomeCard } from './home-card';
import { weekSoFar } from './week-so-far';

interface MyWeekCardProps {
  userId: string;
  memberId: string;
  organizationId: string;
  /** Whether the member list (where capacity lives) may be read; without it capacity is not shown. */
  canListMembers: boolean;
}

export function MyWeekCard({ userId, memberId, organizationId, canListMembers }: MyWeekCardProps) {
  const { timeZone, firstDayOfWeek, format } = useLocalTime();
  const start = firstDayOfWeek ? weekStartOf(new Date(), timeZone, firstDayOfWeek) : null;
  const week = useMemo(() => (start ? weekFrom(start, timeZone) : null), [start, timeZone]);
  // The same query (and cache) as My timesheet's week.
  const entries = useQuery({ ...weekEntriesQuery(userId, week?.from ?? '', week?.to ?? ''), enabled: week !== null });
  const members = useQuery({ ...membersQuery(organizationId), enabled: canListMembers });
  const capacity = members.data?.find((member) => member.id === memberId)?.weeklyCapacityHours ?? null;
  const figures = weekSoFar(entries.data ?? [], capacity);
  const duration = (seconds: number) => format.duration(seconds);

  return (
    <HomeCard
      id="home-week"
      title={t('home.weekTitle')}
      queries={canListMembers ? [entries, members] : [entries]}
      action={<Link to="/timesheet">{t('home.openWeek')}</Link>}
    >
      <p className="home-figure">
        {figures.capacitySeconds
          ? t('home.weekOfCapacity', {
              logged: duration(figures.loggedSeconds),
              capacity: duration(figures.capacitySeconds),
            })
          : duration(figures.loggedSeconds)}
      </p>
      {figures.percent !== null && (
        <>
          <progress
            className="home-meter"
            max={100}
            value={Math.min(100, figures.percent)}
            aria-label={t('home.capacityUse')}
            aria-valuetext={t('home.capacityPercent', { percent: format.number(figures.percent) })}
          />
          <p>{t('home.capacityPercent', { percent: format.number(figures.percent) })}</p>
        </>
      )}
      {canListMembers && figures.capacitySeconds === null && <p className="muted">{t('home.noCapacity')}</p>}
      <ul className="home-facts">
        <li>{t('home.weekPending', { duration: duration(figures.pendingSeconds) })}</li>
        <li>{t('home.weekApproved', { duration: duration(figures.approvedSeconds) })}</li>
        {figures.rejectedSeconds > 0 && (
          <li className="home-attention">{t('home.weekRejected', { duration: duration(figures.rejectedSeconds) })}</li>
        )}
      </ul>
      {week && (
        <p className="muted">
          {t('home.weekDays', { from: format.date(week.days[0]!.start), to: format.date(week.days[6]!.start) })}{' '}
          <TimeZoneNote />
        </p>
      )}
    </HomeCard>
  );
}
