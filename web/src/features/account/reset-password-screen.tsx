import { Link, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CodeSentActions,
  EmailedCodeField,
  EmailStepForm,
  ErrorNotice,
  SubmitButton,
  TextField,
  useDocumentTitle,
} from '../../components';
import { t } from '../../lib/i18n';
import { ownKeysEverywhereQuery } from '../api-keys';
import { useSignIn } from '../auth';
import { useResetPassword, useSendCode } from './account-api';
import { fieldValue } from './form-values';

/**
 * Forgotten password: a reset code by email, a new password, then signed in with it. The reset
 * ends every session but not API keys: when the person has any, they are shown next to revoke.
 */
export function ResetPasswordScreen() {
  useDocumentTitle(t('resetPassword.title'));
  const router = useRouter();
  const queryClient = useQueryClient();
  const sendCode = useSendCode('reset');
  const reset = useResetPassword();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const codeSent = sendCode.isSuccess ? sendCode.data : null;

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.reset();
    sendCode.mutate(fieldValue(event.currentTarget, 'email'), { onSuccess: (sent) => setEmail(sent.email) });
  }

  function setPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = fieldValue(form, 'newPassword');
    reset.mutate(
      { email, otp: fieldValue(form, 'otp'), newPassword },
      {
        onSuccess: () => signIn.mutate({ email, password: newPassword }, { onSuccess: () => void landAfterReset() }),
      },
    );
  }

  async function landAfterReset() {
    const keys = await queryClient.fetchQuery(ownKeysEverywhereQuery).catch(() => null);
    router.history.push(keys && keys.items.length > 0 ? '/account/api-keys?from=reset' : '/');
  }

  const failure = [sendCode, reset, signIn].find((step) => step.isError)?.error;

  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('resetPassword.title')}</h1>
      <p className="lead">{t('resetPassword.intro')}</p>
      {failure !== undefined && <ErrorNotice error={failure} />}
      {codeSent ? (
        <form className="stack" onSubmit={setPassword} aria-label={t('resetPassword.newPasswordStep')}>
          <p className="notice notice-info" role="status">
            {t('resetPassword.codeSent', { email, minutes: Math.round(codeSent.expiresInSeconds / 60) })}
          </p>
          <EmailedCodeField />
          <TextField
            label={t('account.newPassword')}
            hint={t('account.passwordHint')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
          />
          <SubmitButton busy={reset.isPending || signIn.isPending} busyLabel={t('resetPassword.saving')}>
            {t('resetPassword.save')}
          </SubmitButton>
          <CodeSentActions
            resending={sendCode.isPending}
            onResend={() => sendCode.mutate(email)}
            onChangeEmail={() => sendCode.reset()}
          />
        </form>
      ) : (
        <EmailStepForm
          label={t('resetPassword.emailStep')}
          autoComplete="username"
          sending={sendCode.isPending}
          onSubmit={requestCode}
        />
      )}
      <p>
        <Link to="/sign-in">{t('account.backToSignIn')}</Link>
      </p>
    </section>
  );
}
