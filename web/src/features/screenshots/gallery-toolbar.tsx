// The gallery's choices: whose screens (only for those who may see others') and which day of the
// viewer's zone, stepped a day at a time or picked from a date field.
import { useId } from 'react';
import { t } from '../../lib/i18n';
import { addDaysToKey, isDayKey } from '../../lib/local-time';
import type { MemberChoice } from './use-gallery-access';

export function MemberPicker({
  choices,
  userId,
  onChange,
}: {
  choices: readonly MemberChoice[];
  userId: string;
  onChange: (userId: string) => void;
}) {
  const id = useId();
  return (
    <div className="field shots-member">
      <label htmlFor={id}>{t('screenshots.member')}</label>
      <select id={id} value={userId} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.userId} value={choice.userId}>
            {choice.isSelf ? t('screenshots.you', { name: choice.fullName }) : choice.fullName}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DayPicker({ day, today, onChange }: { day: string; today: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="shots-day">
      <div className="field">
        <label htmlFor={id}>{t('screenshots.day')}</label>
        <input
          id={id}
          type="date"
          value={day}
          max={today}
          // An emptied or half-typed field keeps the day shown.
          onChange={(event) => isDayKey(event.target.value) && onChange(event.target.value)}
        />
      </div>
      <nav className="row" aria-label={t('screenshots.dayNavigation')}>
        <button type="button" className="button button-secondary" onClick={() => onChange(addDaysToKey(day, -1))}>
          {t('screenshots.previousDay')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={day === today}
          onClick={() => onChange(today)}
        >
          {t('screenshots.today')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={day >= today}
          onClick={() => onChange(addDaysToKey(day, 1))}
        >
          {t('screenshots.nextDay')}
        </button>
      </nav>
    </div>
  );
}
