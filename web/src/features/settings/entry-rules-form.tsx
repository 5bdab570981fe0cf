import { useId, useState, type FormEvent } from 'react';
import { t, type MessageKey } from '../../lib/i18n';
import type { EntryRules } from '../../lib/entry-rules';
import { useSaveCalendar } from './settings-queries';
import { SettingsFormFooter } from './settings-form-footer';

type Switch = 'requireProject' | 'requireTask' | 'requireNotes';

const SWITCHES: ReadonlyArray<{ key: Switch; label: MessageKey; hint?: MessageKey }> = [
  { key: 'requireProject', label: 'settings.requireProject' },
  { key: 'requireTask', label: 'settings.requireTask', hint: 'settings.requireTaskHint' },
  { key: 'requireNotes', label: 'settings.requireNotes' },
];

/** What every time entry needs (a project, a task, notes) and the shortest timer kept without asking. */
export function EntryRulesForm({ saved }: { saved: EntryRules }) {
  const id = useId();
  const save = useSaveCalendar();
  const [rules, setRules] = useState<Record<Switch, boolean>>(saved);
  const [minimum, setMinimum] = useState(String(saved.minimumTimerSeconds));
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);

  const reset = () => {
    setRules(saved);
    setMinimum(String(saved.minimumTimerSeconds));
    setInvalid(false);
    save.reset();
    setDone(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const seconds = Number(minimum);
    if (minimum.trim() === '' || !Number.isInteger(seconds) || seconds < 0 || seconds > 3600) return setInvalid(true);
    setInvalid(false);
    save.mutate(
      {
        requireProject: rules.requireProject,
        requireTask: rules.requireTask,
        requireNotes: rules.requireNotes,
        minimumTimerSeconds: seconds,
      },
      { onSuccess: () => setDone(true) },
    );
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{t('settings.entriesTitle')}</h2>
      <p className="muted">{t('settings.entriesIntro')}</p>
      {SWITCHES.map(({ key, label, hint }) => (
        <div key={key}>
          <div className="choice-option">
            <input
              id={`${id}-${key}`}
              type="checkbox"
              checked={rules[key]}
              aria-describedby={hint ? `${id}-${key}-hint` : undefined}
              onChange={(event) => setRules({ ...rules, [key]: event.target.checked })}
            />
            <label htmlFor={`${id}-${key}`}>{t(label)}</label>
          </div>
          {hint && (
            <p id={`${id}-${key}-hint`} className="field-hint">
              {t(hint)}
            </p>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-minimum`}>{t('settings.minimumTimer')}</label>
        <input
          id={`${id}-minimum`}
          type="number"
          inputMode="numeric"
          min={0}
          max={3600}
          step={1}
          value={minimum}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-minimum-hint${invalid ? ` ${id}-minimum-error` : ''}`}
          onChange={(event) => setMinimum(event.target.value)}
        />
        <p id={`${id}-minimum-hint`} className="field-hint">
          {t('settings.minimumTimerHint')}
        </p>
        {invalid && (
          <p id={`${id}-minimum-error`} className="notice notice-error" role="alert">
            {t('settings.minimumTimerInvalid')}
          </p>
        )}
      </div>
      <SettingsFormFooter done={done} save={save} onCancel={reset} />
    </form>
  );
}
