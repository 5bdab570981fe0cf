// A secret the server shows once (a new API key, a webhook's signing secret): in a read-only field
// to copy to the clipboard, or selected for copying by hand where there is no clipboard.
import { useId, useRef, useState } from 'react';
import './one-time-secret.css';

interface OneTimeSecretProps {
  secret: string;
  /** What was created and that it is shown only now. */
  message: string;
  /** The field's label, the copy button, what it says after copying or failing to, and the done button. */
  words: { label: string; copy: string; copied: string; copyFallback: string; done: string };
  onDone: () => void;
}

export function OneTimeSecret({ secret, message, words, onDone }: OneTimeSecretProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(secret);
      setStatus(words.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for copying by hand.
      field.current?.focus();
      field.current?.select();
      setStatus(words.copyFallback);
    }
  };
  return (
    <div className="notice notice-success one-time-secret" role="status">
      <p>{message}</p>
      <div className="field">
        <label htmlFor={id}>{words.label}</label>
        <div className="one-time-secret-row">
          <input
            ref={field}
            id={id}
            type="text"
            readOnly
            value={secret}
            onFocus={(event) => event.target.select()}
            className="one-time-secret-value"
          />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {words.copy}
          </button>
        </div>
      </div>
      {status && <p aria-live="polite">{status}</p>}
      <button type="button" className="button button-secondary" onClick={onDone}>
        {words.done}
      </button>
    </div>
  );
}
