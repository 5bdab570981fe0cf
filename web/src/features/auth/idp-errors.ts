import { ApiError } from '../../lib/api';
import { t, type MessageKey } from '../../lib/i18n';

/**
 * What the provider round trip reports in /sign-in?error=<code> (the server's error codes,
 * docs/errors.md), as a person needs it. A code this app does not know gets the general message.
 */
const MESSAGES: Record<string, [MessageKey, MessageKey]> = {
  IDP_STATE_INVALID: ['signIn.idpStateInvalid', 'signIn.idpStateInvalidHint'],
  IDP_DENIED: ['signIn.idpDenied', 'signIn.idpDeniedHint'],
  IDP_CODE_REJECTED: ['signIn.idpRejected', 'signIn.idpRejectedHint'],
  UNAUTHORIZED: ['signIn.idpRejected', 'signIn.idpRejectedHint'],
  TERMS_NOT_ACCEPTED: ['signIn.idpTermsNeeded', 'signIn.idpTermsNeededHint'],
  IDP_EMAIL_MISSING: ['signIn.idpEmailMissing', 'signIn.idpEmailHint'],
  IDP_EMAIL_UNVERIFIED: ['signIn.idpEmailUnverified', 'signIn.idpEmailHint'],
  IDENTITY_ALREADY_LINKED: ['signIn.idpAlreadyLinked', 'signIn.idpAlreadyLinkedHint'],
  FEATURE_DISABLED: ['signIn.idpDisabled', 'signIn.idpDisabledHint'],
  SERVICE_UNAVAILABLE: ['signIn.idpUnavailable', 'signIn.idpUnavailableHint'],
};

/** As an ApiError, so the page shows it like any other answer of the server (ErrorNotice). */
export function idpErrorOf(code: string, provider: string): ApiError {
  const [message, hint] = MESSAGES[code] ?? ['signIn.idpFailed', 'signIn.idpFailedHint'];
  return ApiError.worded(400, code, { message: t(message, { provider }), hint: t(hint, { provider }) });
}
