/** Where to go after signing in: only a path of this app, so a link cannot send a person elsewhere. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return undefined;
  return value;
}

export interface SignInSearch {
  redirect?: string;
  /** An error code the identity provider's round trip came back with (docs/oidc.md). */
  error?: string;
  /** The organization whose sign-in address this is (its id): the page shows its brand. */
  organization?: string;
}

const ORGANIZATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  const redirect = safeRedirect(search.redirect);
  const error = typeof search.error === 'string' && /^[A-Z][A-Z_]{0,59}$/.test(search.error) ? search.error : undefined;
  const organization =
    typeof search.organization === 'string' && ORGANIZATION_ID.test(search.organization)
      ? search.organization.toLowerCase()
      : undefined;
  return { ...(redirect ? { redirect } : {}), ...(error ? { error } : {}), ...(organization ? { organization } : {}) };
}
