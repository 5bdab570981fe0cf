import { useId, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { dayName, WEEKDAYS, type Calendar } from './calendar';
import { useSaveCalendar } from './settings-queries';
import { ZoneSelect } from './zone-select';
import { SettingsFormFooter } from './settings-form-footer';

/** The organization's time zone, first day of the week and working days, saved together. */
export function CalendarForm({ saved }: { saved: Calendar }) {
  const id = useId();
  const save = useSaveCalendar();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [firstDay, setFirstDay] = useState(saved.firstDayOfWeek);
  const [working, setWorking] = useState<ReadonlySet<number>>(() => new Set(saved.workingDays));
  const [done, setDone] = useState(false);

  const toggle = (day: number, on: boolean) =>
    setWorking((previous) => {
      const next = new Set(previous);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });

  const reset = () => {
    setTimeZone(saved.timeZone);
    setFirstDay(saved.firstDayOfWeek);
    setWorking(new Set(saved.workingDays));
    save.reset();
    setDone(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(
      { timeZone, firstDayOfWeek: firstDay, workingDays: WEEKDAYS.filter((day) => working.has(day)) },
      { onSuccess: () => setDone(true) },
    );
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.calendarTitle')}</h2>
      <p className="field-hint">{t('settings.calendarIntro')}</p>
      <ZoneSelect
        label={t('settings.timeZone')}
        hint={t('settings.timeZoneHint')}
        value={timeZone}
        onChange={setTimeZone}
      />
      <div className="field">
        <label htmlFor={`${id}-first`}>{t('settings.firstDay')}</label>
        <select id={`${id}-first`} value={firstDay} onChange={(event) => setFirstDay(Number(event.target.value))}>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {dayName(day)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="choice">
        <legend>{t('settings.workingDays')}</legend>
        <p className="field-hint">{t('settings.workingDaysHint')}</p>
        {WEEKDAYS.map((day) => (
          <div key={day} className="choice-option">
            <input
              id={`${id}-day${day}`}
              type="checkbox"
              checked={working.has(day)}
              onChange={(event) => toggle(day, event.target.checked)}
            />
            <label htmlFor={`${id}-day${day}`}>{dayName(day)}</label>
          </div>
        ))}
      </fieldset>
      <SettingsFormFooter done={done} save={save} onCancel={reset} />
    </form>
  );
}
