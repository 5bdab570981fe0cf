// Idle time found by the desktop tracker, offered for an answer under the timer: keep, discard or split off.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorNotice } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { pendingIdleQuery, useResolveIdle, type IdleAction, type PendingIdle } from './idle-api';
import { useNow } from './use-now';

export function IdlePrompt({ timerRunning }: { timerRunning: boolean }) {
  const idle = useQuery(pendingIdleQuery(timerRunning));
  const resolve = useResolveIdle();
  const [first, ...others] = idle.data?.items ?? [];

  return (
    <>
      {/* Announced once when idle time appears; the panel's own text ticks and would repeat. */}
      <p className="idle-announcement" aria-live="polite">
        {first ? t('idle.announcement') : ''}
      </p>
      {idle.isError && <ErrorNotice error={idle.error} onRetry={() => void idle.refetch()} />}
      {first && (
        <IdlePanel
          key={first.timeEntryId}
          idle={first}
          fetchedAt={idle.dataUpdatedAt}
          others={others.length}
          busy={resolve.isPending}
          onAnswer={(action, idleSeconds, customNotes) =>
            resolve.mutate({ action, timeEntryId: first.timeEntryId, idleSeconds, customNotes })
          }
        />
      )}
      {resolve.isError && <ErrorNotice error={resolve.error} />}
    </>
  );
}

interface PanelProps {
  idle: PendingIdle;
  fetchedAt: number;
  others: number;
  busy: boolean;
  onAnswer: (action: IdleAction, idleSeconds: number, customNotes?: string) => void;
}

function IdlePanel({ idle, fetchedAt, others, busy, onAnswer }: PanelProps) {
  const { format } = useLocalTime();
  const now = useNow();
  // While the timer runs the idle time lasts until the answer: counted on from the server's figure.
  const idleSeconds = idle.isRunning
    ? idle.idleSeconds + Math.max(0, Math.floor((now - fetchedAt) / 1000))
    : idle.idleSeconds;
  const [note, setNote] = useState('');
  const titleId = useId();
  const noteId = useId();
  const answer = (action: IdleAction) =>
    onAnswer(action, idleSeconds, action === 'SPLIT_OFFLINE' ? note.trim() || undefined : undefined);

  return (
    <section className="idle-panel" aria-labelledby={titleId}>
      <p id={titleId} className="idle-title">
        {t('idle.title', { duration: format.duration(idleSeconds), time: format.time(idle.idleSince) })}
      </p>
      <p className="muted">
        {idle.isRunning
          ? t('idle.whileRunning', { project: idle.projectName ?? t('timer.noProject') })
          : t('idle.atEndOf', { project: idle.projectName ?? t('timer.noProject') })}{' '}
        {t('idle.question')}
        {others > 0 && <> {t('idle.more', { count: String(others) })}</>}
      </p>
      <div className="field idle-note">
        <label htmlFor={noteId}>{t('idle.note')}</label>
        <input
          id={noteId}
          name="customNotes"
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="idle-actions" aria-busy={busy}>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => answer('KEEP')}>
          {t('idle.keep')}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => answer('DISCARD')}>
          {t('idle.discard')}
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => answer('SPLIT_OFFLINE')}>
          {t('idle.split')}
        </button>
      </div>
    </section>
  );
}
