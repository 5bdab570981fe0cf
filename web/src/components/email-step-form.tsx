import type { FormEvent } from 'react';
import { t } from '../lib/i18n';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The first step of a flow by emailed code (sign-up, password reset): where to send the code. */
export function EmailStepForm({
  label,
  autoComplete,
  sending,
  onSubmit,
}: {
  /** Names the form for assistive technology, e.g. "Your email". */
  label: string;
  /** `username` for an existing account (password managers fill it), `email` for a new one. */
  autoComplete: 'email' | 'username';
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className="stack" onSubmit={onSubmit} aria-label={label}>
      <TextField label={t('signIn.email')} name="email" type="email" autoComplete={autoComplete} required />
      <SubmitButton busy={sending} busyLabel={t('signIn.sendingCode')}>
        {t('signIn.sendCode')}
      </SubmitButton>
    </form>
  );
}
