import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/support/clock.js';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('access tokens', () => {
  it('accepts a token again and again while it lives, and refuses it once it has expired', async () => {
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock);
    const { token, sessionId } = await tokens.sign({ userId: 'user-1', tokenVersion: 3 });
    const claims = { userId: 'user-1', tokenVersion: 3, sessionId };
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key or altered, even after accepting the genuine one', async () => {
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock);
    const other = createTokenService(`${SECRET}-other`, clock);
    const { token } = await tokens.sign({ userId: 'user-1', tokenVersion: 1 });
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await other.verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), tv: 2 }),
    );
    expect(await tokens.verify(`${header}.${altered.toString('base64url')}.${signature}`)).toBeNull();
  });

  it('refuses a token whose issue time is still ahead of the clock beyond the allowed skew', async () => {
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock);
    const { token } = await tokens.sign({ userId: 'user-1', tokenVersion: 1 });
    expect(await tokens.verify(token)).not.toBeNull();
    // The clock goes back (another instance's clock, a correction): the remembered token is checked again.
    clock.advance(-10 * 60 * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
