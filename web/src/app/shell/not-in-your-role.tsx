import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';

/**
 * A screen opened by its address by someone whose role has nothing on it: said once, in words,
 * with the way back, instead of the refusals of every request the screen would make.
 */
export function NotInYourRole({ screen }: { screen: string }) {
  useDocumentTitle(screen);
  return (
    <section className="stack" aria-labelledby="not-in-role-title">
      <h1 id="not-in-role-title">{screen}</h1>
      <div className="notice">
        <p className="notice-message">{t('shell.notInRole', { screen })}</p>
        <p className="notice-hint">{t('shell.notInRoleHint')}</p>
      </div>
      <p>
        <Link to="/">{t('shell.backHome')}</Link>
      </p>
    </section>
  );
}
