import { useId, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { dayName, WEEKDAYS } from './calendar';
import { useSaveAlertSettings } from './alerts-queries';
import { SettingsFormFooter } from './settings-form-footer';

export interface AlertSettings {
  budgetAlerts: boolean;
  capacityReminders: boolean;
  /** ISO weekday; null: the week's last working day. */
  reminderWeekday: number | null;
  reminderHour: number;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** When the reminder goes out, in words: for those who may not change it. */
export function reminderTimeText(settings: AlertSettings): string {
  const day = settings.reminderWeekday === null ? t('alerts.lastWorkingDay') : dayName(settings.reminderWeekday);
  return t('alerts.reminderAt', { day, time: hourLabel(settings.reminderHour) });
}

/** The organization's budget alerts and capacity reminders, for Owners and Admins. */
export function AlertsForm({ saved }: { saved: AlertSettings }) {
  const id = useId();
  const save = useSaveAlertSettings();
  const [values, setValues] = useState(saved);
  const [done, setDone] = useState(false);
  const change = (patch: Partial<AlertSettings>) => setValues((previous) => ({ ...previous, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(values, { onSuccess: () => setDone(true) });
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('alerts.title')}</h2>
      <p className="field-hint">{t('alerts.intro')}</p>
      <div className="choice-option">
        <input
          id={`${id}-budget`}
          type="checkbox"
          checked={values.budgetAlerts}
          onChange={(event) => change({ budgetAlerts: event.target.checked })}
        />
        <label htmlFor={`${id}-budget`}>{t('alerts.budgetAlerts')}</label>
      </div>
      <div className="choice-option">
        <input
          id={`${id}-capacity`}
          type="checkbox"
          checked={values.capacityReminders}
          onChange={(event) => change({ capacityReminders: event.target.checked })}
        />
        <label htmlFor={`${id}-capacity`}>{t('alerts.capacityReminders')}</label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-day`}>{t('alerts.reminderDay')}</label>
        <select
          id={`${id}-day`}
          value={values.reminderWeekday ?? ''}
          disabled={!values.capacityReminders}
          onChange={(event) =>
            change({ reminderWeekday: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('alerts.lastWorkingDay')}</option>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {dayName(day)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-hour`}>{t('alerts.reminderHour')}</label>
        <select
          id={`${id}-hour`}
          value={values.reminderHour}
          disabled={!values.capacityReminders}
          onChange={(event) => change({ reminderHour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('alerts.reminderHint')}</p>
      </div>
      <SettingsFormFooter
        done={done}
        save={save}
        onCancel={() => {
          setValues(saved);
          save.reset();
          setDone(false);
        }}
      />
    </form>
  );
}
