import { createHmac } from 'node:crypto';
import { constantTimeEqual, randomToken, sha256 } from '../../platform/auth/secrets.js';

/** The page of the web app a client opens (the web app calls GET /projects/portal/:token from it). */
const PORTAL_PAGE_PATH = '/portal';

interface IssuedPortalToken {
  token: string;
  /** Stored: the lookup key of visitors' tokens. */
  tokenHash: string;
  /** Stored: with the server key, gives the token back (showing the link again). */
  nonce: string;
}

/**
 * Portal links a manager can be shown again without a rotation: the token is an HMAC of a
 * random nonce under the server key, so it can be derived again from the stored nonce, while the
 * table alone (nonce and hash) still lets nobody in. A changed server key or a link issued before
 * this scheme yields null: the link still works for the client, but only a new one can be shown.
 */
export function createPortalLinks(key: string, publicUrl: string) {
  const derive = (projectId: string, nonce: string) =>
    createHmac('sha256', key).update(`portal-share:${projectId}:${nonce}`, 'utf8').digest('base64url');

  return {
    issue(projectId: string): IssuedPortalToken {
      const nonce = randomToken(16);
      const token = derive(projectId, nonce);
      return { token, tokenHash: sha256(token), nonce };
    },

    /** The URL of the link in force, or null when there is none or it cannot be derived again. */
    current(
      projectId: string,
      share: { isPublicShared: boolean; shareTokenHash: string | null; shareTokenNonce: string | null },
    ): string | null {
      if (!share.isPublicShared || !share.shareTokenHash || !share.shareTokenNonce) return null;
      const token = derive(projectId, share.shareTokenNonce);
      return constantTimeEqual(sha256(token), share.shareTokenHash) ? this.urlOf(token) : null;
    },

    urlOf: (token: string) => `${publicUrl}${PORTAL_PAGE_PATH}/${token}`,
  };
}
