import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { legalQuery } from './account-api';

/**
 * The "I accept the terms" box, naming the version the server publishes, with links to the terms
 * and privacy pages (opened in a new tab so a half-filled form is not lost).
 */
export function TermsConsent() {
  const legal = useQuery(legalQuery);
  return (
    <div className="field">
      {legal.isError && <ErrorNotice error={legal.error} onRetry={() => void legal.refetch()} />}
      <label className="choice-option consent">
        <input type="checkbox" name="acceptedTerms" required />
        <span>
          {legal.data
            ? t('account.acceptTermsVersion', { version: legal.data.termsVersion })
            : t('account.acceptTerms')}{' '}
          <Link to="/legal/terms" target="_blank">
            {t('legal.termsTitle')}
          </Link>{' '}
          {t('account.and')}{' '}
          <Link to="/legal/privacy" target="_blank">
            {t('legal.privacyTitle')}
          </Link>
        </span>
      </label>
    </div>
  );
}
