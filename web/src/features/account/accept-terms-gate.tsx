import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { ErrorNotice, LoadingState, SubmitButton, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { meQuery } from '../auth';
import { legalQuery, useAcceptTerms } from './account-api';

/**
 * Shows the signed-in screens only once the person has accepted the terms in force; until then a
 * screen that asks them to (the API answers `needsLegalAcceptance` on GET /auth/me).
 */
export function AcceptTermsGate({ children }: { children: ReactNode }) {
  const me = useQuery(meQuery);
  if (!me.data?.user.needsLegalAcceptance) return children;
  return <AcceptTermsScreen acceptedBefore={me.data.user.termsVersion !== null} />;
}

/** Someone who accepted an earlier version is told the terms changed; a first acceptance is not. */
function AcceptTermsScreen({ acceptedBefore }: { acceptedBefore: boolean }) {
  const title = acceptedBefore ? t('acceptTerms.title') : t('acceptTerms.firstTitle');
  useDocumentTitle(title);
  const legal = useQuery(legalQuery);
  const accept = useAcceptTerms();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (legal.data) accept.mutate(legal.data.termsVersion);
  }

  return (
    <section className="card auth-card" aria-labelledby="accept-terms-title">
      <h1 id="accept-terms-title">{title}</h1>
      {legal.isPending ? (
        <LoadingState />
      ) : legal.isError ? (
        <ErrorNotice error={legal.error} onRetry={() => void legal.refetch()} />
      ) : (
        <form className="stack" onSubmit={submit} aria-labelledby="accept-terms-title">
          <p>
            {t(acceptedBefore ? 'acceptTerms.intro' : 'acceptTerms.firstIntro', { version: legal.data.termsVersion })}
          </p>
          <div className="row">
            <Link to="/legal/terms" target="_blank">
              {t('legal.termsTitle')}
            </Link>
            <Link to="/legal/privacy" target="_blank">
              {t('legal.privacyTitle')}
            </Link>
          </div>
          {accept.isError && <ErrorNotice error={accept.error} />}
          <SubmitButton busy={accept.isPending} busyLabel={t('acceptTerms.accepting')}>
            {t('acceptTerms.accept')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
