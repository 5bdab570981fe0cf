import { useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n';

/** The key just created, shown once: copied to the clipboard or selected for copying by hand. */
export function NewKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(secret);
      setStatus(t('apiKeys.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for copying by hand.
      field.current?.focus();
      field.current?.select();
      setStatus(t('apiKeys.copyFallback'));
    }
  };
  return (
    <div className="notice notice-success api-key-secret" role="status">
      <p>{t('apiKeys.createdOnce', { name })}</p>
      <div className="field">
        <label htmlFor={id}>{t('apiKeys.secretLabel')}</label>
        <div className="api-key-secret-row">
          <input
            ref={field}
            id={id}
            type="text"
            readOnly
            value={secret}
            onFocus={(event) => event.target.select()}
            className="api-key-secret-value"
          />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {t('apiKeys.copy')}
          </button>
        </div>
      </div>
      {status && <p aria-live="polite">{status}</p>}
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('apiKeys.secretDone')}
      </button>
    </div>
  );
}
