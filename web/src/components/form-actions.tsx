import { t } from '../lib/i18n';
import { ErrorNotice } from './error-notice';
import { SubmitButton } from './submit-button';

interface FormActionsProps {
  /** What the server answered to the last attempt; shown above the buttons (null: nothing). */
  error: unknown;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  /** Also off while the form cannot be sent (e.g. a field outside its allowed length). */
  disabled?: boolean;
  onCancel: () => void;
}

/** The foot of a form that can be left: the server's refusal, then send and cancel. */
export function FormActions({ error, busy, busyLabel, submitLabel, disabled, onCancel }: FormActionsProps) {
  return (
    <>
      {error !== null && error !== undefined && <ErrorNotice error={error} />}
      <div className="row">
        <SubmitButton busy={busy} busyLabel={busyLabel} disabled={disabled}>
          {submitLabel}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </>
  );
}
