import { useQuery } from '@tanstack/react-query';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ErrorNotice, OrganizationBrand, SubmitButton, TextField, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { useSignIn } from '../auth';
import { invitationBrandQuery, useAcceptInvite } from './account-api';
import { validateAcceptInviteSearch } from './accept-invite-search';
import { fieldValue, isChecked } from './form-values';
import { TermsConsent } from './terms-consent';

/**
 * The page the invitation email links to: the inviting organization's name and logo on its accent
 * colour (GET /auth/invitations/{token}, nothing of the invitee), then a new person sets a password,
 * someone with an account confirms with theirs (the API tells them which it expected).
 */
export function AcceptInviteScreen() {
  useDocumentTitle(t('acceptInvite.title'));
  const router = useRouter();
  const { token } = validateAcceptInviteSearch(useSearch({ strict: false }));
  const accept = useAcceptInvite();
  const signIn = useSignIn();
  const brand = useQuery({ ...invitationBrandQuery(token ?? ''), enabled: Boolean(token) });
  const organization = brand.data ?? null;

  function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const form = event.currentTarget;
    const password = fieldValue(form, 'password');
    const fullName = fieldValue(form, 'fullName');
    accept.mutate(
      { token, password, acceptedTerms: isChecked(form, 'acceptedTerms'), ...(fullName ? { fullName } : {}) },
      {
        onSuccess: ({ email }) => signIn.mutate({ email, password }, { onSuccess: () => router.history.push('/') }),
      },
    );
  }

  if (!token)
    return (
      <section className="card auth-card" aria-labelledby="invite-title">
        <h1 id="invite-title">{t('acceptInvite.title')}</h1>
        <div className="notice notice-error" role="alert">
          <p className="notice-message">{t('acceptInvite.noToken')}</p>
          <p className="notice-hint">{t('acceptInvite.noTokenHint')}</p>
        </div>
        <Link to="/sign-in">{t('account.backToSignIn')}</Link>
      </section>
    );

  const failure = accept.isError ? accept.error : signIn.isError ? signIn.error : undefined;
  return (
    <section className="card auth-card" aria-labelledby="invite-title">
      {organization && <OrganizationBrand organization={organization} testId="invite-brand" />}
      <h1 id="invite-title">{t('acceptInvite.title')}</h1>
      <p className="lead">
        {organization ? t('acceptInvite.introNamed', { organization: organization.name }) : t('acceptInvite.intro')}
      </p>
      {failure !== undefined && <ErrorNotice error={failure} />}
      {accept.isSuccess && accept.data.organization && (
        <p className="notice notice-info" role="status">
          {t('acceptInvite.joined', { organization: accept.data.organization.name })}
        </p>
      )}
      <form className="stack" onSubmit={join} aria-label={t('acceptInvite.title')}>
        <TextField
          label={t('acceptInvite.fullName')}
          hint={t('acceptInvite.fullNameHint')}
          name="fullName"
          autoComplete="name"
          maxLength={200}
        />
        <TextField
          label={t('signIn.password')}
          hint={t('acceptInvite.passwordHint')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
        />
        <TermsConsent />
        <SubmitButton busy={accept.isPending || signIn.isPending} busyLabel={t('acceptInvite.joining')}>
          {t('acceptInvite.join')}
        </SubmitButton>
      </form>
      <p className="muted">{t('acceptInvite.expiredHint')}</p>
    </section>
  );
}
