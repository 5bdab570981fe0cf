import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/index.js';
import { members } from '../members/index.js';
import { organizations } from '../organizations/index.js';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The client's name, kept equal to clients.name (a rename updates it in its transaction): docs/clients.md. */
    clientName: text('client_name').notNull(),
    clientId: uuid('client_id').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    /** FIXED: totalBudget is money; HOURLY: totalBudget is hours. */
    budgetType: text('budget_type').notNull().default('FIXED'),
    totalBudget: numeric('total_budget', { precision: 14, scale: 2 }).notNull(),
    hourlyBillRate: numeric('hourly_bill_rate', { precision: 12, scale: 2 }),
    screenshotIntervalMins: integer('screenshot_interval_mins').notNull(),
    blurScreenshots: boolean('blur_screenshots').notNull().default(false),
    /** Whether new time on the project is billable unless the person says otherwise. */
    billableByDefault: boolean('billable_by_default').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isPublicShared: boolean('is_public_shared').notNull().default(false),
    /** SHA-256 of the portal token, by which a visitor's token is looked up. */
    shareTokenHash: text('share_token_hash'),
    /**
     * Random; the token is an HMAC of it under the server key (portal-link.ts), so a manager can be
     * shown the link again while the table alone still grants no access. Null: a link issued
     * before links could be shown again (or none).
     */
    shareTokenNonce: text('share_token_nonce'),
    /** argon2id of the optional portal password. */
    sharePasswordHash: text('share_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('projects_org_id_unique').on(table.orgId, table.id),
    foreignKey({
      name: 'projects_client_fk',
      columns: [table.orgId, table.clientId],
      foreignColumns: [clients.orgId, clients.id],
    }),
    index('projects_client_idx').on(table.orgId, table.clientId),
    uniqueIndex('projects_org_code_unique').on(table.orgId, sql`lower(${table.code})`),
    uniqueIndex('projects_share_token_unique').on(table.shareTokenHash),
    check('projects_budget_type_check', sql`${table.budgetType} in ('FIXED', 'HOURLY')`),
    check('projects_amounts_check', sql`${table.totalBudget} >= 0 and coalesce(${table.hourlyBillRate}, 0) >= 0`),
    check('projects_interval_check', sql`${table.screenshotIntervalMins} between 1 and 60`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    orgId: uuid('org_id').notNull(),
    projectId: uuid('project_id').notNull(),
    memberId: uuid('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'project_members_pk', columns: [table.orgId, table.projectId, table.memberId] }),
    foreignKey({
      name: 'project_members_project_fk',
      columns: [table.orgId, table.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'project_members_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }).onDelete('cascade'),
    index('project_members_member_idx').on(table.orgId, table.memberId),
  ],
);
