import type { Db } from '../../platform/db/database.js';
import { createSealer } from '../../platform/sealed-values.js';
import { replaceSecretsIfUnchanged, subscriptionsWithUnsealedSecrets } from '../webhook-outbox/index.js';

/** How a secret issued before secrets were sealed is stored: as issued (webhooks.signing.ts). */
const UNSEALED_PREFIX = 'whsec_';

/**
 * Signing secrets sealed at rest (platform/sealed-values.ts), like the payment processors' keys:
 * a copy of the database or a backup does not let anyone sign as us. A secret stored before
 * sealing is still read as it is, and sealed at the next start (`sealStoredSecrets`). After the
 * server secret is rotated a sealed secret no longer opens: deliveries are skipped with that
 * reason until an Owner rotates the webhook's secret.
 */
export function createWebhookSecrets(serverSecret: string) {
  const sealer = createSealer(serverSecret, { salt: 'punchclock-webhooks', label: 'signing-secrets-at-rest' });
  return {
    seal: sealer.seal,
    /** The secret as issued, or null when it does not open here. */
    open(stored: string, orgId: string): string | null {
      return stored.startsWith(UNSEALED_PREFIX) ? stored : sealer.open(stored, orgId);
    },
  };
}

export type WebhookSecrets = ReturnType<typeof createWebhookSecrets>;

/**
 * Seals the secrets still stored as issued (subscriptions made before sealing), one row at a
 * time, each only if it is still the value read: two processes starting together seal it once.
 * Returns how many subscriptions it sealed.
 */
export async function sealStoredSecrets(db: Db, secrets: WebhookSecrets): Promise<number> {
  let sealed = 0;
  for (const row of await subscriptionsWithUnsealedSecrets(db, UNSEALED_PREFIX)) {
    const sealedForm = (stored: string | null) =>
      stored?.startsWith(UNSEALED_PREFIX) ? secrets.seal(stored, row.orgId) : stored;
    const replaced = await replaceSecretsIfUnchanged(db, {
      id: row.id,
      expected: row.secret,
      secret: sealedForm(row.secret)!,
      previousSecret: sealedForm(row.previousSecret),
    });
    if (replaced) sealed += 1;
  }
  return sealed;
}

interface StoredSecrets {
  orgId: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/**
 * The secrets a delivery is signed with at `now`: the current one, and during a rotation's overlap
 * the previous one too (when it still opens). Null when the current one does not open.
 */
export function signingSecrets(subscription: StoredSecrets, now: Date, secrets: WebhookSecrets): string[] | null {
  const { orgId, secret, previousSecret, previousSecretExpiresAt } = subscription;
  const current = secrets.open(secret, orgId);
  if (current === null) return null;
  const overlapping = previousSecret !== null && previousSecretExpiresAt !== null && previousSecretExpiresAt > now;
  const previous = overlapping ? secrets.open(previousSecret, orgId) : null;
  return previous === null ? [current] : [current, previous];
}
