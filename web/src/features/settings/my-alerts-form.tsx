import { useId, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { reminderTimeText, type AlertSettings } from './alerts-form';
import { useSaveMyAlerts } from './alerts-queries';
import { SettingsFormFooter } from './settings-form-footer';

interface MyAlerts {
  budgetAlerts: boolean;
  capacityReminders: boolean;
}

/** The signed-in person's own switches; what the organization has switched off is said, not offered. */
export function MyAlertsForm({ saved, organization }: { saved: MyAlerts; organization: AlertSettings }) {
  const id = useId();
  const save = useSaveMyAlerts();
  const [values, setValues] = useState(saved);
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(values, { onSuccess: () => setDone(true) });
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('alerts.myTitle')}</h2>
      <div className="choice-option">
        <input
          id={`${id}-capacity`}
          type="checkbox"
          checked={values.capacityReminders}
          disabled={!organization.capacityReminders}
          onChange={(event) => setValues({ ...values, capacityReminders: event.target.checked })}
        />
        <label htmlFor={`${id}-capacity`}>{t('alerts.myCapacityReminders')}</label>
      </div>
      <p className="field-hint">
        {organization.capacityReminders ? reminderTimeText(organization) : t('alerts.capacityOff')}
      </p>
      <div className="choice-option">
        <input
          id={`${id}-budget`}
          type="checkbox"
          checked={values.budgetAlerts}
          disabled={!organization.budgetAlerts}
          onChange={(event) => setValues({ ...values, budgetAlerts: event.target.checked })}
        />
        <label htmlFor={`${id}-budget`}>{t('alerts.myBudgetAlerts')}</label>
      </div>
      <p className="field-hint">{organization.budgetAlerts ? t('alerts.myBudgetHint') : t('alerts.budgetOff')}</p>
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
