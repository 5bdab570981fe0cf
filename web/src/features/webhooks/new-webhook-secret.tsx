import { OneTimeSecret } from '../../components';
import { t } from '../../lib/i18n';

/** The signing secret of the webhook just created, shown once (as a new API key is). */
export function NewWebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <OneTimeSecret
      secret={secret}
      message={t('webhooks.createdOnce', { url })}
      words={{
        label: t('webhooks.secretLabel'),
        copy: t('webhooks.copy'),
        copied: t('webhooks.copied'),
        copyFallback: t('webhooks.copyFallback'),
        done: t('webhooks.secretDone'),
      }}
      onDone={onDone}
    />
  );
}
