// A value to copy (a secret shown once, a link to share): a read-only field and a copy button,
// which selects the value for copying by hand where there is no clipboard.
import { useId, useRef, useState } from 'react';
import './one-time-secret.css';

export interface CopyFieldWords {
  label: string;
  copy: string;
  copied: string;
  copyFallback: string;
}

export function CopyField({ value, words, hint }: { value: string; words: CopyFieldWords; hint?: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(value);
      setStatus(words.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for copying by hand.
      field.current?.focus();
      field.current?.select();
      setStatus(words.copyFallback);
    }
  };
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{words.label}</label>
        <div className="one-time-secret-row">
          <input
            ref={field}
            id={id}
            type="text"
            readOnly
            value={value}
            onFocus={(event) => event.target.select()}
            className="one-time-secret-value"
            aria-describedby={hint ? `${id}-hint` : undefined}
          />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {words.copy}
          </button>
        </div>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
      </div>
      {status && <p aria-live="polite">{status}</p>}
    </>
  );
}
