import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../lib/i18n';

interface IdpSignInProps {
  providerName: string;
  /** The app path to open after signing in. */
  redirect: string | undefined;
}

/** The URL the button opens: the server runs the whole provider round trip (docs/oidc.md, "Web sign-in"). */
export function idpStartUrl(redirect: string | undefined, acceptedTerms: boolean): string {
  const search = new URLSearchParams();
  if (redirect !== undefined && redirect !== '/') search.set('redirect', redirect);
  if (acceptedTerms) search.set('acceptedTerms', 'true');
  const query = search.toString();
  return `/api/v1/auth/oidc/start${query ? `?${query}` : ''}`;
}

/**
 * "Sign in with <provider>": a link, not a form, since the page's Content-Security-Policy
 * (form-action 'self') would stop a form submission from being redirected to the provider. The
 * terms box is optional here: only a person new to Punchclock needs it, and the server says so
 * (TERMS_NOT_ACCEPTED) when they come back without it.
 */
export function IdpSignIn({ providerName, redirect }: IdpSignInProps) {
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  return (
    <section className="idp-sign-in stack" aria-labelledby="idp-sign-in-title">
      <h2 id="idp-sign-in-title">{t('signIn.idpTitle')}</h2>
      <label className="choice-option consent">
        <input
          type="checkbox"
          name="idpAcceptedTerms"
          checked={acceptedTerms}
          onChange={(event) => setAcceptedTerms(event.target.checked)}
        />
        <span>
          {t('signIn.idpAcceptTerms')}{' '}
          <Link to="/legal/terms" target="_blank">
            {t('legal.termsTitle')}
          </Link>{' '}
          {t('account.and')}{' '}
          <Link to="/legal/privacy" target="_blank">
            {t('legal.privacyTitle')}
          </Link>
        </span>
      </label>
      <a className="button button-secondary" href={idpStartUrl(redirect, acceptedTerms)}>
        {t('signIn.idpButton', { provider: providerName })}
      </a>
    </section>
  );
}
