/**
 * Where uploaded files live, by key. Keys are chosen by the server (never by a client): slash-
 * separated segments of letters, digits, dashes, dots and underscores.
 */
export interface ObjectStorage {
  readonly kind: 'fs' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a key with nothing stored is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Throws unless objects can be stored now (readiness: the folder is writable, the bucket answers). */
  check(): Promise<void>;
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses anything that is not a plain relative key, so no key can climb out of the storage root. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`invalid storage key: ${key}`);
  return key;
}
