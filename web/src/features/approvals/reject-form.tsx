import { useId, useState, type FormEvent } from 'react';
import { FormActions } from '../../components';
import { t } from '../../lib/i18n';

const MIN = 3;
const MAX = 500;

interface RejectFormProps {
  /** The form's heading: what is rejected. */
  title: string;
  busy: boolean;
  error: unknown;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** The reason a rejection needs (3–500 characters, as the server counts them: trimmed), counted as typed. */
export function RejectForm({ title, busy, error, onReject, onCancel }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  const length = reason.trim().length;
  const valid = length >= MIN && length <= MAX;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onReject(reason.trim());
  };
  return (
    <form className="stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="field">
        <label htmlFor={id}>{t('approvals.reason')}</label>
        <textarea
          id={id}
          name="rejectionReason"
          rows={3}
          value={reason}
          aria-describedby={`${id}-hint ${id}-count`}
          aria-invalid={reason !== '' && !valid}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('approvals.reasonHint')}
        </p>
        <p id={`${id}-count`} className={valid ? 'field-hint' : 'field-hint field-hint-warning'} aria-live="polite">
          {t('approvals.reasonCount', { count: length })}
        </p>
      </div>
      <FormActions
        error={error}
        busy={busy}
        busyLabel={t('approvals.rejecting')}
        submitLabel={t('approvals.confirmReject')}
        disabled={!valid}
        onCancel={onCancel}
      />
    </form>
  );
}
