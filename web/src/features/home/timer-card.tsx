// Everyone who tracks time: the running timer, if any: its project and since when, in their time.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { dayKeyOf, useLocalTime } from '../../lib/local-time';
import { runningTimerQuery, useNow } from '../timer';
import { HomeCard } from './home-card';

export function TimerCard() {
  const { format, timeZone } = useLocalTime();
  // The query the timer bar holds: no request of its own.
  const timer = useQuery(runningTimerQuery);
  const now = useNow();
  const running = timer.data;
  // The server's figure when it answered, counted on since (docs/decisions/web/running-time-ticks-from-the-server.md).
  const elapsed = running ? running.durationSeconds + Math.max(0, Math.floor((now - timer.dataUpdatedAt) / 1000)) : 0;
  const startedToday = running && dayKeyOf(running.startTime, timeZone) === dayKeyOf(now, timeZone);

  return (
    <HomeCard
      id="home-timer"
      title={t('home.timerTitle')}
      queries={[timer]}
      action={<Link to="/timesheet">{t('home.openEntries')}</Link>}
    >
      {running ? (
        <>
          <p className="home-figure">{format.duration(elapsed)}</p>
          <p>
            {t('home.timerOn', { project: running.projectName ?? t('home.noProject') })}{' '}
            {startedToday
              ? t('home.timerSince', { time: format.time(running.startTime) })
              : t('home.timerSinceDay', { dateTime: format.dateTime(running.startTime) })}
          </p>
        </>
      ) : (
        <>
          <p>{t('home.timerNone')}</p>
          <p className="muted">{t('home.timerNoneHint')}</p>
        </>
      )}
    </HomeCard>
  );
}
