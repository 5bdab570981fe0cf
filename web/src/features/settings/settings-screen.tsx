import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { meQuery } from '../auth';
import { CalendarForm } from './calendar-form';
import { MyZoneForm } from './my-zone-form';
import { calendarQuery, useCanManageSettings } from './settings-queries';

/** Owners' and Admins' organization settings (the calendar), and their own time zone. */
export function SettingsScreen() {
  useDocumentTitle(t('settings.title'));
  const permission = useCanManageSettings();
  const calendar = useQuery({ ...calendarQuery, enabled: permission.allowed });
  const me = useQuery(meQuery);
  const organization = me.data?.activeOrganization ?? null;

  if (permission.isPending) return <LoadingState />;
  if (!permission.allowed)
    return (
      <section className="stack" aria-labelledby="settings-title">
        <h1 id="settings-title">{t('settings.title')}</h1>
        <div className="notice notice-info">
          <p className="notice-message">{t('settings.notAllowed')}</p>
          <p className="notice-hint">{t('settings.notAllowedHint')}</p>
        </div>
      </section>
    );

  return (
    <section className="stack" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className="lead">{t('settings.intro')}</p>
      {calendar.isPending ? (
        <LoadingState />
      ) : calendar.isError ? (
        <ErrorNotice error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <CalendarForm saved={calendar.data} />
      )}
      {organization && (
        <MyZoneForm
          key={organization.id}
          myTimeZone={organization.myTimeZone}
          organizationZone={organization.timeZone}
        />
      )}
    </section>
  );
}
