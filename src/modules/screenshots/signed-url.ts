import { createHmac, timingSafeEqual } from 'node:crypto';

export type ScreenshotFile = 'image' | 'thumbnail';

interface UrlGrant {
  orgId: string;
  screenshotId: string;
  file: ScreenshotFile;
  /** Unix seconds after which the URL no longer works. */
  expires: number;
}

const FILES: ScreenshotFile[] = ['image', 'thumbnail'];
/** 16 bytes org + 16 bytes screenshot + 1 byte file + 4 bytes expiry. */
const PAYLOAD_BYTES = 37;
/** 128 bits of HMAC: enough against forgery, and the token stays under the router's 100-character path segment. */
const MAC_BYTES = 16;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Short-lived URLs to one file of one screenshot, for an <img> tag or the client portal, which
 * cannot send a bearer token. The token names the organization, the screenshot, the file and the
 * expiry in binary, signed with HMAC-SHA256 under a key derived from the JWT secret for this use only.
 */
export function createUrlSigner(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('punchclock:screenshot-url:v1').digest();
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign(grant: UrlGrant): string {
      const expiry = Buffer.alloc(4);
      expiry.writeUInt32BE(grant.expires, 0);
      const payload = Buffer.concat([
        uuidBytes(grant.orgId),
        uuidBytes(grant.screenshotId),
        Buffer.from([FILES.indexOf(grant.file)]),
        expiry,
      ]);
      return Buffer.concat([payload, mac(payload)]).toString('base64url');
    },
    /** The grant of a token this server signed, or null (tampered, malformed or expired). */
    verify(token: string, nowSeconds: number): UrlGrant | null {
      if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES) return null;
      const payload = bytes.subarray(0, PAYLOAD_BYTES);
      if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(payload))) return null;
      const file = FILES[payload[32]!];
      const expires = payload.readUInt32BE(33);
      if (!file || expires < nowSeconds) return null;
      return { orgId: uuidOf(payload.subarray(0, 16)), screenshotId: uuidOf(payload.subarray(16, 32)), file, expires };
    },
  };
}
