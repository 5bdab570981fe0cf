import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, LoadingState } from '../../components';
import { AlertsForm } from './alerts-form';
import { alertSettingsQuery, myAlertsQuery } from './alerts-queries';
import { MyAlertsForm } from './my-alerts-form';

/** Budget alerts and capacity reminders: the organization's (Owners and Admins) and the person's own. */
export function AlertsSection({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  const organization = useQuery(alertSettingsQuery(organizationId));
  const mine = useQuery(myAlertsQuery(organizationId));
  if (organization.isPending || mine.isPending) return <LoadingState />;
  if (organization.isError)
    return <ErrorNotice error={organization.error} onRetry={() => void organization.refetch()} />;
  if (mine.isError) return <ErrorNotice error={mine.error} onRetry={() => void mine.refetch()} />;
  return (
    <>
      {canManage && <AlertsForm key={`org-${organizationId}`} saved={organization.data} />}
      <MyAlertsForm key={`me-${organizationId}`} saved={mine.data} organization={organization.data} />
    </>
  );
}
