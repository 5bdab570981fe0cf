export interface AcceptInviteSearch {
  token?: string;
}

/** The invitation link's `?token=`; anything else (missing, not a string) leaves it out. */
export function validateAcceptInviteSearch(search: Record<string, unknown>): AcceptInviteSearch {
  return typeof search.token === 'string' && search.token.length > 0 ? { token: search.token } : {};
}
