import { useId } from 'react';
import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useFocusOnMount } from './focus';

interface ConfirmPanelProps {
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A second step before an action that takes effect at once (deactivating, deleting a role). */
export function ConfirmPanel({
  title,
  body,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const id = useId();
  // Focus moves to the question, so a keyboard or screen reader user hears what they confirm.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="confirm-panel stack-tight" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>{body}</p>
      {error !== null && <ErrorNotice error={error} />}
      <div className="row">
        <button type="button" className="button button-danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('members.cancel')}
        </button>
      </div>
    </div>
  );
}
