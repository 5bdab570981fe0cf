import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';
import { projects } from '../projects/index.js';

/** A project's tasks (Clockify's and Toggl's tasks): what a time entry of the project was spent on. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    projectId: uuid('project_id').notNull(),
    name: text('name').notNull(),
    /** Estimated hours; null: no estimate. */
    estimateHours: numeric('estimate_hours', { precision: 10, scale: 2 }),
    /** Done tasks stay on their entries but are not offered for new time. */
    done: boolean('done').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Target of time_entries' (org_id, project_id, task_id) key: an entry's task is of its own project and organization.
    unique('tasks_org_project_id_unique').on(table.orgId, table.projectId, table.id),
    foreignKey({
      name: 'tasks_project_fk',
      columns: [table.orgId, table.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }).onDelete('cascade'),
    uniqueIndex('tasks_active_name_unique')
      .on(table.orgId, table.projectId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
    check('tasks_estimate_check', sql`coalesce(${table.estimateHours}, 0) >= 0`),
  ],
);

/** The organization's tags; an entry may carry several (time_entries' join table, owned by time). */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('tags_org_id_unique').on(table.orgId, table.id),
    uniqueIndex('tags_active_name_unique')
      .on(table.orgId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);
