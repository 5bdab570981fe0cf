import { apiKeyWorks, effectivePermissions } from '../../platform/auth/api-keys.js';
import type { Executor } from '../../platform/db/index.js';
import { findApiKey } from '../api-keys/index.js';
import { activeMemberPermissions } from '../members/index.js';

/*
 * What the webhooks module knows of memberships and keys, asked of the modules that own them: the
 * writers record events through webhook-outbox, below them, so this module may sit above members.
 */

/**
 * What a subscription's payloads may show now: its creator's permissions while they are an active
 * member, narrowed to the API key it was created with (as a request with the key would be), or
 * nothing once that key is revoked, expired or gone, as for a creator no longer active.
 */
export async function activePermissionsOf(
  executor: Executor,
  creator: { orgId: string; memberId: string; apiKeyId: string | null },
  now: Date,
): Promise<ReadonlySet<string>> {
  const { orgId, memberId, apiKeyId } = creator;
  const held = await activeMemberPermissions(executor, orgId, memberId);
  if (held === null) return new Set();
  if (apiKeyId === null) return new Set(held);
  const key = await findApiKey(executor, orgId, apiKeyId, memberId);
  if (key === null || !apiKeyWorks(key, now)) return new Set();
  return effectivePermissions(held, key.permissions);
}
