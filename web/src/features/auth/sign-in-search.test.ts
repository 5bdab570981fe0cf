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
