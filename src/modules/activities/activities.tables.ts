import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../members/index.js';
import { organizations } from '../organizations/index.js';
import { projects } from '../projects/index.js';
import { timeEntries } from '../time/index.js';

/**
 * One activity slot uploaded by a member's desktop tracker: a span (10 minutes by default) with
 * its input activity. Screenshots taken during the slot will reference it by (org_id, id).
 */
export const activitySlots = pgTable(
  'activity_slots',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    /** The tracker's own id for the slot; replaying it returns the stored slot (idempotency key). */
    clientId: text('client_id').notNull(),
    projectId: uuid('project_id'),
    timeEntryId: uuid('time_entry_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    keyboardSeconds: integer('keyboard_seconds').notNull(),
    mouseSeconds: integer('mouse_seconds').notNull(),
    activeSeconds: integer('active_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('activity_slots_org_id_unique').on(table.orgId, table.id),
    uniqueIndex('activity_slots_client_id_unique').on(table.orgId, table.memberId, table.clientId),
    foreignKey({
      name: 'activity_slots_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }),
    foreignKey({
      name: 'activity_slots_project_fk',
      columns: [table.orgId, table.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }),
    // A deleted time entry leaves its slots as activity without an entry.
    foreignKey({
      name: 'activity_slots_time_entry_fk',
      columns: [table.timeEntryId],
      foreignColumns: [timeEntries.id],
    }).onDelete('set null'),
    index('activity_slots_member_start_idx').on(table.orgId, table.memberId, table.startTime),
    index('activity_slots_org_start_idx').on(table.orgId, table.startTime),
    check('activity_slots_span_check', sql`${table.endTime} > ${table.startTime}`),
    check(
      'activity_slots_seconds_check',
      sql`${table.activeSeconds} >= 0 and ${table.keyboardSeconds} >= 0 and ${table.mouseSeconds} >= 0`,
    ),
  ],
);

/** Seconds of one foreground application (APP) or web site (SITE, by host name) within a slot. */
export const activitySlotUsages = pgTable(
  'activity_slot_usages',
  {
    orgId: uuid('org_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    kind: text('kind', { enum: ['APP', 'SITE'] }).notNull(),
    name: text('name').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [
    primaryKey({ name: 'activity_slot_usages_pk', columns: [table.slotId, table.kind, table.name] }),
    foreignKey({
      name: 'activity_slot_usages_slot_fk',
      columns: [table.orgId, table.slotId],
      foreignColumns: [activitySlots.orgId, activitySlots.id],
    }).onDelete('cascade'),
    check('activity_slot_usages_kind_check', sql`${table.kind} in ('APP', 'SITE')`),
    check('activity_slot_usages_seconds_check', sql`${table.seconds} > 0`),
  ],
);

/** An organization's classification rule; it overrides the built-in rules for the same pattern. */
export const activityRules = pgTable(
  'activity_rules',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    kind: text('kind', { enum: ['APP', 'SITE'] }).notNull(),
    pattern: text('pattern').notNull(),
    category: text('category').notNull(),
    productivity: text('productivity', { enum: ['PRODUCTIVE', 'NEUTRAL', 'UNPRODUCTIVE'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('activity_rules_pattern_unique').on(table.orgId, table.kind, table.pattern),
    foreignKey({
      name: 'activity_rules_org_fk',
      columns: [table.orgId],
      foreignColumns: [organizations.id],
    }).onDelete('cascade'),
    check('activity_rules_kind_check', sql`${table.kind} in ('APP', 'SITE')`),
    check('activity_rules_productivity_check', sql`${table.productivity} in ('PRODUCTIVE', 'NEUTRAL', 'UNPRODUCTIVE')`),
  ],
);

/**
 * Per-day rollup of the slots (by the UTC day a slot starts in), kept in the transaction of every
 * slot insert, so a summary over months adds up days instead of scanning every slot. One row per
 * member, project (null: none) and day; a null project is one key (nulls not distinct).
 */
export const activityDayTotals = pgTable(
  'activity_day_totals',
  {
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    projectId: uuid('project_id'),
    day: date('day', { mode: 'string' }).notNull(),
    slots: integer('slots').notNull(),
    trackedSeconds: integer('tracked_seconds').notNull(),
    activeSeconds: integer('active_seconds').notNull(),
    keyboardSeconds: integer('keyboard_seconds').notNull(),
    mouseSeconds: integer('mouse_seconds').notNull(),
  },
  (table) => [
    unique('activity_day_totals_key').on(table.orgId, table.memberId, table.projectId, table.day).nullsNotDistinct(),
    index('activity_day_totals_org_day_idx').on(table.orgId, table.day),
    foreignKey({
      name: 'activity_day_totals_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }),
  ],
);

/**
 * Per-day rollup of the usages: seconds per member, project, day, kind and name as uploaded (the
 * summary groups names case-insensitively when it reads, exactly as it does over raw usages).
 */
export const activityDayUsages = pgTable(
  'activity_day_usages',
  {
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    projectId: uuid('project_id'),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['APP', 'SITE'] }).notNull(),
    name: text('name').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [
    unique('activity_day_usages_key')
      .on(table.orgId, table.memberId, table.projectId, table.day, table.kind, table.name)
      .nullsNotDistinct(),
    index('activity_day_usages_org_day_idx').on(table.orgId, table.day),
    foreignKey({
      name: 'activity_day_usages_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }),
  ],
);
