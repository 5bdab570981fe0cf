export interface OwnKeysSearch {
  /** `reset`: the person just reset their password and is asked to review their keys. */
  from?: 'reset';
}

/** `?from=reset` after a password reset; anything else is left out. */
export function validateOwnKeysSearch(search: Record<string, unknown>): OwnKeysSearch {
  return search.from === 'reset' ? { from: 'reset' } : {};
}
