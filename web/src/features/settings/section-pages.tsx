// Each section of Settings as the page it is shown on: its data loaded, then its one form (or list).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { ApiKeysSection } from '../api-keys';
import { YourDataSection } from '../exports';
import { useMyPermissions, type Me } from '../auth';
import { PaymentsSection } from '../payments';
import { PlanSection } from '../plan';
import { WebhooksSection } from '../webhooks';
import { AlertsForm } from './alerts-form';
import { alertSettingsQuery, myAlertsQuery } from './alerts-queries';
import { BillingProfileForm } from './billing-profile-form';
import { billingProfileQuery } from './billing-profile-queries';
import { BrandForm } from './brand-form';
import { SignInAddress } from './sign-in-address';
import { CalendarForm } from './calendar-form';
import { CalendarSummary } from './calendar-summary';
import { EntryRulesForm } from './entry-rules-form';
import { MyAlertsForm } from './my-alerts-form';
import { MyZoneForm } from './my-zone-form';
import { ReportsStatus } from './reports-status';
import { ReviewPolicyForm } from './review-policy-form';
import type { SettingsAccess } from './settings-access';
import type { SectionSlug } from './settings-sections';
import { calendarQuery } from './settings-queries';

type Organization = NonNullable<Me['activeOrganization']>;

export interface SectionPageProps {
  organization: Organization;
  access: SettingsAccess;
}

/** A query's data through `render`, or the wait or the error with a way to try again. */
function Loaded<T>({ query, render }: { query: UseQueryResult<T>; render: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  return <>{render(query.data)}</>;
}

function CalendarPage({ organization, access }: SectionPageProps) {
  const calendar = useQuery(calendarQuery(organization.id));
  return (
    <Loaded
      query={calendar}
      render={(data) => (
        <>
          {access.manage ? <CalendarForm key={organization.id} saved={data} /> : <CalendarSummary calendar={data} />}
          <ReportsStatus reports={data.reports} />
        </>
      )}
    />
  );
}

function EntryRulesPage({ organization }: SectionPageProps) {
  const calendar = useQuery(calendarQuery(organization.id));
  return <Loaded query={calendar} render={(data) => <EntryRulesForm key={organization.id} saved={data} />} />;
}

function ReviewPage({ organization }: SectionPageProps) {
  const calendar = useQuery(calendarQuery(organization.id));
  return <Loaded query={calendar} render={(data) => <ReviewPolicyForm key={organization.id} saved={data} />} />;
}

function BrandPage({ organization }: SectionPageProps) {
  const calendar = useQuery(calendarQuery(organization.id));
  return (
    <Loaded
      query={calendar}
      render={(data) => (
        <>
          <BrandForm key={organization.id} saved={data} organizationName={organization.name} />
          <SignInAddress organizationId={organization.id} />
        </>
      )}
    />
  );
}

function BillingPage({ organization }: SectionPageProps) {
  const billing = useQuery(billingProfileQuery(organization.id));
  return (
    <Loaded
      query={billing}
      render={(data) => <BillingProfileForm key={organization.id} organizationId={organization.id} saved={data} />}
    />
  );
}

function MyZonePage({ organization }: SectionPageProps) {
  return (
    <MyZoneForm key={organization.id} myTimeZone={organization.myTimeZone} organizationZone={organization.timeZone} />
  );
}

function AlertsPage({ organization }: SectionPageProps) {
  const alerts = useQuery(alertSettingsQuery(organization.id));
  return <Loaded query={alerts} render={(data) => <AlertsForm key={organization.id} saved={data} />} />;
}

function MyAlertsPage({ organization }: SectionPageProps) {
  // The organization's switches say what it has turned off, which the person cannot turn on.
  const alerts = useQuery(alertSettingsQuery(organization.id));
  const mine = useQuery(myAlertsQuery(organization.id));
  return (
    <Loaded
      query={alerts}
      render={(orgAlerts) => (
        <Loaded
          query={mine}
          render={(data) => <MyAlertsForm key={organization.id} saved={data} organization={orgAlerts} />}
        />
      )}
    />
  );
}

function ApiKeysPage({ organization, access }: SectionPageProps) {
  const mine = useMyPermissions();
  if (mine.isPending) return <LoadingState />;
  return (
    <ApiKeysSection
      key={organization.id}
      organizationId={organization.id}
      permissions={mine.permissions}
      canManage={access.manage}
    />
  );
}

function PaymentsPage({ organization }: SectionPageProps) {
  return <PaymentsSection key={organization.id} organizationId={organization.id} />;
}

function WebhooksPage({ organization }: SectionPageProps) {
  const mine = useMyPermissions();
  if (mine.isPending) return <LoadingState />;
  return <WebhooksSection key={organization.id} organizationId={organization.id} permissions={mine.permissions} />;
}

export const SECTION_PAGES: Record<SectionSlug, (props: SectionPageProps) => ReactNode> = {
  'my-time-zone': MyZonePage,
  'my-alerts': MyAlertsPage,
  'api-keys': ApiKeysPage,
  'your-data': YourDataSection,
  calendar: CalendarPage,
  'time-entries': EntryRulesPage,
  review: ReviewPage,
  brand: BrandPage,
  alerts: AlertsPage,
  billing: BillingPage,
  plan: PlanSection,
  payments: PaymentsPage,
  webhooks: WebhooksPage,
};
