// My timesheet: one week of the person's time zone, from the organization's first day of the week,
// as seven day columns (or a day list on a phone), with totals, and manual entries added, changed
// and deleted in place.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, TimeZoneNote, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { addDaysToKey, dayKeyOf, useLocalTime, weekFrom, weekStartKey } from '../../lib/local-time';
import { meQuery } from '../auth';
import { EntryLabels } from '../tags';
import { loggableProjectsQuery } from '../timer';
import { weekEntriesQuery, useDeleteEntry, type TimeEntry } from './entries-api';
import { EntryForm } from './entry-form';
import { groupByDay, weekStartOf } from './week';
import { WeekExport } from './week-export';
import { WeekStatus } from './week-status';
import { myWeekQuery } from './weeks-api';
import './timesheet.css';

type View = 'week' | 'list';
type Editing = { mode: 'add' } | { mode: 'edit'; entry: TimeEntry } | null;

export function TimesheetScreen() {
  useDocumentTitle(t('timesheet.title'));
  const me = useQuery(meQuery);
  const projects = useQuery(loggableProjectsQuery);
  const { timeZone, firstDayOfWeek, format } = useLocalTime();
  // null: this week, whichever it is now (it follows the zone and the calendar once they load).
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [view, setView] = useState<View>('week');
  const [editing, setEditing] = useState<Editing>(null);
  const thisWeek = firstDayOfWeek ? weekStartOf(new Date(), timeZone, firstDayOfWeek) : null;
  const start = chosenStart && firstDayOfWeek ? weekStartKey(chosenStart, firstDayOfWeek) : thisWeek;
  const week = useMemo(() => (start ? weekFrom(start, timeZone) : null), [start, timeZone]);
  const userId = me.data?.user.id ?? '';
  const entries = useQuery({
    ...weekEntriesQuery(userId, week?.from ?? '', week?.to ?? ''),
    enabled: userId !== '' && week !== null,
  });
  const grouped = useMemo(
    () => groupByDay(week?.days ?? [], entries.data ?? [], timeZone),
    [week, entries.data, timeZone],
  );
  const isThisWeek = start === thisWeek;
  // A submitted or approved week is read-only (the server refuses changes to it: WEEK_LOCKED).
  const myWeek = useQuery({ ...myWeekQuery(start ?? ''), enabled: start !== null });
  const locked = myWeek.data?.locked ?? false;

  const weekLabel = week
    ? t('timesheet.weekOf', { from: format.date(week.days[0]!.start), to: format.date(week.days[6]!.start) })
    : '';
  // Disabled until the calendar says where weeks start.
  const move = (days: number) => start && setChosenStart(addDaysToKey(start, days));

  return (
    <section className="stack timesheet" aria-labelledby="timesheet-title">
      <div className="timesheet-head">
        <h1 id="timesheet-title">{t('timesheet.title')}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'add' })}>
          {t('timesheet.addEntry')}
        </button>
      </div>
      <div className="timesheet-toolbar">
        <nav className="row" aria-label={t('timesheet.weekNavigation')}>
          <button type="button" className="button button-secondary" disabled={!start} onClick={() => move(-7)}>
            {t('timesheet.previousWeek')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={isThisWeek}
            onClick={() => setChosenStart(null)}
          >
            {t('timesheet.thisWeek')}
          </button>
          <button type="button" className="button button-secondary" disabled={!start} onClick={() => move(7)}>
            {t('timesheet.nextWeek')}
          </button>
        </nav>
        <div className="row" role="group" aria-label={t('timesheet.view')}>
          {(['week', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`button ${view === option ? 'button-primary' : 'button-secondary'}`}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'week' ? t('timesheet.weekView') : t('timesheet.listView')}
            </button>
          ))}
        </div>
      </div>
      <p className="timesheet-summary" aria-live="polite">
        <strong>{weekLabel}</strong> · {t('timesheet.weekTotal', { duration: format.duration(grouped.totalSeconds) })}
        <TimeZoneNote />
      </p>
      {start && <WeekStatus weekStart={start} />}
      {week && start && userId !== '' && (
        <WeekExport
          query={{ userId, from: week.from, to: week.to }}
          days={{ first: start, last: addDaysToKey(start, 6) }}
        />
      )}

      {editing && (
        <EntryForm
          key={editing.mode === 'edit' ? editing.entry.id : 'add'}
          entry={editing.mode === 'edit' ? editing.entry : undefined}
          defaultDate={isThisWeek || !start ? dayKeyOf(new Date(), timeZone) : start}
          projects={projects.data?.items ?? []}
          onDone={() => setEditing(null)}
        />
      )}

      {me.isError ? (
        <ErrorNotice error={me.error} onRetry={() => void me.refetch()} />
      ) : entries.isError ? (
        <ErrorNotice error={entries.error} onRetry={() => void entries.refetch()} />
      ) : me.isPending || !week || entries.isPending ? (
        <LoadingState />
      ) : (
        <>
          {grouped.totalSeconds === 0 && entries.data.length === 0 && (
            <EmptyState>{t('timesheet.emptyWeek')}</EmptyState>
          )}
          <ol className={view === 'week' ? 'week-grid' : 'day-list'} aria-label={weekLabel}>
            {grouped.columns.map((column) => (
              <li key={column.key} className="day" aria-labelledby={`day-${column.key}`}>
                <h2 id={`day-${column.key}`} className="day-head">
                  <span>{format.weekday(column.start)}</span>
                  <span className="day-total">{format.duration(column.totalSeconds)}</span>
                </h2>
                {column.entries.length === 0 ? (
                  view === 'list' && <p className="muted day-empty">{t('timesheet.emptyDay')}</p>
                ) : (
                  <ul className="day-entries">
                    {column.entries.map((entry) => (
                      <EntryBlock
                        key={entry.id}
                        entry={entry}
                        locked={locked}
                        onEdit={() => setEditing({ mode: 'edit', entry })}
                      />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function EntryBlock({ entry, locked, onEdit }: { entry: TimeEntry; locked: boolean; onEdit: () => void }) {
  const { format } = useLocalTime();
  const remove = useDeleteEntry();
  const [confirming, setConfirming] = useState(false);
  const project = entry.projectName ?? t('timer.noProject');
  const times = entry.endTime
    ? t('timesheet.timeRange', { start: format.time(entry.startTime), end: format.time(entry.endTime) })
    : t('timesheet.runningSince', { start: format.time(entry.startTime) });

  return (
    <li className={`entry entry-${entry.status.toLowerCase()}`}>
      <p className="entry-project">{project}</p>
      <EntryLabels taskName={entry.taskName} tags={entry.tags} />
      <p className="entry-times">
        {times} · {format.duration(entry.durationSeconds)}
      </p>
      {entry.notes && <p className="entry-notes">{entry.notes}</p>}
      {entry.status !== 'PENDING' && (
        <p className="entry-status">
          {entry.status === 'APPROVED' ? t('timesheet.approved') : t('timesheet.rejected')}
          {entry.rejectionReason && `: ${entry.rejectionReason}`}
        </p>
      )}
      {confirming ? (
        <div className="entry-confirm" role="group" aria-label={t('timesheet.confirmDelete')}>
          <p>{t('timesheet.confirmDelete')}</p>
          <div className="row">
            <button
              type="button"
              className="button button-primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(entry.id, { onSuccess: () => setConfirming(false) })}
            >
              {remove.isPending ? t('timesheet.deleting') : t('timesheet.confirmDeleteYes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                remove.reset();
                setConfirming(false);
              }}
            >
              {t('timesheet.cancel')}
            </button>
          </div>
        </div>
      ) : (
        entry.endTime &&
        !locked && (
          <div className="row entry-actions">
            <button
              type="button"
              className="button button-link"
              onClick={onEdit}
              aria-label={t('timesheet.editEntry', { project, times })}
            >
              {t('timesheet.edit')}
            </button>
            <button
              type="button"
              className="button button-link"
              onClick={() => setConfirming(true)}
              aria-label={t('timesheet.deleteEntry', { project, times })}
            >
              {t('timesheet.delete')}
            </button>
          </div>
        )
      )}
      {remove.isError && <ErrorNotice error={remove.error} />}
    </li>
  );
}
