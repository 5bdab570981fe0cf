import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';

/**
 * One import of a file of time history (docs/importing.md): uploaded, analysed into a preview
 * (nothing written), confirmed by the Owner, imported in the background, perhaps undone. The file
 * stays in storage until the import ends, so a restarted server can analyse or import it again.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').notNull(),
    fileName: text('file_name').notNull(),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    /** The uploaded file in storage; null once the import has ended and the file is removed. */
    fileKey: text('file_key'),
    /** ANALYSING → NEEDS_MAPPING | READY → IMPORTING → DONE (→ UNDONE); FAILED when the file cannot be read. */
    status: text('status').notNull(),
    /** The parse options (format, mapping, date order) and, once confirmed, the people and entry status chosen. */
    settings: jsonb('settings').notNull(),
    /** What analysis found: the detected file, counts, hours and what will be created or matched. */
    preview: jsonb('preview'),
    /** What the import did: counts of created entries, skipped rows and created records. */
    result: jsonb('result'),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Known once analysis has read the whole file. */
    rowsTotal: integer('rows_total'),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    failure: text('failure'),
    /** A worker holds the job until then; a job whose worker died is taken over after it passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    phaseStartedAt: timestamp('phase_started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('import_jobs_org_idx').on(table.orgId, table.createdAt),
    index('import_jobs_status_idx').on(table.status),
    // One import writes an organization's time at a time: two at once could both take the same source row.
    uniqueIndex('import_jobs_one_importing')
      .on(table.orgId)
      .where(sql`${table.status} = 'IMPORTING'`),
    check(
      'import_jobs_status_check',
      sql`${table.status} in ('ANALYSING', 'NEEDS_MAPPING', 'READY', 'IMPORTING', 'DONE', 'UNDONE', 'DISCARDED', 'FAILED')`,
    ),
  ],
);

/** Every row an import refuses or skips, with its row number and the reason in words. */
export const importProblems = pgTable(
  'import_problems',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    line: integer('line').notNull(),
    code: text('code').notNull(),
    column: text('column'),
    message: text('message').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.rowNumber] })],
);

/**
 * The source key of every entry an import created: the same entry in a second file, or the same
 * file again, is recognised and skipped. Undoing an import removes its keys with its entries.
 */
export const importedEntries = pgTable(
  'imported_entries',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    jobId: uuid('job_id').notNull(),
    timeEntryId: uuid('time_entry_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.sourceKey] }),
    index('imported_entries_job_idx').on(table.jobId),
  ],
);

/** A generic file's confirmed column mapping, offered again for the next file with the same headers. */
export const importMappings = pgTable(
  'import_mappings',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    headerSignature: text('header_signature').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.headerSignature] })],
);
