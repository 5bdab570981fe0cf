import type { PermissionName } from './access.js';
import { randomToken, sha256 } from './secrets.js';

/**
 * API keys (docs/api-keys.md): `pck_` and 32 random bytes in base64url. The prefix tells a key
 * from a sign-in token (a JWT starts with `eyJ`) without a database read, and lets secret
 * scanners and people recognise a leaked one.
 */
const API_KEY_PREFIX = 'pck_';
const SECRET_BYTES = 32;
const API_KEY_SHAPE = /^pck_[A-Za-z0-9_-]{43}$/;
/** What a list shows of a key: enough to tell keys apart, far too little to guess the rest. */
const DISPLAY_PREFIX_LENGTH = 12;

interface NewApiKey {
  /** Shown once, in the answer that creates the key; never stored. */
  secret: string;
  hash: string;
  displayPrefix: string;
}

export function newApiKey(): NewApiKey {
  const secret = `${API_KEY_PREFIX}${randomToken(SECRET_BYTES)}`;
  return { secret, hash: apiKeyHash(secret), displayPrefix: secret.slice(0, DISPLAY_PREFIX_LENGTH) };
}

/** Whether a bearer credential claims to be an API key: it is then never tried as a sign-in token. */
export function isApiKeyCredential(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** Whether it has the shape of a key we issue: anything else is refused without a database read. */
export function isWellFormedApiKey(token: string): boolean {
  return API_KEY_SHAPE.test(token);
}

/**
 * A plain SHA-256: a key carries 256 random bits, so no table of hashes can be brute-forced, and
 * an unkeyed hash keeps every key valid when JWT_SECRET is rotated (docs/decisions/api-and-webhooks/key-hash.md).
 */
export function apiKeyHash(secret: string): string {
  return sha256(secret);
}

/**
 * What a key may do now: what its member's role holds now, narrowed to the key's own list when it
 * has one. Read at every use (a request, a webhook delivery made for the key), so demoting the
 * member narrows the key at once, and a key can never do more than its member may.
 */
export function effectivePermissions(
  rolePermissions: readonly string[],
  keyPermissions: readonly string[] | null,
): ReadonlySet<PermissionName> {
  const held = rolePermissions as readonly PermissionName[];
  if (keyPermissions === null) return new Set(held);
  const allowed = new Set(keyPermissions);
  return new Set(held.filter((permission) => allowed.has(permission)));
}

/** Whether a key still works at `now`: not revoked, not expired (its member is checked apart). */
export function apiKeyWorks(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  if (key.revokedAt !== null) return false;
  return key.expiresAt === null || key.expiresAt.getTime() > now.getTime();
}

const MAX_REMEMBERED_KEYS = 10_000;
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Which rate-limit budget a request spends: a key this instance has authenticated spends its own
 * (by key id, so Redis never holds a hash of a secret), anything else the client IP's. Only keys
 * the guard has accepted are remembered, so inventing keys cannot open fresh budgets: a forged or
 * unknown `pck_` value spends the IP's like any other failed credential. Bounded: the oldest goes
 * when full. Per instance: a key's first request on an instance spends the IP's budget.
 */
export function createApiKeyBudgets() {
  const keyIdByHash = new Map<string, string>();
  return {
    /** Called by the guard once a key has authenticated a request. */
    remember(hash: string, keyId: string) {
      if (keyIdByHash.has(hash)) return;
      if (keyIdByHash.size >= MAX_REMEMBERED_KEYS) {
        const oldest = keyIdByHash.keys().next();
        if (!oldest.done) keyIdByHash.delete(oldest.value);
      }
      keyIdByHash.set(hash, keyId);
    },
    /** The budget of the request's API key, or null for the IP's. */
    budgetOf(authorization: string | undefined): string | null {
      if (authorization === undefined) return null;
      const token = BEARER.exec(authorization)?.[1];
      if (!token || !isWellFormedApiKey(token)) return null;
      const keyId = keyIdByHash.get(apiKeyHash(token));
      return keyId === undefined ? null : `key:${keyId}`;
    },
  };
}

export type ApiKeyBudgets = ReturnType<typeof createApiKeyBudgets>;
