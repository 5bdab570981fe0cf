import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { useConnectProcessor, type ConnectBody } from './payments-queries';

type Mode = 'connect' | 'replace' | 'signing-secret';

const WORDS = {
  connect: { title: 'payments.connectTitle', button: 'payments.connectButton' },
  replace: { title: 'payments.replaceTitle', button: 'payments.replaceButton' },
  'signing-secret': { title: 'payments.signingSecretTitle', button: 'payments.signingSecretButton' },
} as const;

/**
 * Connects Stripe with its secret key (the webhook signing secret may follow once the endpoint
 * exists in Stripe), replaces the key, or adds the signing secret alone.
 */
export function ConnectForm({ mode, onDone }: { mode: Mode; onDone?: () => void }) {
  const id = useId();
  const connect = useConnectProcessor();
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const asksKey = mode !== 'signing-secret';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ConnectBody = { provider: 'stripe' };
    if (asksKey) body.secretKey = secretKey.trim();
    if (webhookSecret.trim() !== '') body.webhookSecret = webhookSecret.trim();
    connect.mutate(body, {
      onSuccess: () => {
        setSecretKey('');
        setWebhookSecret('');
        onDone?.();
      },
    });
  };

  return (
    <form className="stack-tight" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(WORDS[mode].title)}</h3>
      {asksKey && (
        <TextField
          label={t('payments.secretKey')}
          hint={t('payments.secretKeyHint')}
          name="secretKey"
          type="password"
          autoComplete="off"
          required
          value={secretKey}
          onChange={(event) => setSecretKey(event.target.value)}
        />
      )}
      <TextField
        label={t('payments.webhookSecret')}
        hint={t(mode === 'signing-secret' ? 'payments.webhookSecretHint' : 'payments.webhookSecretLaterHint')}
        name="webhookSecret"
        type="password"
        autoComplete="off"
        required={!asksKey}
        value={webhookSecret}
        onChange={(event) => setWebhookSecret(event.target.value)}
      />
      {connect.error && <ErrorNotice error={connect.error} />}
      <SubmitButton
        busy={connect.isPending}
        busyLabel={t('payments.connecting')}
        disabled={asksKey ? secretKey.trim() === '' : webhookSecret.trim() === ''}
      >
        {t(WORDS[mode].button)}
      </SubmitButton>
    </form>
  );
}
