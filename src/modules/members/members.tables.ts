import { sql } from 'drizzle-orm';
import { check, foreignKey, index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull(),
    /** INVITED until the invitation is accepted, then ACTIVE; DEACTIVATED keeps history but locks out. */
    status: text('status').notNull(),
    costRate: numeric('cost_rate', { precision: 12, scale: 2 }),
    billableRate: numeric('billable_rate', { precision: 12, scale: 2 }),
    weeklyCapacityHours: numeric('weekly_capacity_hours', { precision: 5, scale: 2 }),
    /** The member's own IANA time zone for what they see; null: the organization's (docs/time-zones.md). */
    timeZone: text('time_zone'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('members_org_user_unique').on(table.orgId, table.userId),
    unique('members_org_id_unique').on(table.orgId, table.id),
    foreignKey({
      name: 'members_role_fk',
      columns: [table.orgId, table.roleId],
      foreignColumns: [roles.orgId, roles.id],
    }),
    index('members_user_idx').on(table.userId),
    check('members_status_check', sql`${table.status} in ('INVITED', 'ACTIVE', 'DEACTIVATED')`),
    check('members_rates_check', sql`coalesce(${table.costRate}, 0) >= 0 and coalesce(${table.billableRate}, 0) >= 0`),
    check(
      'members_capacity_check',
      sql`${table.weeklyCapacityHours} is null or ${table.weeklyCapacityHours} between 0 and 168`,
    ),
  ],
);

/** One pending invitation per member; the token itself is never stored, only its SHA-256. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'invites_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }).onDelete('cascade'),
    index('invites_member_idx').on(table.orgId, table.memberId),
  ],
);
