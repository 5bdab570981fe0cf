import { t } from '../lib/i18n';

/** Under a form that asks for an emailed code: send it again, or go back to use another address. */
export function CodeSentActions({
  resending,
  onResend,
  onChangeEmail,
}: {
  resending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  return (
    <div className="row">
      <button type="button" className="button button-link" disabled={resending} onClick={onResend}>
        {t('signIn.resendCode')}
      </button>
      <button type="button" className="button button-link" onClick={onChangeEmail}>
        {t('signIn.changeEmail')}
      </button>
    </div>
  );
}
