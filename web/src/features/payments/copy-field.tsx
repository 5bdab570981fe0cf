import { useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n';

/** A read-only value to copy (the webhook URL, a pay link), with a copy button that falls back to selecting it. */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(t('payments.copied'));
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus(t('payments.copyFallback'));
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input
          ref={field}
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="copy-field-value"
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      {status && <p aria-live="polite">{status}</p>}
    </div>
  );
}
