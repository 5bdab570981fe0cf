import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../members/index.js';
import { organizations } from '../organizations/index.js';
import type { Permission } from '../rbac/index.js';

/**
 * API keys (docs/api-keys.md). The secret itself is never stored: only its SHA-256, by which a
 * request's key is found, and its first characters, by which people tell keys apart. Each key
 * belongs to the member who made it (through the composite key, so never to another
 * organization's member) and goes with that membership when it is deleted.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who made it: a PERSONAL key acts as them, a SERVICE key is accounted to them. */
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<'PERSONAL' | 'SERVICE'>().notNull(),
    name: text('name').notNull(),
    displayPrefix: text('display_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** What the key may do, within its member's permissions at each request; null: all of them (PERSONAL only). */
    permissions: text('permissions').array().$type<Permission[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('api_keys_key_hash_unique').on(table.keyHash),
    unique('api_keys_org_id_unique').on(table.orgId, table.id),
    foreignKey({
      name: 'api_keys_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }).onDelete('cascade'),
    index('api_keys_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('api_keys_member_idx').on(table.orgId, table.memberId),
    check('api_keys_kind_check', sql`${table.kind} in ('PERSONAL', 'SERVICE')`),
    check('api_keys_service_permissions_check', sql`${table.kind} = 'PERSONAL' or ${table.permissions} is not null`),
  ],
);
