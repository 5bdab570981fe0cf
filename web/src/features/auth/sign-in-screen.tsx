import { useQuery } from '@tanstack/react-query';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  CodeSentActions,
  EmailedCodeField,
  ErrorNotice,
  OrganizationBrand,
  SubmitButton,
  TextField,
  useDocumentTitle,
} from '../../components';
import { api, unwrap } from '../../lib/api';
import { t } from '../../lib/i18n';
import { idpErrorOf } from './idp-errors';
import { IdpSignIn } from './idp-sign-in';
import { useSendSignInCode, useSignIn } from './session';
import { validateSignInSearch } from './sign-in-search';

type Method = 'password' | 'code';

/** The organization of a sign-in address (/sign-in?organization=…); null when unknown, so the page stays Punchclock's. */
const signInBrandQuery = (orgId: string) => ({
  queryKey: ['auth', 'sign-in-brand', orgId] as const,
  queryFn: async () => {
    const { data } = await api.GET('/api/v1/auth/organizations/{orgId}/brand', { params: { path: { orgId } } });
    return data?.data.organization ?? null;
  },
  retry: false,
  staleTime: Infinity,
});

const methodsQuery = {
  queryKey: ['auth', 'methods'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/auth/methods')),
  staleTime: Infinity,
};

function valueOf(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value.trim() : '';
}

export function SignInScreen() {
  useDocumentTitle(t('signIn.title'));
  const router = useRouter();
  const search = validateSignInSearch(useSearch({ strict: false }));
  const { redirect } = search;
  const brand = useQuery({ ...signInBrandQuery(search.organization ?? ''), enabled: Boolean(search.organization) });
  const organization = brand.data ?? null;
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const signIn = useSignIn();
  const sendCode = useSendSignInCode();
  // The code option is offered unless the server says it is off; the form never waits for this.
  const methods = useQuery(methodsQuery);
  const codeAllowed = methods.data?.emailOtp !== false;
  const codeSent = sendCode.isSuccess ? sendCode.data : null;
  const idp = methods.data?.oidc;
  const providerName = idp?.providerName ?? t('signIn.idpGenericName');
  // Shown until the person tries another way; the URL keeps it, so a reload shows it again.
  const idpError = search.error && !signIn.isPending && !signIn.isError ? idpErrorOf(search.error, providerName) : null;

  const finish = () => router.history.push(redirect ?? '/');

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    signIn.mutate({ email: valueOf(form, 'email'), password: valueOf(form, 'password') }, { onSuccess: finish });
  }

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.reset();
    sendCode.mutate(valueOf(event.currentTarget, 'email'));
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate({ email: codeSent?.email ?? email, otp: valueOf(event.currentTarget, 'otp') }, { onSuccess: finish });
  }

  function chooseMethod(next: Method) {
    setMethod(next);
    signIn.reset();
    sendCode.reset();
  }

  return (
    <section className="card auth-card" aria-labelledby="sign-in-title">
      {organization && <OrganizationBrand organization={organization} testId="sign-in-brand" />}
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <p className="lead">
        {organization ? t('signIn.introNamed', { organization: organization.name }) : t('signIn.intro')}
      </p>

      {codeAllowed && (
        <fieldset className="choice">
          <legend>{t('signIn.method')}</legend>
          {(['password', 'code'] as const).map((option) => (
            <label key={option} className="choice-option">
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => chooseMethod(option)}
              />
              {option === 'password' ? t('signIn.methodPassword') : t('signIn.methodCode')}
            </label>
          ))}
        </fieldset>
      )}

      {idpError && <ErrorNotice error={idpError} />}
      {signIn.isError && <ErrorNotice error={signIn.error} />}
      {sendCode.isError && <ErrorNotice error={sendCode.error} />}

      {method === 'password' || !codeAllowed ? (
        <form className="stack" onSubmit={submitPassword} aria-label={t('signIn.methodPassword')}>
          <TextField
            label={t('signIn.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('signIn.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton busy={signIn.isPending} busyLabel={t('signIn.submitting')}>
            {t('signIn.submit')}
          </SubmitButton>
        </form>
      ) : codeSent ? (
        <form className="stack" onSubmit={submitCode} aria-label={t('signIn.methodCode')}>
          <p className="notice notice-info" role="status">
            {t('signIn.codeSent', { email: codeSent.email, minutes: Math.round(codeSent.expiresInSeconds / 60) })}
          </p>
          <EmailedCodeField />
          <SubmitButton busy={signIn.isPending} busyLabel={t('signIn.submitting')}>
            {t('signIn.submit')}
          </SubmitButton>
          <CodeSentActions
            resending={sendCode.isPending}
            onResend={() => sendCode.mutate(codeSent.email)}
            onChangeEmail={() => sendCode.reset()}
          />
        </form>
      ) : (
        <form className="stack" onSubmit={requestCode} aria-label={t('signIn.methodCode')}>
          <TextField
            label={t('signIn.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton busy={sendCode.isPending} busyLabel={t('signIn.sendingCode')}>
            {t('signIn.sendCode')}
          </SubmitButton>
        </form>
      )}
      {idp?.webSignIn && idp.providerName !== null && <IdpSignIn providerName={idp.providerName} redirect={redirect} />}
      <p className="row">
        <Link to="/reset-password">{t('account.forgotPassword')}</Link>
        <span>
          {t('account.noAccount')} <Link to="/sign-up">{t('account.signUp')}</Link>
        </span>
      </p>
    </section>
  );
}
