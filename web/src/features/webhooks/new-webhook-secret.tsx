import { useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n';

/** The signing secret of the webhook just created, shown once (as a new API key is): copied or selected. */
export function NewWebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(secret);
      setStatus(t('webhooks.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for copying by hand.
      field.current?.focus();
      field.current?.select();
      setStatus(t('webhooks.copyFallback'));
    }
  };
  return (
    <div className="notice notice-success webhook-secret" role="status">
      <p>{t('webhooks.createdOnce', { url })}</p>
      <div className="field">
        <label htmlFor={id}>{t('webhooks.secretLabel')}</label>
        <div className="webhook-secret-row">
          <input
            ref={field}
            id={id}
            type="text"
            readOnly
            value={secret}
            onFocus={(event) => event.target.select()}
            className="webhook-secret-value"
          />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {t('webhooks.copy')}
          </button>
        </div>
      </div>
      {status && <p aria-live="polite">{status}</p>}
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('webhooks.secretDone')}
      </button>
    </div>
  );
}
