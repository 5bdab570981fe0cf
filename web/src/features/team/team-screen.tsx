// The live team: who is working on what right now, updated by polling while the screen is open.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState, ErrorNotice, LoadingState, TimeZoneNote, useDocumentTitle } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { useNow } from '../timer';
import { arrangeTeam, freshness, secondsNow } from './live-team';
import { liveTeamQuery, useCanSeeTeam, type LiveTeamMember } from './team-api';
import './team.css';

export function TeamScreen() {
  useDocumentTitle(t('team.title'));
  const permission = useCanSeeTeam();
  const team = useQuery({ ...liveTeamQuery, enabled: permission.allowed });
  const now = useNow();
  const arranged = useMemo(() => arrangeTeam(team.data?.members ?? []), [team.data]);

  if (permission.isPending) return <LoadingState />;
  if (!permission.allowed)
    return (
      <section className="stack" aria-labelledby="team-title">
        <h1 id="team-title">{t('team.title')}</h1>
        <div className="notice notice-info">
          <p className="notice-message">{t('team.notAllowed')}</p>
          <p className="notice-hint">{t('team.notAllowedHint')}</p>
        </div>
      </section>
    );

  return (
    <section className="stack team" aria-labelledby="team-title">
      <h1 id="team-title">{t('team.title')}</h1>
      <p className="lead">
        {t('team.intro')}
        <TimeZoneNote />
      </p>
      {team.isPending ? (
        <LoadingState />
      ) : !team.data ? (
        <ErrorNotice error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <div className="team-toolbar">
            <p>
              <strong>
                {t('team.summary', {
                  working: arranged.working.length,
                  online: team.data.onlineCount,
                  total: team.data.members.length,
                })}
              </strong>
              <br />
              <span className="muted">{updatedLabel(team.dataUpdatedAt, now)}</span>
            </p>
            <button
              type="button"
              className="button button-secondary"
              disabled={team.isFetching}
              onClick={() => void team.refetch()}
            >
              {team.isFetching ? t('team.refreshing') : t('team.refresh')}
            </button>
          </div>
          {/* A failed poll keeps the last answer on screen, and says why it is not fresher. */}
          {team.isError && <ErrorNotice error={team.error} onRetry={() => void team.refetch()} />}
          <h2>{t('team.working')}</h2>
          {arranged.working.length === 0 ? (
            <EmptyState>{t('team.nobodyWorking')}</EmptyState>
          ) : (
            <MemberList members={arranged.working} answeredAt={team.dataUpdatedAt} now={now} />
          )}
          <h2>{t('team.notWorking')}</h2>
          {arranged.notWorking.length === 0 ? (
            <EmptyState>{t('team.nobodyElse')}</EmptyState>
          ) : (
            <MemberList members={arranged.notWorking} answeredAt={team.dataUpdatedAt} now={now} />
          )}
        </>
      )}
    </section>
  );
}

function updatedLabel(answeredAt: number, now: number): string {
  const fresh = freshness(answeredAt, now);
  if (fresh.unit === 'now') return t('team.updatedNow');
  if (fresh.unit === 'seconds') return t('team.updatedSeconds', { seconds: fresh.seconds });
  return t('team.updatedMinutes', { minutes: fresh.minutes });
}

interface ListProps {
  members: readonly LiveTeamMember[];
  /** When the shown answer arrived (ms), from which running time counts on. */
  answeredAt: number;
  now: number;
}

function MemberList({ members, answeredAt, now }: ListProps) {
  return (
    <ul className="team-list">
      {members.map((member) => (
        <MemberCard key={member.memberId} member={member} answeredAt={answeredAt} now={now} />
      ))}
    </ul>
  );
}

function MemberCard({ member, answeredAt, now }: { member: LiveTeamMember } & Omit<ListProps, 'members'>) {
  const { format } = useLocalTime();
  const { timer } = member;
  // Today's total grows with a running timer, as the timer itself does.
  const today = timer ? secondsNow(member.todaySeconds, answeredAt, now) : member.todaySeconds;
  const online = member.status === 'online';
  return (
    <li className="card team-member">
      <div className="team-member-head">
        <h3>{member.fullName}</h3>
        <span className={`team-status ${online ? 'team-status-online' : 'team-status-offline'}`}>
          <span className="team-dot" aria-hidden="true" />
          {online ? t('team.online') : t('team.offline')}
        </span>
      </div>
      <p className="muted">{member.role}</p>
      {timer ? (
        <p className="team-work">
          <strong>{timer.projectName ?? t('team.noProject')}</strong>
          {timer.notes && <span> · {timer.notes}</span>}
        </p>
      ) : (
        <p className="muted">
          {online
            ? t('team.trackerOnly')
            : member.lastHeartbeatAt
              ? t('team.lastSeen', { dateTime: format.dateTime(member.lastHeartbeatAt) })
              : t('team.neverSeen')}
        </p>
      )}
      <dl className="team-figures">
        {timer && (
          <div>
            <dt>{t('team.running')}</dt>
            <dd>
              <span className="team-clock">
                {format.durationClock(secondsNow(timer.elapsedSeconds, answeredAt, now), true)}
              </span>{' '}
              <span className="muted">{t('team.since', { time: format.time(timer.startedAt) })}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('team.today')}</dt>
          <dd>{format.duration(today)}</dd>
        </div>
      </dl>
    </li>
  );
}
