import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  EmptyState,
  ErrorNotice,
  LoadingState,
  Pager,
  SelectField,
  TimeZoneNote,
  useDocumentTitle,
} from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { pageOf } from '../../lib/paging';
import { pendingEntriesQuery, useCanApprove, useOwnTimePolicy, useReviewEntries } from './approvals-queries';
import { EntryGroupCard } from './entry-group-card';
import { choicesOf, groupEntries, matchesFilter, NO_PROJECT, type ReviewFilter } from './group-entries';
import { RejectForm } from './reject-form';
import { SubmittedWeeks } from './submitted-weeks';

/** Person-weeks on one page: 25 people × 4 weeks is ten pages, each a short screen. */
const GROUPS_PER_PAGE = 10;

/**
 * A manager's review of pending time: grouped by person and week, filtered by person and project,
 * a page at a time, approved or rejected in bulk. The viewer's own time waits for someone else.
 */
export function ApprovalsScreen() {
  const { format, timeZone, firstDayOfWeek } = useLocalTime();
  useDocumentTitle(t('approvals.title'));
  const permission = useCanApprove();
  const pending = useQuery({ ...pendingEntriesQuery, enabled: permission.allowed });
  const review = useReviewEntries();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [filter, setFilter] = useState<ReviewFilter>({ userId: '', projectId: '' });
  const [page, setPage] = useState(0);
  const own = useOwnTimePolicy();
  const isLocked = (userId: string) => userId === own.userId && !own.mayApproveOwn;

  const entries = useMemo(() => pending.data ?? [], [pending.data]);
  const people = useMemo(
    () => choicesOf(entries, (entry) => ({ value: entry.userId, label: entry.userName })),
    [entries],
  );
  const projects = useMemo(
    () =>
      choicesOf(entries, (entry) =>
        entry.projectId ? { value: entry.projectId, label: entry.projectName ?? '' } : null,
      ),
    [entries],
  );
  // Monday until the organization's calendar has loaded.
  const groups = useMemo(
    () =>
      groupEntries(
        entries.filter((entry) => matchesFilter(entry, filter)),
        { timeZone, firstDayOfWeek: firstDayOfWeek ?? 1 },
      ),
    [entries, filter, timeZone, firstDayOfWeek],
  );
  const shown = pageOf(groups, page, GROUPS_PER_PAGE);
  const allGroups = useMemo(
    () => groupEntries(entries, { timeZone, firstDayOfWeek: firstDayOfWeek ?? 1 }).length,
    [entries, timeZone, firstDayOfWeek],
  );
  const changeFilter = (next: Partial<ReviewFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };
  // Only entries still pending count, and only the ones the filter shows: a hidden choice is not sent.
  const chosen = entries.filter(
    (entry) => selected.has(entry.id) && matchesFilter(entry, filter) && !isLocked(entry.userId),
  );
  const chosenSeconds = chosen.reduce((sum, entry) => sum + entry.durationSeconds, 0);

  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const submit = (status: 'APPROVED' | 'REJECTED', rejectionReason?: string) => {
    setDone(null);
    review.mutate(
      { timeEntryIds: chosen.map((entry) => entry.id), status, rejectionReason },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          setRejecting(false);
          setDone(t(status === 'APPROVED' ? 'approvals.approved' : 'approvals.rejected', { count: answer.updated }));
        },
      },
    );
  };

  if (permission.isPending) return <LoadingState />;
  if (!permission.allowed)
    return (
      <section className="stack" aria-labelledby="approvals-title">
        <h1 id="approvals-title">{t('approvals.title')}</h1>
        <div className="notice notice-info">
          <p className="notice-message">{t('approvals.notAllowed')}</p>
          <p className="notice-hint">{t('approvals.notAllowedHint')}</p>
        </div>
      </section>
    );

  return (
    <section className="stack" aria-labelledby="approvals-title">
      <h1 id="approvals-title">{t('approvals.title')}</h1>
      <p className="lead">
        {t('approvals.intro')}
        <TimeZoneNote />
      </p>
      <SubmittedWeeks />
      <h2>{t('weeklyTimesheets.entriesTitle')}</h2>
      <div role="status" className={done ? 'notice notice-info' : undefined}>
        {done}
      </div>
      {pending.isPending ? (
        <LoadingState />
      ) : pending.isError ? (
        <ErrorNotice error={pending.error} onRetry={() => void pending.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState>{t('approvals.empty')}</EmptyState>
      ) : (
        <>
          <div className="row review-filters">
            <SelectField
              label={t('approvals.filterPerson')}
              value={filter.userId}
              onChange={(userId) => changeFilter({ userId })}
              options={[{ value: '', label: t('approvals.everyone') }, ...people]}
            />
            <SelectField
              label={t('approvals.filterProject')}
              value={filter.projectId}
              onChange={(projectId) => changeFilter({ projectId })}
              options={[
                { value: '', label: t('approvals.everyProject') },
                ...projects,
                { value: NO_PROJECT, label: t('approvals.noProject') },
              ]}
            />
          </div>
          <p className="muted">{t('approvals.showing', { count: groups.length, total: allGroups })}</p>
          {entries.some((entry) => isLocked(entry.userId)) && <p className="muted">{t('approvals.ownWaits')}</p>}
          <div className="card stack-tight review-bar">
            <p>{t('approvals.selected', { count: chosen.length, duration: format.duration(chosenSeconds) })}</p>
            <div className="row">
              <button
                type="button"
                className="button button-primary"
                disabled={chosen.length === 0 || review.isPending}
                onClick={() => submit('APPROVED')}
              >
                {review.isPending && !rejecting ? t('approvals.approving') : t('approvals.approve')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={chosen.length === 0 || review.isPending}
                aria-expanded={rejecting}
                onClick={() => {
                  review.reset();
                  setRejecting(true);
                }}
              >
                {t('approvals.reject')}
              </button>
            </div>
            {review.isError && !rejecting && <ErrorNotice error={review.error} />}
            {rejecting && chosen.length > 0 && (
              <RejectForm
                title={t('approvals.rejectTitle', { count: chosen.length })}
                busy={review.isPending}
                error={review.isError ? review.error : null}
                onReject={(reason) => submit('REJECTED', reason)}
                onCancel={() => setRejecting(false)}
              />
            )}
          </div>
          {shown.items.map((group) => (
            <EntryGroupCard
              key={group.key}
              group={group}
              selected={selected}
              onToggle={toggle}
              locked={isLocked(group.userId)}
            />
          ))}
          <Pager page={shown.page} pageCount={shown.pageCount} onPage={setPage} label={t('approvals.pages')} />
        </>
      )}
    </section>
  );
}
