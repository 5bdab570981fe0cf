import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import type { TimeEntry } from './approvals-queries';
import type { EntryGroup } from './group-entries';

interface EntryGroupCardProps {
  group: EntryGroup<TimeEntry>;
  selected: ReadonlySet<string>;
  onToggle: (ids: readonly string[], on: boolean) => void;
  /** The viewer's own time they may not approve: shown, not selectable. */
  locked: boolean;
}

/** One person's pending week: a line with its total, selectable whole; its entries open on demand. */
export function EntryGroupCard({ group, selected, onToggle, locked }: EntryGroupCardProps) {
  const { format } = useLocalTime();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ids = group.entries.map((entry) => entry.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < ids.length;
  }, [count, ids.length]);
  const week = format.date(group.weekStart);
  const headingId = `${listId}-heading`;

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="group-heading">
        {!locked && (
          <input
            ref={all}
            type="checkbox"
            checked={count === ids.length}
            onChange={(event) => onToggle(ids, event.target.checked)}
            aria-label={t('approvals.selectGroup', { name: group.userName, date: week })}
          />
        )}
        <h2 id={headingId}>
          {group.userName} <span className="muted">· {t('approvals.weekOf', { date: week })}</span>
        </h2>
        <p className="group-total">{t('approvals.groupTotal', { duration: format.duration(group.totalSeconds) })}</p>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('approvals.hideEntries') : t('approvals.showEntries', { count: ids.length })}
        </button>
      </div>
      {locked && <p className="muted">{t('approvals.yourOwn')}</p>}
      <ul className="entry-list" id={listId} hidden={!open}>
        {open &&
          group.entries.map((entry) => {
            const start = format.time(entry.startTime);
            const end = entry.endTime ? format.time(entry.endTime) : '';
            const day = format.weekday(entry.startTime);
            return (
              <li key={entry.id} className="entry-row">
                {!locked && (
                  <input
                    type="checkbox"
                    checked={selected.has(entry.id)}
                    onChange={(event) => onToggle([entry.id], event.target.checked)}
                    aria-label={t('approvals.selectEntry', { date: day, start, end })}
                  />
                )}
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
