import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { useConnectProcessor } from './payments-queries';

/** Connects Stripe, or replaces its keys: the secret key and the webhook endpoint's signing secret. */
export function ConnectForm({ replacing, onDone }: { replacing: boolean; onDone?: () => void }) {
  const id = useId();
  const connect = useConnectProcessor();
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(
      { provider: 'stripe', secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim() },
      {
        onSuccess: () => {
          setSecretKey('');
          setWebhookSecret('');
          onDone?.();
        },
      },
    );
  };

  return (
    <form className="stack-tight" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{replacing ? t('payments.replaceTitle') : t('payments.connectTitle')}</h3>
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
      <TextField
        label={t('payments.webhookSecret')}
        hint={t('payments.webhookSecretHint')}
        name="webhookSecret"
        type="password"
        autoComplete="off"
        required
        value={webhookSecret}
        onChange={(event) => setWebhookSecret(event.target.value)}
      />
      {connect.error && <ErrorNotice error={connect.error} />}
      <SubmitButton
        busy={connect.isPending}
        busyLabel={t('payments.connecting')}
        disabled={secretKey.trim() === '' || webhookSecret.trim() === ''}
      >
        {replacing ? t('payments.replaceButton') : t('payments.connectButton')}
      </SubmitButton>
    </form>
  );
}
