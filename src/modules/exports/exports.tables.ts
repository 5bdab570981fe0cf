import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../members/index.js';
import { organizations } from '../organizations/index.js';

/**
 * One download of an organization's data (docs/exporting.md): the whole organization for its
 * Owner, or one member's own data. Built in the background into an archive under
 * DATA_DIR/exports, kept for a week, then removed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who asked; only they may download it. A removed member's exports go with them. */
    requestedByMemberId: uuid('requested_by_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** ORGANIZATION: everything the organization owns; MEMBER: the requester's own data. */
    scope: text('scope').notNull(),
    /** QUEUED → RUNNING → DONE → EXPIRED; FAILED on an error. */
    status: text('status').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Known once the export has counted what it will write. */
    rowsTotal: integer('rows_total'),
    filesDone: integer('files_done').notNull().default(0),
    filesTotal: integer('files_total'),
    /** The archive's size and SHA-256 once DONE. */
    archiveBytes: bigint('archive_bytes', { mode: 'number' }),
    archiveSha256: text('archive_sha256'),
    failure: text('failure'),
    /** A worker holds the export until then; one whose worker died is started again after it passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('data_exports_org_created_idx').on(table.orgId, table.createdAt),
    index('data_exports_status_idx').on(table.status),
    check('data_exports_scope_check', sql`${table.scope} in ('ORGANIZATION', 'MEMBER')`),
    check('data_exports_status_check', sql`${table.status} in ('QUEUED', 'RUNNING', 'DONE', 'EXPIRED', 'FAILED')`),
  ],
);
