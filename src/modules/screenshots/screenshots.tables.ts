import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activitySlots } from '../activities/index.js';
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';

/** One screenshot of a member's screen: its metadata here, its image and thumbnail in the storage. */
export const screenshots = pgTable(
  'screenshots',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    projectId: uuid('project_id').notNull(),
    /** The activity slot it was taken in, when the tracker named one. */
    slotId: uuid('slot_id'),
    /** The tracker's id for the upload; the same id again answers this screenshot (idempotency key). */
    clientId: uuid('client_id').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    /** Storage keys chosen by the server; a blur replaces both with new keys. */
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isBlurred: boolean('is_blurred').notNull().default(false),
    /** Taken because a manager asked for it (POST /screenshots/request-live-capture). */
    requestedLive: boolean('requested_live').notNull().default(false),
    captureRequestId: uuid('capture_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('screenshots_org_id_unique').on(table.orgId, table.id),
    uniqueIndex('screenshots_client_id_unique').on(table.orgId, table.memberId, table.clientId),
    foreignKey({
      name: 'screenshots_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }),
    foreignKey({
      name: 'screenshots_project_fk',
      columns: [table.orgId, table.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }),
    foreignKey({
      name: 'screenshots_slot_fk',
      columns: [table.orgId, table.slotId],
      foreignColumns: [activitySlots.orgId, activitySlots.id],
    }),
    index('screenshots_org_captured_idx').on(table.orgId, table.capturedAt, table.id),
    index('screenshots_member_captured_idx').on(table.orgId, table.memberId, table.capturedAt),
    index('screenshots_project_captured_idx').on(table.orgId, table.projectId, table.capturedAt),
    // The background blur looks up the sharp screenshots of the (few) projects that blur.
    index('screenshots_sharp_by_project_idx')
      .on(table.orgId, table.projectId)
      .where(sql`${table.isBlurred} = false`),
    check('screenshots_size_check', sql`${table.width} > 0 and ${table.height} > 0 and ${table.sizeBytes} > 0`),
  ],
);

/** A manager's request for a screenshot now, delivered to the member's tracker until answered or expired. */
export const captureRequests = pgTable(
  'screenshot_capture_requests',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    requestedByMemberId: uuid('requested_by_member_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    screenshotId: uuid('screenshot_id'),
  },
  (table) => [
    foreignKey({
      name: 'screenshot_capture_requests_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }),
    foreignKey({
      name: 'screenshot_capture_requests_requester_fk',
      columns: [table.orgId, table.requestedByMemberId],
      foreignColumns: [members.orgId, members.id],
    }),
    index('screenshot_capture_requests_pending_idx')
      .on(table.orgId, table.memberId, table.expiresAt)
      .where(sql`${table.answeredAt} is null`),
    check('screenshot_capture_requests_expiry_check', sql`${table.expiresAt} > ${table.requestedAt}`),
  ],
);

/**
 * Storage keys whose file may exist without a screenshot row pointing at it: PENDING while an
 * upload or blur writes files before committing the row that references them, DELETE once the
 * row let go of them (in the same transaction). The sweeper deletes the files of DELETE keys, and
 * of PENDING keys older than a grace period (their upload died), then the journal rows.
 */
export const storageJournal = pgTable(
  'screenshot_storage_journal',
  {
    key: text('key').primaryKey(),
    orgId: uuid('org_id').notNull(),
    state: text('state', { enum: ['PENDING', 'DELETE'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('screenshot_storage_journal_state_idx').on(table.state, table.createdAt),
    check('screenshot_storage_journal_state_check', sql`${table.state} in ('PENDING', 'DELETE')`),
  ],
);
