import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, TimeZoneNote, useDocumentTitle } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { pendingEntriesQuery, useCanApprove, useReviewEntries, type TimeEntry } from './approvals-queries';
import { groupEntries, type EntryGroup } from './group-entries';
import { RejectForm } from './reject-form';
import { SubmittedWeeks } from './submitted-weeks';

/** A manager's review of pending time: grouped by person and week, approved or rejected in bulk. */
export function ApprovalsScreen() {
  const { format, timeZone, firstDayOfWeek } = useLocalTime();
  useDocumentTitle(t('approvals.title'));
  const permission = useCanApprove();
  const pending = useQuery({ ...pendingEntriesQuery, enabled: permission.allowed });
  const review = useReviewEntries();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  // Monday until the organization's calendar has loaded.
  const groups = useMemo(
    () => groupEntries(pending.data ?? [], { timeZone, firstDayOfWeek: firstDayOfWeek ?? 1 }),
    [pending.data, timeZone, firstDayOfWeek],
  );
  // Only entries still pending count: a reload may have taken some away.
  const chosen = (pending.data ?? []).filter((entry) => selected.has(entry.id));
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
      ) : groups.length === 0 ? (
        <EmptyState>{t('approvals.empty')}</EmptyState>
      ) : (
        <>
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
          {groups.map((group) => (
            <EntryGroupTable key={group.key} group={group} selected={selected} onToggle={toggle} />
          ))}
        </>
      )}
    </section>
  );
}

interface EntryGroupTableProps {
  group: EntryGroup<TimeEntry>;
  selected: ReadonlySet<string>;
  onToggle: (ids: readonly string[], on: boolean) => void;
}

function EntryGroupTable({ group, selected, onToggle }: EntryGroupTableProps) {
  const { format } = useLocalTime();
  const ids = group.entries.map((entry) => entry.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < ids.length;
  }, [count, ids.length]);
  const week = format.date(group.weekStart);
  const headingId = `group-${group.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="group-heading">
        <input
          ref={all}
          type="checkbox"
          checked={count === ids.length}
          onChange={(event) => onToggle(ids, event.target.checked)}
          aria-label={t('approvals.selectGroup', { name: group.userName, date: week })}
        />
        <h2 id={headingId}>
          {group.userName} <span className="muted">· {t('approvals.weekOf', { date: week })}</span>
        </h2>
        <p className="group-total">{t('approvals.groupTotal', { duration: format.duration(group.totalSeconds) })}</p>
      </div>
      <ul className="entry-list">
        {group.entries.map((entry) => {
          const start = format.time(entry.startTime);
          const end = entry.endTime ? format.time(entry.endTime) : '';
          const day = format.weekday(entry.startTime);
          return (
            <li key={entry.id} className="entry-row">
              <input
                type="checkbox"
                checked={selected.has(entry.id)}
                onChange={(event) => onToggle([entry.id], event.target.checked)}
                aria-label={t('approvals.selectEntry', { date: day, start, end })}
              />
              <div className="entry-main">
                <p>
                  <strong>{day}</strong>{' '}
                  <span className="muted">
                    {start}–{end}
                  </span>
                </p>
                <p>{entry.projectName ?? t('approvals.noProject')}</p>
                <p className="muted">{entry.notes || t('approvals.noNotes')}</p>
              </div>
              <p className="entry-duration">{format.duration(entry.durationSeconds)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
