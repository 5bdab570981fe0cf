import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../components';
import { t } from '../lib/i18n';

export function RoutePending() {
  return (
    <div className="page">
      <LoadingState />
    </div>
  );
}

/** A screen whose data or code failed to load: the server's message and hint, and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    // Runs the failed guard or loader again, not only the rendering.
    void router.invalidate();
  };
  return (
    <div className="page">
      <ErrorNotice error={error} onRetry={retry} />
    </div>
  );
}

export function NotFoundScreen() {
  useDocumentTitle(t('app.notFoundTitle'));
  return (
    <main id="main" className="page page-narrow">
      <h1>{t('app.notFoundTitle')}</h1>
      <p>{t('app.notFoundBody')}</p>
      <Link to="/">{t('app.backHome')}</Link>
    </main>
  );
}
