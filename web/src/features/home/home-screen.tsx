import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { meQuery } from '../auth';

/** The signed-in start page: who you are and where you work. Later screens link from here. */
export function HomeScreen() {
  const { format } = useLocalTime();
  useDocumentTitle(t('home.title'));
  const me = useQuery(meQuery);

  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorNotice error={me.error} onRetry={() => void me.refetch()} />;

  const { user, activeOrganization, organizations } = me.data;
  return (
    <section className="stack" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.welcome', { name: user.name })}</h1>
      {activeOrganization && (
        <p className="lead">
          {t('home.activeOrganization', { organization: activeOrganization.name, role: activeOrganization.role })}
        </p>
      )}
      <h2>{t('home.organizations')}</h2>
      {organizations.length === 0 ? (
        <EmptyState>{t('home.noOrganizations')}</EmptyState>
      ) : (
        <ul className="list">
          {organizations.map((organization) => (
            <li key={organization.id}>
              {organization.name} <span className="muted">({organization.role})</span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('home.memberSince', { date: format.date(user.createdAt) })}</p>
    </section>
  );
}
