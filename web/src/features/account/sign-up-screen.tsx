import { Link, useRouter } from '@tanstack/react-router';
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
import { useSignIn } from '../auth';
import { useRegister, useSendCode, useVerifyCode } from './account-api';
import { fieldValue, isChecked } from './form-values';
import { TermsConsent } from './terms-consent';

/** Sign-up: email, the emailed code, then the account and organization; signs the browser in. */
export function SignUpScreen() {
  useDocumentTitle(t('signUp.title'));
  const router = useRouter();
  const sendCode = useSendCode('signup');
  const verify = useVerifyCode();
  const register = useRegister();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState<string | null>(null);
  const codeSent = sendCode.isSuccess ? sendCode.data : null;

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.reset();
    sendCode.mutate(fieldValue(event.currentTarget, 'email'), { onSuccess: (sent) => setEmail(sent.email) });
  }

  function checkCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = fieldValue(event.currentTarget, 'otp');
    verify.mutate({ email, otp: code }, { onSuccess: () => setOtp(code) });
  }

  function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp === null) return;
    const form = event.currentTarget;
    const password = fieldValue(form, 'password');
    register.mutate(
      {
        email,
        otp,
        password,
        fullName: fieldValue(form, 'fullName'),
        organizationName: fieldValue(form, 'organizationName'),
        acceptedTerms: isChecked(form, 'acceptedTerms'),
      },
      { onSuccess: () => signIn.mutate({ email, password }, { onSuccess: () => router.history.push('/') }) },
    );
  }

  function startOver() {
    sendCode.reset();
    verify.reset();
    setOtp(null);
  }

  const failure = [sendCode, verify, register, signIn].find((step) => step.isError)?.error;

  return (
    <section className="card auth-card" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t('signUp.title')}</h1>
      <p className="lead">{t('signUp.intro')}</p>
      {failure !== undefined && <ErrorNotice error={failure} />}

      {otp !== null ? (
        <form className="stack" onSubmit={createAccount} aria-label={t('signUp.detailsStep')}>
          <p className="notice notice-info" role="status">
            {t('signUp.verified', { email })}
          </p>
          <TextField label={t('signUp.fullName')} name="fullName" autoComplete="name" required maxLength={200} />
          <TextField
            label={t('signUp.organizationName')}
            hint={t('signUp.organizationHint')}
            name="organizationName"
            autoComplete="organization"
            required
            maxLength={200}
          />
          <TextField
            label={t('account.newPassword')}
            hint={t('account.passwordHint')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
          />
          <TermsConsent />
          <SubmitButton busy={register.isPending || signIn.isPending} busyLabel={t('signUp.creating')}>
            {t('signUp.create')}
          </SubmitButton>
        </form>
      ) : codeSent ? (
        <form className="stack" onSubmit={checkCode} aria-label={t('signUp.codeStep')}>
          <p className="notice notice-info" role="status">
            {t('signIn.codeSent', { email: codeSent.email, minutes: Math.round(codeSent.expiresInSeconds / 60) })}
          </p>
          <EmailedCodeField />
          <SubmitButton busy={verify.isPending} busyLabel={t('account.checkingCode')}>
            {t('account.checkCode')}
          </SubmitButton>
          <CodeSentActions
            resending={sendCode.isPending}
            onResend={() => sendCode.mutate(email)}
            onChangeEmail={startOver}
          />
        </form>
      ) : (
        <EmailStepForm
          label={t('signUp.emailStep')}
          autoComplete="email"
          sending={sendCode.isPending}
          onSubmit={requestCode}
        />
      )}
      <p>
        {t('signUp.haveAccount')} <Link to="/sign-in">{t('signIn.submit')}</Link>
      </p>
    </section>
  );
}
