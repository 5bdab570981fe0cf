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
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { tags, tasks } from '../tasks/index.js';

export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    projectId: uuid('project_id'),
    /** A task of the entry's project (the key includes the project, so it cannot be another's). */
    taskId: uuid('task_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Null while the timer runs. */
    endTime: timestamp('end_time', { withTimezone: true }),
    notes: text('notes'),
    isBillable: boolean('is_billable').notNull().default(true),
    /** TIMER, MANUAL, IDLE_SPLIT (an idle span split off as offline time) or IMPORT (from another tool's file). */
    source: text('source').notNull(),
    isOffline: boolean('is_offline').notNull().default(false),
    /** Idle seconds removed from the span (DISCARD); worked seconds = end − start − idle. */
    idleSeconds: integer('idle_seconds').notNull().default(0),
    /**
     * Idle time the tracker found up to this instant has been answered (POST /time/idle-resolve,
     * any action), so GET /time/idle offers only idle time after it. Null: never answered.
     */
    idleAnsweredUntil: timestamp('idle_answered_until', { withTimezone: true }),
    /**
     * Worked seconds of a finished entry (end − start − idle, never below zero; null while running),
     * kept by the database so that totals over a year of entries add integers instead of doing
     * timestamp arithmetic on every row.
     */
    workedSeconds: integer('worked_seconds').generatedAlwaysAs(
      sql`greatest(0, floor(extract(epoch from (end_time - start_time)))::integer - idle_seconds)`,
    ),
    /** PENDING until a manager approves or rejects; editing a rejected entry makes it PENDING again. */
    status: text('status').notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    reviewedByMemberId: uuid('reviewed_by_member_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Rates in force when the entry was recorded, so later rate changes do not rewrite history. */
    costRate: numeric('cost_rate', { precision: 12, scale: 2 }),
    billRate: numeric('bill_rate', { precision: 12, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'time_entries_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }),
    foreignKey({
      name: 'time_entries_project_fk',
      columns: [table.orgId, table.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }),
    foreignKey({
      name: 'time_entries_task_fk',
      columns: [table.orgId, table.projectId, table.taskId],
      foreignColumns: [tasks.orgId, tasks.projectId, tasks.id],
    }),
    // Target of time_entry_tags' key.
    unique('time_entries_org_id_unique').on(table.orgId, table.id),
    index('time_entries_task_idx')
      .on(table.orgId, table.taskId)
      .where(sql`${table.taskId} is not null`),
    uniqueIndex('time_entries_one_running_timer')
      .on(table.memberId)
      .where(sql`${table.endTime} is null`),
    index('time_entries_member_start_idx').on(table.orgId, table.memberId, table.startTime, table.id),
    // The overlap check wants entries ending after a new span starts; by start time alone it reads a member's whole history.
    index('time_entries_member_end_idx').on(table.orgId, table.memberId, table.endTime),
    index('time_entries_org_start_idx').on(table.orgId, table.startTime, table.id),
    index('time_entries_project_idx').on(table.orgId, table.projectId, table.startTime),
    check('time_entries_span_check', sql`${table.endTime} is null or ${table.endTime} > ${table.startTime}`),
    check('time_entries_status_check', sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('time_entries_source_check', sql`${table.source} in ('TIMER', 'MANUAL', 'IDLE_SPLIT', 'IMPORT')`),
    check('time_entries_idle_check', sql`${table.idleSeconds} >= 0`),
    // A foreign key with a null column is not checked: a task needs the entry's project.
    check('time_entries_task_needs_project_check', sql`${table.taskId} is null or ${table.projectId} is not null`),
  ],
);

/** The tags an entry carries (tags are the tasks module's, per organization). */
export const timeEntryTags = pgTable(
  'time_entry_tags',
  {
    orgId: uuid('org_id').notNull(),
    timeEntryId: uuid('time_entry_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'time_entry_tags_pk', columns: [table.orgId, table.timeEntryId, table.tagId] }),
    foreignKey({
      name: 'time_entry_tags_entry_fk',
      columns: [table.orgId, table.timeEntryId],
      foreignColumns: [timeEntries.orgId, timeEntries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'time_entry_tags_tag_fk',
      columns: [table.orgId, table.tagId],
      foreignColumns: [tags.orgId, tags.id],
    }),
    index('time_entry_tags_tag_idx').on(table.orgId, table.tagId, table.timeEntryId),
  ],
);

/** Last sign of life from a member's desktop tracker, for the live team view. */
export const trackerPresence = pgTable(
  'tracker_presence',
  {
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull(),
    /** What the tracker reported with its last heartbeat (e.g. its version, the active app). */
    clientInfo: text('client_info'),
  },
  (table) => [
    primaryKey({ name: 'tracker_presence_pk', columns: [table.orgId, table.memberId] }),
    foreignKey({
      name: 'tracker_presence_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }).onDelete('cascade'),
  ],
);
