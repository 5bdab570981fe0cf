import { describe, expect, it } from 'vitest';
import { validateAcceptInviteSearch } from './accept-invite-search';

describe('the invitation link', () => {
  it('keeps the token it carries', () => {
    expect(validateAcceptInviteSearch({ token: 'abc123' })).toEqual({ token: 'abc123' });
  });

  it('has no token when the link lost it', () => {
    for (const token of [undefined, '', 42, ['a']]) expect(validateAcceptInviteSearch({ token })).toEqual({});
  });
});
