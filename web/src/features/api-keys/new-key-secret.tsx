import { OneTimeSecret } from '../../components';
import { t } from '../../lib/i18n';

/** The key just created, shown once: copied to the clipboard or selected for copying by hand. */
export function NewKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <OneTimeSecret
      secret={secret}
      message={t('apiKeys.createdOnce', { name })}
      words={{
        label: t('apiKeys.secretLabel'),
        copy: t('apiKeys.copy'),
        copied: t('apiKeys.copied'),
        copyFallback: t('apiKeys.copyFallback'),
        done: t('apiKeys.secretDone'),
      }}
      onDone={onDone}
    />
  );
}
