import { useId } from 'react';
import { CopyField } from '../../components';
import { t } from '../../lib/i18n';

/** The address of the organization's branded sign-in page, to share with the team. */
export function SignInAddress({ organizationId }: { organizationId: string }) {
  const id = useId();
  const address = `${window.location.origin}/sign-in?organization=${organizationId}`;
  return (
    <section className="card stack-tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.signInTitle')}</h2>
      <p>{t('settings.signInIntro')}</p>
      <CopyField
        value={address}
        hint={t('settings.signInHint')}
        words={{
          label: t('settings.signInAddress'),
          copy: t('settings.signInCopy'),
          copied: t('settings.signInCopied'),
          copyFallback: t('settings.signInCopyFallback'),
        }}
      />
    </section>
  );
}
