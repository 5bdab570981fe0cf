import { sql } from 'drizzle-orm';
import { apiKeyWorks, effectivePermissions } from '../../platform/auth/api-keys.js';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';

/*
 * The two reads of memberships below are SQL on the members module's tables by name: the members
 * module emits webhook events, so importing it here would make the modules depend on each other.
 */

/** The permissions of the member's role while the member is active; none otherwise. */
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
  const [row] = rowsOf<{
    permissions: string[] | null;
    key_id: string | null;
    key_permissions: string[] | null;
    revoked_at: Date | string | null;
    expires_at: Date | string | null;
  }>(
    await executor.execute(sql`
      select r.permissions, k.id as key_id, k.permissions as key_permissions, k.revoked_at, k.expires_at
      from members m join roles r on r.org_id = m.org_id and r.id = m.role_id
      left join api_keys k on k.org_id = m.org_id and k.member_id = m.id and k.id = ${apiKeyId}
      where m.org_id = ${orgId} and m.id = ${memberId} and m.status = 'ACTIVE'`),
  );
  if (!row) return new Set();
  if (apiKeyId === null) return new Set(row.permissions ?? []);
  if (row.key_id === null) return new Set();
  const key = { revokedAt: dateOrNull(row.revoked_at), expiresAt: dateOrNull(row.expires_at) };
  if (!apiKeyWorks(key, now)) return new Set();
  return effectivePermissions(row.permissions ?? [], row.key_permissions);
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The e-mail addresses of the organization's active Owners. */
export async function activeOwnerEmails(executor: Executor, orgId: string): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(
    await executor.execute(sql`
      select u.email from members m
      join roles r on r.org_id = m.org_id and r.id = m.role_id
      join users u on u.id = m.user_id
      where m.org_id = ${orgId} and m.status = 'ACTIVE' and r.built_in_key = 'OWNER'`),
  );
  return rows.map((row) => row.email);
}
