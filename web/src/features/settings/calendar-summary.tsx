import { useId } from 'react';
import { t } from '../../lib/i18n';
import { dayName, WEEKDAYS, type Calendar } from './calendar';
import './settings.css';

/** The organization's calendar as people who may not change it see it: what their days follow. */
export function CalendarSummary({ calendar }: { calendar: Calendar }) {
  const id = useId();
  return (
    <section className="card stack-tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.calendarTitle')}</h2>
      <p className="field-hint">{t('settings.calendarIntro')}</p>
      <dl className="settings-summary">
        <dt>{t('settings.timeZone')}</dt>
        <dd>{calendar.timeZone}</dd>
        <dt>{t('settings.firstDay')}</dt>
        <dd>{dayName(calendar.firstDayOfWeek)}</dd>
        <dt>{t('settings.workingDays')}</dt>
        <dd>
          {WEEKDAYS.filter((day) => calendar.workingDays.includes(day))
            .map(dayName)
            .join(', ')}
        </dd>
      </dl>
      <div className="notice notice-info">
        <p className="notice-message">{t('settings.notAllowed')}</p>
        <p className="notice-hint">{t('settings.notAllowedHint')}</p>
      </div>
    </section>
  );
}
