import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';

/** Whom an organization works for: projects belong to one (docs/clients.md). */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    billingAddress: text('billing_address'),
    taxId: text('tax_id'),
    contactEmail: text('contact_email'),
    /** ISO 4217 code the client is billed in. */
    currency: text('currency').notNull().default('USD'),
    /** Taken as the hourly bill rate of a new project of this client when the request names none. */
    defaultBillRate: numeric('default_bill_rate', { precision: 12, scale: 2 }),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('clients_org_id_unique').on(table.orgId, table.id),
    uniqueIndex('clients_org_active_name_unique')
      .on(table.orgId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
    index('clients_org_name_idx').on(table.orgId, sql`lower(${table.name})`, table.id),
    check('clients_default_bill_rate_check', sql`coalesce(${table.defaultBillRate}, 0) >= 0`),
  ],
);
