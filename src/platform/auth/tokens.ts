import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'punchclock';
const AUDIENCE = 'punchclock-api';
const ALGORITHM = 'HS256';
/** How far ahead of our clock an issue time may be, for instances whose clocks differ a little. */
export const CLOCK_SKEW_SECONDS = 60;

interface AccessTokenClaims {
  userId: string;
  /** Must equal the user's stored token version; bumping that revokes every older token. */
  tokenVersion: number;
}

/** A verified token: its claims and the id of the one session it is (its jti), revocable on its own. */
interface VerifiedToken extends AccessTokenClaims {
  sessionId: string;
}

interface IssuedToken {
  token: string;
  expiresAt: Date;
  /** The token's jti: what sign-out revokes. */
  sessionId: string;
}

/**
 * Access tokens: HS256 with the algorithm pinned on verification, issuer and audience checked,
 * 7 days. They carry identity only; roles and membership are read from the database per request.
 */
export function createTokenService(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const { verified, remember, verifyAnew } = verifiedTokens(secret, clock);
  return {
    async sign(claims: AccessTokenClaims): Promise<IssuedToken> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const sessionId = newId();
      const token = await new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .setJti(sessionId)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000), sessionId };
    },

    /**
     * The claims of a valid token, or null for anything forged, expired, malformed or foreign, and
     * for one that claims a longer life than we issue or an issue time in the future: a token
     * signed with a leaked key or by a misconfigured instance must not outlive the policy. Every
     * token we issue names its session (jti), so one without is not ours.
     */
    async verify(token: string): Promise<VerifiedToken | null> {
      const known = verified.get(token);
      if (known) {
        // The signature and claims were checked when it was first seen; only the clock can have changed.
        const now = Math.floor(clock.now().getTime() / 1000);
        if (known.exp > now && known.iat <= now + CLOCK_SKEW_SECONDS) return known.claims;
        verified.delete(token);
        return null;
      }
      const checked = await verifyAnew(token);
      if (checked) remember(token, checked);
      return checked?.claims ?? null;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Tokens already verified, by their text, with their time claims: the signature of a given token
 * under a given key cannot change, so a request presenting it again skips the HMAC and the JSON
 * parsing (a fifth of the tenant guard's own CPU under load) and only the clock checks are redone.
 * What can change (a revoked session, a new token version) is read from the database on every
 * request as before. Bounded: the oldest entry goes when the cache is full.
 */
const MAX_VERIFIED_TOKENS = 10_000;

interface Verified {
  claims: VerifiedToken;
  iat: number;
  exp: number;
}

function verifiedTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Verified>();
  function remember(token: string, entry: Verified) {
    if (verified.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  }
  async function verifyAnew(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock.now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.jti !== 'string')
        return null;
      const { iat, exp } = payload as { iat: number; exp: number };
      if (exp - iat > ACCESS_TOKEN_TTL_SECONDS) return null;
      if (iat > clock.now().getTime() / 1000 + CLOCK_SKEW_SECONDS) return null;
      const claims = Object.freeze({ userId: payload.sub, tokenVersion: payload.tv, sessionId: payload.jti });
      return { claims, iat, exp };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
  return { verified, remember, verifyAnew };
}
