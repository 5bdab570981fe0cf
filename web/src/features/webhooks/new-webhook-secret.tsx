import { OneTimeSecret } from '../../components';
import { t } from '../../lib/i18n';

/** A webhook's signing secret, shown once: after creating it, or after rotating (as a new API key is). */
export function NewWebhookSecret({ message, secret, onDone }: { message: string; secret: string; onDone: () => void }) {
  return (
    <OneTimeSecret
      secret={secret}
      message={message}
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
