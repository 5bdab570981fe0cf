import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys derived from the server's secret (JWT_SECRET, or the one generated into DATA_DIR): one to
 * seal the processor keys at rest, one to sign pay links. Derived with HKDF under distinct labels,
 * so neither can stand in for the other or for a token signature. Rotating the server secret
 * makes sealed keys unreadable (the organization connects again) and changes every pay link.
 */
function derive(serverSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'punchclock-payments', label, 32));
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function createPaymentSecrets(serverSecret: string) {
  const sealKey = derive(serverSecret, 'processor-keys-at-rest');
  const linkKey = derive(serverSecret, 'invoice-pay-links');

  const linkSignature = (orgId: string, invoiceId: string) =>
    createHmac('sha256', linkKey).update(`${orgId}:${invoiceId}`).digest().subarray(0, 24);

  return {
    /**
     * AES-256-GCM with a random IV; the organization's id is the associated data, so a sealed
     * value copied into another organization's row does not open.
     */
    seal(plain: string, orgId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(orgId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },

    /** The plain value, or null when it does not open (another server secret, another organization). */
    open(sealed: string, orgId: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(orgId))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },

    /** The pay link's token: the invoice id and a signature over the organization and invoice. Stable, unguessable. */
    payToken(orgId: string, invoiceId: string): string {
      return `${b64(Buffer.from(invoiceId.replaceAll('-', ''), 'hex'))}.${b64(linkSignature(orgId, invoiceId))}`;
    },

    /** The invoice id a token names, before its signature is checked (it needs the organization). */
    invoiceIdOf(token: string): string | null {
      const [id] = token.split('.');
      const hex = Buffer.from(id ?? '', 'base64url').toString('hex');
      if (hex.length !== 32) return null;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },

    payTokenMatches(token: string, orgId: string, invoiceId: string): boolean {
      const expected = Buffer.from(this.payToken(orgId, invoiceId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PaymentSecrets = ReturnType<typeof createPaymentSecrets>;
