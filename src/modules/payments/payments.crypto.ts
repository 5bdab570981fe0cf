import { createHmac, timingSafeEqual } from 'node:crypto';
import { createSealer, deriveKey } from '../../platform/sealed-values.js';

/**
 * Keys derived from the server's secret under distinct labels, so neither can stand in for the
 * other or for a token signature: one seals the processor keys at rest (an organization connects
 * again after the server secret is rotated), one signs pay links (rotating changes every link).
 */
const PAYMENTS_SALT = 'punchclock-payments';

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function createPaymentSecrets(serverSecret: string) {
  const sealer = createSealer(serverSecret, { salt: PAYMENTS_SALT, label: 'processor-keys-at-rest' });
  const linkKey = deriveKey(serverSecret, { salt: PAYMENTS_SALT, label: 'invoice-pay-links' });

  const linkSignature = (orgId: string, invoiceId: string) =>
    createHmac('sha256', linkKey).update(`${orgId}:${invoiceId}`).digest().subarray(0, 24);

  return {
    /** Sealed at rest (platform/sealed-values.ts): opens only with this server secret, in this organization. */
    seal: sealer.seal,
    open: sealer.open,

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
