import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Where a key is derived from the server's secret: HKDF's salt and label, one pair per use. */
interface KeyPurpose {
  salt: string;
  label: string;
}

/** A 32-byte key derived from the server's secret (JWT_SECRET, or the one generated into DATA_DIR) for one purpose. */
export function deriveKey(serverSecret: string, { salt, label }: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, salt, label, 32));
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Secrets we must read back (a processor's API key, a webhook's signing secret) kept sealed at
 * rest, so a copy of the database or a backup does not hand them out: AES-256-GCM under a key
 * derived for `purpose`, a random IV, and the organization's id as associated data, so a sealed
 * value copied into another organization's row does not open. Rotating the server secret makes
 * every sealed value unreadable; each use says what its owner does then.
 */
export function createSealer(serverSecret: string, purpose: KeyPurpose) {
  const key = deriveKey(serverSecret, purpose);
  return {
    seal: (plain: string, orgId: string): string => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(orgId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },

    /** The plain value, or null when it does not open (another server secret, another organization, not sealed). */
    open: (sealed: string, orgId: string): string | null => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(orgId))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
