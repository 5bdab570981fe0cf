import { useId, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { useSaveCalendar } from './settings-queries';
import { SettingsFormFooter } from './settings-form-footer';

/** Whether reviewers may approve their own time (off by default: someone else approves it). */
export function ReviewPolicyForm({ saved }: { saved: { allowSelfApproval: boolean } }) {
  const id = useId();
  const save = useSaveCalendar();
  const [allow, setAllow] = useState(saved.allowSelfApproval);
  const [done, setDone] = useState(false);

  const reset = () => {
    setAllow(saved.allowSelfApproval);
    save.reset();
    setDone(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate({ allowSelfApproval: allow }, { onSuccess: () => setDone(true) });
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.reviewTitle')}</h2>
      <div className="choice-option">
        <input
          id={`${id}-self`}
          type="checkbox"
          checked={allow}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setAllow(event.target.checked)}
        />
        <label htmlFor={`${id}-self`}>{t('settings.selfApproval')}</label>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('settings.selfApprovalHint')}
      </p>
      <SettingsFormFooter done={done} save={save} onCancel={reset} />
    </form>
  );
}
