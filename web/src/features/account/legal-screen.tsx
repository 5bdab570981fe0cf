import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { createFormatters } from '../../lib/format';
import { t } from '../../lib/i18n';
import { legalQuery } from './account-api';

// The effective date is a calendar day: shown as that day wherever the reader is.
const calendarDay = createFormatters({
  locales: typeof navigator === 'undefined' ? ['en'] : navigator.languages,
  timeZone: 'UTC',
});

type LegalDocument = 'terms' | 'privacy';

/** The published version and effective date, and the document itself when the server links one elsewhere. */
function LegalScreen({ document }: { document: LegalDocument }) {
  const title = document === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle');
  useDocumentTitle(title);
  const legal = useQuery(legalQuery);

  let body;
  if (legal.isPending) body = <LoadingState />;
  else if (legal.isError) body = <ErrorNotice error={legal.error} onRetry={() => void legal.refetch()} />;
  else {
    const url = document === 'terms' ? legal.data.termsUrl : legal.data.privacyUrl;
    // By default the server publishes this very page as the document's address: no link to itself.
    const elsewhere = new URL(url).href !== new URL(window.location.pathname, window.location.origin).href;
    body = (
      <>
        <dl className="facts">
          <dt>{t('legal.version')}</dt>
          <dd>{legal.data.termsVersion}</dd>
          <dt>{t('legal.effective')}</dt>
          <dd>{calendarDay.date(legal.data.effectiveDate)}</dd>
        </dl>
        {elsewhere ? (
          <p>
            <a href={url} rel="noopener noreferrer">
              {t('legal.readDocument', { title })}
            </a>
          </p>
        ) : (
          <p className="muted">{t('legal.noDocument')}</p>
        )}
      </>
    );
  }

  return (
    <section className="card stack" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {body}
      <nav aria-label={t('legal.otherDocuments')} className="row">
        {document === 'terms' ? (
          <Link to="/legal/privacy">{t('legal.privacyTitle')}</Link>
        ) : (
          <Link to="/legal/terms">{t('legal.termsTitle')}</Link>
        )}
        <Link to="/">{t('app.backHome')}</Link>
      </nav>
    </section>
  );
}

export function TermsScreen() {
  return <LegalScreen document="terms" />;
}

export function PrivacyScreen() {
  return <LegalScreen document="privacy" />;
}
