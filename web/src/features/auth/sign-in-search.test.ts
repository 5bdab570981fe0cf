import { describe, expect, it } from 'vitest';
import { validateSignInSearch } from './sign-in-search';

describe('the sign-in redirect', () => {
  it('keeps a path of this app', () => {
    expect(validateSignInSearch({ redirect: '/timesheet?week=2026-W48' })).toEqual({
      redirect: '/timesheet?week=2026-W48',
    });
  });

  it('drops anything that could leave the app', () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 42])
      expect(validateSignInSearch({ redirect })).toEqual({});
  });
});

describe('the error code of the identity provider round trip', () => {
  it('keeps a server error code beside the redirect', () => {
    expect(validateSignInSearch({ error: 'IDP_DENIED', redirect: '/approvals' })).toEqual({
      error: 'IDP_DENIED',
      redirect: '/approvals',
    });
  });

  it('drops anything that is not an error code, so the page never shows text from the URL', () => {
    for (const error of ['<b>hi</b>', 'idp_denied', '', 'A'.repeat(61), 7])
      expect(validateSignInSearch({ error })).toEqual({});
  });
});
