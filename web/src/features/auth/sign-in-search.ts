/** Where to go after signing in: only a path of this app, so a link cannot send a person elsewhere. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return undefined;
  return value;
}

export interface SignInSearch {
  redirect?: string;
}

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
}
