// Asked when a timer is stopped before the organization's minimum (the server answered "too short"):
// keep the time or discard it. A modal alert dialog of the platform's own (focus kept inside, the page
// inert behind); Escape or closing it answers neither, and the timer runs on.
import { useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';

interface ShortTimerDialogProps {
  elapsedSeconds: number;
  busy: boolean;
  onAnswer: (answer: 'KEEP' | 'DISCARD') => void;
  onClose: () => void;
}

export function ShortTimerDialog({ elapsedSeconds, busy, onAnswer, onClose }: ShortTimerDialogProps) {
  const { format } = useLocalTime();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const questionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Keeping loses nothing, so the focus starts there.
    keep.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="short-timer-dialog"
      aria-labelledby={titleId}
      aria-describedby={questionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{t('entryRules.shortTitle')}</h2>
      <p id={questionId}>{t('entryRules.shortQuestion', { duration: format.seconds(elapsedSeconds) })}</p>
      <div className="row">
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => onAnswer('DISCARD')}
        >
          {busy ? t('entryRules.shortBusy') : t('entryRules.shortDiscard')}
        </button>
        <button
          ref={keep}
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => onAnswer('KEEP')}
        >
          {t('entryRules.shortKeep')}
        </button>
      </div>
    </dialog>
  );
}
