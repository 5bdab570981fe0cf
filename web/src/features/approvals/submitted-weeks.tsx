// Weeks people submitted, per person with totals, each approved or rejected (with a reason) whole.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { startOfDayKey, useLocalTime } from '../../lib/local-time';
import { RejectForm } from './reject-form';
import { submittedWeeksQuery, useReviewWeek, type SubmittedWeek } from './weeks-queries';

export function SubmittedWeeks() {
  const weeks = useQuery(submittedWeeksQuery);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="stack-tight" aria-labelledby="submitted-weeks-title">
      <h2 id="submitted-weeks-title">{t('weeklyTimesheets.title')}</h2>
      <div role="status" className={done ? 'notice notice-info' : undefined}>
        {done}
      </div>
      {weeks.isPending ? (
        <LoadingState />
      ) : weeks.isError ? (
        <ErrorNotice error={weeks.error} onRetry={() => void weeks.refetch()} />
      ) : weeks.data.length === 0 ? (
        <EmptyState>{t('weeklyTimesheets.empty')}</EmptyState>
      ) : (
        <ul className="stack-tight submitted-weeks">
          {weeks.data.map((week) => (
            <WeekCard key={week.id} week={week} onDone={setDone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WeekCard({ week, onDone }: { week: SubmittedWeek; onDone: (message: string) => void }) {
  const { format, timeZone } = useLocalTime();
  const review = useReviewWeek();
  const [rejecting, setRejecting] = useState(false);
  const name = week.userName;
  const title = t('weeklyTimesheets.weekOf', { name, date: format.date(startOfDayKey(week.weekStart, timeZone)) });
  const headingId = `week-${week.id}`;
  const send = (rejectionReason?: string) =>
    review.mutate(
      { weekId: week.id!, rejectionReason },
      {
        onSuccess: () =>
          onDone(
            t(rejectionReason === undefined ? 'weeklyTimesheets.approvedWeek' : 'weeklyTimesheets.rejectedWeek', {
              name,
            }),
          ),
      },
    );

  return (
    <li className="card stack-tight" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p>
        {t('weeklyTimesheets.totals', {
          total: format.duration(week.totalSeconds),
          billable: format.duration(week.billableSeconds),
          count: week.entryCount,
        })}
      </p>
      {week.submittedAt && (
        <p className="muted">{t('weeklyTimesheets.submittedAt', { date: format.dateTime(week.submittedAt) })}</p>
      )}
      <div className="row">
        <button type="button" className="button button-primary" disabled={review.isPending} onClick={() => send()}>
          {review.isPending && !rejecting ? t('weeklyTimesheets.approvingWeek') : t('weeklyTimesheets.approveWeek')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={review.isPending}
          aria-expanded={rejecting}
          onClick={() => {
            review.reset();
            setRejecting(true);
          }}
        >
          {t('weeklyTimesheets.rejectWeek')}
        </button>
      </div>
      {review.isError && !rejecting && <ErrorNotice error={review.error} />}
      {rejecting && (
        <RejectForm
          title={t('weeklyTimesheets.rejectTitle', { name })}
          busy={review.isPending}
          error={review.isError ? review.error : null}
          onReject={(reason) => send(reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </li>
  );
}
