// Weeks people submitted, per person with totals, each approved or rejected (with a reason) whole,
// a page at a time; the viewer's own week waits for another reviewer.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EmptyState, ErrorNotice, LoadingState, Pager } from '../../components';
import { t } from '../../lib/i18n';
import { startOfDayKey, useLocalTime } from '../../lib/local-time';
import { pageOf } from '../../lib/paging';
import { useOwnTimePolicy } from './approvals-queries';
import { RejectForm } from './reject-form';
import { submittedWeeksQuery, useReviewWeek, type SubmittedWeek } from './weeks-queries';
import './submitted-weeks.css';

const WEEKS_PER_PAGE = 10;

export function SubmittedWeeks() {
  const weeks = useQuery(submittedWeeksQuery);
  const [page, setPage] = useState(0);
  const own = useOwnTimePolicy();
  // Here, not in the card: a reviewed week's card goes away, and the answer must still be told.
  const review = useReviewWeek();
  const [done, setDone] = useState<string | null>(null);
  const send = (week: SubmittedWeek, rejectionReason?: string) => {
    setDone(null);
    review.mutate(
      { weekId: week.id!, rejectionReason },
      {
        onSuccess: () =>
          setDone(
            t(rejectionReason === undefined ? 'weeklyTimesheets.approvedWeek' : 'weeklyTimesheets.rejectedWeek', {
              name: week.userName,
            }),
          ),
      },
    );
  };
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
        <WeeksPage
          weeks={weeks.data}
          page={page}
          onPage={setPage}
          render={(week) => (
            <WeekCard
              key={week.id}
              week={week}
              locked={week.userId === own.userId && !own.mayApproveOwn}
              busy={review.isPending}
              error={review.isError && review.variables.weekId === week.id ? review.error : null}
              onReview={(reason) => send(week, reason)}
              onStartRejecting={() => review.reset()}
            />
          )}
        />
      )}
    </section>
  );
}

interface WeeksPageProps {
  weeks: readonly SubmittedWeek[];
  page: number;
  onPage: (page: number) => void;
  render: (week: SubmittedWeek) => ReactNode;
}

function WeeksPage({ weeks, page, onPage, render }: WeeksPageProps) {
  const shown = pageOf(weeks, page, WEEKS_PER_PAGE);
  return (
    <>
      <ul className="stack-tight submitted-weeks">{shown.items.map(render)}</ul>
      <Pager page={shown.page} pageCount={shown.pageCount} onPage={onPage} label={t('weeklyTimesheets.pages')} />
    </>
  );
}

interface WeekCardProps {
  week: SubmittedWeek;
  /** The viewer's own week they may not approve: it can still be sent back, not approved. */
  locked: boolean;
  busy: boolean;
  /** The server's refusal of this week's review, if the last one was of this week. */
  error: unknown;
  /** Approves without a reason, rejects with one. */
  onReview: (rejectionReason?: string) => void;
  onStartRejecting: () => void;
}

function WeekCard({ week, locked, busy, error, onReview, onStartRejecting }: WeekCardProps) {
  const { format, timeZone } = useLocalTime();
  const [rejecting, setRejecting] = useState(false);
  const name = week.userName;
  const title = t('weeklyTimesheets.weekOf', { name, date: format.date(startOfDayKey(week.weekStart, timeZone)) });
  const headingId = `week-${week.id}`;

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
      {locked && <p className="muted">{t('weeklyTimesheets.yourOwnWeek')}</p>}
      <div className="row">
        {!locked && (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => onReview()}>
            {busy && !rejecting ? t('weeklyTimesheets.approvingWeek') : t('weeklyTimesheets.approveWeek')}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-expanded={rejecting}
          onClick={() => {
            onStartRejecting();
            setRejecting(true);
          }}
        >
          {t('weeklyTimesheets.rejectWeek')}
        </button>
      </div>
      {error !== null && !rejecting && <ErrorNotice error={error} />}
      {rejecting && (
        <RejectForm
          title={t('weeklyTimesheets.rejectTitle', { name })}
          busy={busy}
          error={error}
          onReject={(reason) => onReview(reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </li>
  );
}
