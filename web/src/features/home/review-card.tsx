// Reviewers: how much of other people's time waits for them (their own waits for someone else).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { pendingEntriesQuery } from '../approvals';
import { HomeCard } from './home-card';
import { waitingForReview } from './review';

export function ReviewCard({ viewerUserId }: { viewerUserId: string }) {
  const { format } = useLocalTime();
  // The approvals screen's own query: opening it from here shows the same list at once.
  const pending = useQuery(pendingEntriesQuery);
  const waiting = waitingForReview(pending.data ?? [], viewerUserId);

  return (
    <HomeCard
      id="home-review"
      title={t('home.reviewTitle')}
      queries={[pending]}
      action={<Link to="/approvals">{t('home.openReview')}</Link>}
    >
      {waiting.entries === 0 ? (
        <p>{t('home.reviewNone')}</p>
      ) : (
        <>
          <p className="home-figure">{format.duration(waiting.seconds)}</p>
          <p>
            {t(waiting.entries === 1 ? 'home.reviewEntriesOne' : 'home.reviewEntries', {
              count: format.number(waiting.entries),
            })}{' '}
            {t(waiting.people === 1 ? 'home.reviewPeopleOne' : 'home.reviewPeople', {
              count: format.number(waiting.people),
            })}
          </p>
        </>
      )}
    </HomeCard>
  );
}
