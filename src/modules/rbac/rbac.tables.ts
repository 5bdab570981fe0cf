import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';
import type { Permission } from './permissions.js';

/** Roles belong to one organization: the five built-in ones are created with it, others are custom. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions')
      .array()
      .$type<Permission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** OWNER, ADMIN, MANAGER or MEMBER for the built-in roles, which cannot be changed or deleted. */
    builtInKey: text('built_in_key'),
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('roles_org_id_unique').on(table.orgId, table.id),
    // Names are unique ignoring case, built-in names included.
    uniqueIndex('roles_org_name_ci_unique').on(table.orgId, sql`lower(${table.name})`),
    unique('roles_org_built_in_unique').on(table.orgId, table.builtInKey),
  ],
);
