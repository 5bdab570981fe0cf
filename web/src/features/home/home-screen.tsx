// The signed-in start page: what each person needs first, by what their role lets them see, each
// block a link to the screen where it is done. A block is only built (and its routes only asked)
// when the role holds what those routes need, so Home never shows a refusal nobody asked for.
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { meQuery, useMyPermissions } from '../auth';
import { BudgetsCard } from './budgets-card';
import { InvoicesCard } from './invoices-card';
import { MissingTimeCard } from './missing-time-card';
import { MyWeekCard } from './my-week-card';
import { ReviewCard } from './review-card';
import { TimerCard } from './timer-card';
import './home.css';

export function HomeScreen() {
  useDocumentTitle(t('home.title'));
  const me = useQuery(meQuery);
  const mine = useMyPermissions();

  if (me.isPending || mine.isPending) return <LoadingState />;
  if (me.isError) return <ErrorNotice error={me.error} onRetry={() => void me.refetch()} />;

  const { user, activeOrganization: organization, organizations } = me.data;
  const may = (...keys: string[]) => keys.every((key) => mine.permissions.has(key));
  // What each block's routes need (docs/rbac.md), not merely the permission it is about.
  const tracks = may('time.track');
  const reviews = may('time.approve', 'time.read.all');
  const seesMissing = reviews && may('members.read');
  const seesBudgets = may('financials.read', 'projects.read');
  const seesInvoices = may('financials.read');
  const anyBlock = tracks || reviews || seesBudgets || seesInvoices;

  return (
    <section className="stack home" aria-labelledby="home-title">
      <div>
        <h1 id="home-title">{t('home.welcome', { name: user.name })}</h1>
        {organization && (
          <p className="lead">
            {t('home.activeOrganization', { organization: organization.name, role: organization.role })}
          </p>
        )}
      </div>
      {mine.rbac.isError && <ErrorNotice error={mine.rbac.error} onRetry={() => void mine.rbac.refetch()} />}

      {organization && tracks && (
        <div className="home-section" role="group" aria-label={t('home.yourTime')}>
          <MyWeekCard
            userId={user.id}
            memberId={organization.memberId}
            organizationId={organization.id}
            canListMembers={may('members.read')}
          />
          <TimerCard />
        </div>
      )}
      {organization && reviews && (
        <div className="home-section" role="group" aria-label={t('home.yourTeam')}>
          <ReviewCard viewerUserId={user.id} />
          {seesMissing && (
            <MissingTimeCard
              organizationId={organization.id}
              organizationZone={organization.timeZone}
              viewerUserId={user.id}
              roles={mine.rbac.data?.roles ?? []}
            />
          )}
        </div>
      )}
      {organization && (seesBudgets || seesInvoices) && (
        <div className="home-section" role="group" aria-label={t('home.money')}>
          {seesBudgets && <BudgetsCard />}
          {seesInvoices && <InvoicesCard organizationZone={organization.timeZone} />}
        </div>
      )}
      {organization && !anyBlock && !mine.rbac.isError && <p className="card home-quiet">{t('home.nothingToDo')}</p>}

      {(!organization || organizations.length > 1) && (
        <section className="stack-tight" aria-labelledby="home-organizations">
          <h2 id="home-organizations">{t('home.organizations')}</h2>
          {organizations.length === 0 ? (
            <EmptyState>{t('home.noOrganizations')}</EmptyState>
          ) : (
            <ul className="list">
              {organizations.map((each) => (
                <li key={each.id}>
                  {each.name} <span className="muted">({each.role})</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
