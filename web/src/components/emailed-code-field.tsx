import { t } from '../lib/i18n';
import { TextField } from './text-field';

/** The 6-digit code from an email (sign-in, sign-up, password reset), as phones offer to fill it. */
export function EmailedCodeField() {
  return (
    <TextField
      label={t('signIn.code')}
      hint={t('signIn.codeHint')}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoFocus
    />
  );
}
