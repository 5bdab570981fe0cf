import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorNotice, LoadingState, SubmitButton, TextField, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { loadPortal, minutesToWait, PortalError } from './portal-query';
import { PortalReportView } from './portal-report';

/**
 * What a client opens from a shared link: a password prompt when the share has one, then the
 * proof of work. The password lives in this component's state only (no storage, no URL).
 */
export function PortalScreen() {
  const { token } = useParams({ from: '/public/portal/$token' });
  const [password, setPassword] = useState('');
  // Each submission is a new query; the password itself never enters the query key or a cache.
  const [submitted, setSubmitted] = useState<{ attempt: number; password: string | null }>({
    attempt: 0,
    password: null,
  });
  const report = useQuery({
    queryKey: ['portal', token, submitted.attempt],
    queryFn: () => loadPortal(token, submitted.password),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  useDocumentTitle(report.data ? report.data.project.name : t('portal.title'));

  if (report.isPending) return <LoadingState />;
  if (report.isSuccess) return <PortalReportView report={report.data} />;

  const error = report.error instanceof PortalError ? report.error : null;
  if (error?.unknownLink)
    return (
      <section className="stack" aria-labelledby="portal-title">
        <h1 id="portal-title">{t('portal.title')}</h1>
        <div className="notice notice-error" role="alert">
          <p className="notice-message">{t('portal.notFound')}</p>
          <p className="notice-hint">{t('portal.notFoundHint')}</p>
        </div>
      </section>
    );

  if (error?.needsPassword || error?.rateLimited) {
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      setSubmitted((previous) => ({ attempt: previous.attempt + 1, password }));
    };
    // The first answer only says a password is needed; after an attempt the server says why it failed.
    const tried = submitted.password !== null;
    return (
      <section className="stack" aria-labelledby="portal-title">
        <h1 id="portal-title">{t('portal.passwordTitle')}</h1>
        <p className="lead">{t('portal.passwordIntro')}</p>
        {error.rateLimited && (
          <div className="notice notice-error" role="alert">
            <p className="notice-message">{error.problem.message}</p>
            <p className="notice-hint">
              {error.retryAfterSeconds === null
                ? error.problem.hint
                : t('portal.retryAfter', { minutes: minutesToWait(error.retryAfterSeconds) })}
            </p>
          </div>
        )}
        {error.needsPassword && tried && (
          <div className="notice notice-error" role="alert">
            <p className="notice-message">{t('portal.wrongPassword')}</p>
            <p className="notice-hint">{t('portal.wrongPasswordHint')}</p>
          </div>
        )}
        <form className="stack card" onSubmit={onSubmit}>
          <TextField
            label={t('portal.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <SubmitButton busy={report.isFetching} busyLabel={t('portal.opening')}>
            {t('portal.open')}
          </SubmitButton>
        </form>
      </section>
    );
  }

  return (
    <ErrorNotice
      error={error?.problem ?? report.error}
      onRetry={() => setSubmitted((previous) => ({ ...previous, attempt: previous.attempt + 1 }))}
    />
  );
}
