// A button whose action waits for a second, explicit yes: archiving, stopping sharing, issuing a
// new link or revoking a key cannot be undone, so each says what will happen first.
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../lib/i18n';
import './confirm-action.css';

interface ConfirmActionProps {
  label: string;
  /** The opener's accessible name when its label alone is ambiguous in a list ("Revoke the key Nightly export"). */
  openerName?: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  busyLabel: string;
  /** Runs the action; `close` is for its success, so a failure keeps the question open beside it. */
  onConfirm: (close: () => void) => void;
}

export function ConfirmAction({
  label,
  openerName,
  question,
  confirmLabel,
  busy,
  busyLabel,
  onConfirm,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
  }, [asking]);

  const close = () => {
    setAsking(false);
    // Back where the person was, so the keyboard does not lose its place.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!asking)
    return (
      <button
        ref={opener}
        type="button"
        className="button button-secondary confirm-opener"
        aria-label={openerName}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div className="confirm card-inset" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="confirm-question">
        {question}
      </p>
      <div className="row">
        <button
          ref={confirmButton}
          type="button"
          className="button button-danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => onConfirm(close)}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={close}>
          {t('app.cancel')}
        </button>
      </div>
    </div>
  );
}
