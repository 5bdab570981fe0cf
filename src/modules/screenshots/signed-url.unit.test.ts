import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './signed-url.js';

const signer = createUrlSigner('a-secret-that-is-long-enough-for-the-tests');
const grant = { orgId: randomUUID(), screenshotId: randomUUID(), file: 'thumbnail' as const, expires: 2_000_000_000 };

describe('signed screenshot URLs', () => {
  it('round-trips a grant in a token short enough for one path segment', () => {
    const token = signer.sign(grant);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(signer.verify(token, 1_900_000_000)).toEqual(grant);
  });

  it('refuses an expired, altered, truncated or foreign token', () => {
    const token = signer.sign(grant);
    expect(signer.verify(token, grant.expires + 1)).toBeNull();
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 20, 32, 35, 40]) {
      const altered = Buffer.from(bytes);
      altered[index] = altered[index]! ^ 1;
      expect(signer.verify(altered.toString('base64url'), 0)).toBeNull();
    }
    expect(signer.verify(token.slice(0, -1), 0)).toBeNull();
    expect(signer.verify(`${token}.x`, 0)).toBeNull();
    expect(createUrlSigner('another-secret-of-enough-length-here').verify(token, 0)).toBeNull();
  });
});
