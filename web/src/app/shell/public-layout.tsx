import { Outlet } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { useFocusMainOnNavigation } from './use-focus-on-navigation';

/** The frame of the pages anyone may open: sign-in, sign-up, invitations, legal pages. */
export function PublicLayout() {
  useFocusMainOnNavigation();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="public-header">
        <span className="brand">{t('app.name')}</span>
        <span className="muted">{t('app.tagline')}</span>
      </header>
      <main id="main" tabIndex={-1} className="page page-narrow">
        <Outlet />
      </main>
    </div>
  );
}
