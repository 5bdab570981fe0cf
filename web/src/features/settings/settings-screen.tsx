import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { ApiKeysSection } from '../api-keys';
import { meQuery, useHasPermission, useMyPermissions } from '../auth';
import { PaymentsSection } from '../payments';
import { PlanSection } from '../plan';
import { WebhooksSection } from '../webhooks';
import { AlertsSection } from './alerts-section';
import { BillingProfileForm } from './billing-profile-form';
import { billingProfileQuery } from './billing-profile-queries';
import { CalendarForm } from './calendar-form';
import { CalendarSummary } from './calendar-summary';
import { EntryRulesForm } from './entry-rules-form';
import { MyZoneForm } from './my-zone-form';
import { ReportsStatus } from './reports-status';
import { ReviewPolicyForm } from './review-policy-form';
import { calendarQuery, useCanManageSettings } from './settings-queries';

/**
 * Settings for everyone: the organization's calendar (changed by Owners and Admins, shown to
 * everyone else), the person's own time zone and alerts; the billing profile, the plan, online
 * payments and webhooks for Owners and Admins.
 */
export function SettingsScreen() {
  useDocumentTitle(t('settings.title'));
  const permission = useCanManageSettings();
  const me = useQuery(meQuery);
  const organization = me.data?.activeOrganization ?? null;
  const calendar = useQuery(calendarQuery(organization?.id));
  // The billing profile holds bank details: shown to those who may both see money and change settings.
  const money = useHasPermission('financials.read');
  const mine = useMyPermissions();
  const billing = useQuery({
    ...billingProfileQuery(organization?.id),
    enabled: !!organization && permission.allowed && money.allowed,
  });

  if (permission.isPending || money.isPending || me.isPending) return <LoadingState />;
  return (
    <section className="stack" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className="lead">{t('settings.intro')}</p>
      {calendar.isPending ? (
        <LoadingState />
      ) : calendar.isError ? (
        <ErrorNotice error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <>
          {permission.allowed ? (
            <CalendarForm key={organization?.id} saved={calendar.data} />
          ) : (
            <CalendarSummary calendar={calendar.data} />
          )}
          <ReportsStatus reports={calendar.data.reports} />
          {permission.allowed && <ReviewPolicyForm key={`review-${organization?.id}`} saved={calendar.data} />}
          {permission.allowed && <EntryRulesForm key={`entries-${organization?.id}`} saved={calendar.data} />}
        </>
      )}
      {organization &&
        permission.allowed &&
        money.allowed &&
        (billing.isPending ? (
          <LoadingState />
        ) : billing.isError ? (
          <ErrorNotice error={billing.error} onRetry={() => void billing.refetch()} />
        ) : (
          <BillingProfileForm
            key={`billing-${organization.id}`}
            organizationId={organization.id}
            saved={billing.data}
          />
        ))}
      {organization && (
        <MyZoneForm
          key={`my-zone-${organization.id}`}
          myTimeZone={organization.myTimeZone}
          organizationZone={organization.timeZone}
        />
      )}
      <PlanSection />
      {organization && <AlertsSection organizationId={organization.id} canManage={permission.allowed} />}
      {organization && !mine.isPending && (
        <ApiKeysSection
          key={`api-keys-${organization.id}`}
          organizationId={organization.id}
          permissions={mine.permissions}
          canManage={permission.allowed}
        />
      )}
      {organization && permission.allowed && (
        <PaymentsSection key={`payments-${organization.id}`} organizationId={organization.id} />
      )}
      {organization && permission.allowed && !mine.isPending && (
        <WebhooksSection
          key={`webhooks-${organization.id}`}
          organizationId={organization.id}
          permissions={mine.permissions}
        />
      )}
    </section>
  );
}
