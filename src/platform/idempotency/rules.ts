import { createHash } from 'node:crypto';
import type { AuthContext } from '../auth/context.js';

/**
 * An Idempotency-Key: 1 to 255 visible ASCII characters (a UUID, a ULID, a client's own token).
 * No spaces, so two keys sent in one request (joined by ", ") are refused rather than read as one.
 * The IETF draft's quoted form ("…") is accepted as it is: the quotes are part of the key, which
 * only has to be the same on every retry.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const isIdempotencyKey = (value: string): boolean => IDEMPOTENCY_KEY_PATTERN.test(value);

/**
 * Who a key belongs to: the API key when the request came with one (each key is its own caller, so
 * two integrations of one person never share keys), else the signed-in user.
 */
export function callerOf(auth: Pick<AuthContext, 'userId' | 'apiKey'>): string {
  return auth.apiKey ? `api-key:${auth.apiKey.id}` : `user:${auth.userId}`;
}

/**
 * JSON text of `value` with every object's keys sorted, so two requests that differ only in key
 * order or white space have the same text. Arrays keep their order; a property whose value is
 * undefined is left out, as JSON.stringify does. Anything JSON cannot carry is refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: a number that JSON cannot carry');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && !ArrayBuffer.isView(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`);
}

/** What a request is, for comparing it with the first one sent with its key. */
export interface RequestParts {
  params: unknown;
  query: unknown;
  /** The parsed JSON body, or for a route that reads its own body (multipart) what it read. */
  body: unknown;
}

/** SHA-256 (hex) of the request's canonical JSON. */
export function fingerprintOf(parts: RequestParts): string {
  const text = canonicalJson({ params: parts.params ?? null, query: parts.query ?? null, body: parts.body ?? null });
  return createHash('sha256').update(text).digest('hex');
}

/** The digest a multipart route puts in its parts for a file's bytes. */
export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
