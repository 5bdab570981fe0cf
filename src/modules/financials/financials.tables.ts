import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';
import { projects } from '../projects/index.js';
import { timeEntries } from '../time/index.js';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Given when the invoice first leaves DRAFT, from the organization's counter: gapless per organization. */
    number: integer('number'),
    projectId: uuid('project_id'),
    clientName: text('client_name').notNull(),
    currency: text('currency').notNull().default('USD'),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes'),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** As last set; a SENT invoice past its due date is reported as OVERDUE (invoice.rules.ts). */
    status: text('status').notNull().default('DRAFT'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A record, not a reference: removing the member later keeps the invoice's history. */
    createdByMemberId: uuid('created_by_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('invoices_org_id_unique').on(table.orgId, table.id),
    unique('invoices_org_number_unique').on(table.orgId, table.number),
    foreignKey({
      name: 'invoices_project_fk',
      columns: [table.orgId, table.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }),
    check('invoices_status_check', sql`${table.status} in ('DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED')`),
    check('invoices_tax_check', sql`${table.taxPercent} between 0 and 100`),
    check(
      'invoices_amounts_check',
      sql`${table.subtotal} >= 0 and ${table.taxAmount} >= 0 and ${table.total} = ${table.subtotal} + ${table.taxAmount}`,
    ),
    check('invoices_number_check', sql`${table.number} is null or ${table.number} > 0`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'invoice_items_invoice_fk',
      columns: [table.orgId, table.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    unique('invoice_items_position_unique').on(table.invoiceId, table.position),
    check(
      'invoice_items_amounts_check',
      sql`${table.quantity} >= 0 and ${table.unitPrice} >= 0 and ${table.amount} >= 0`,
    ),
  ],
);

/** The last invoice number given in each organization; its row lock serializes numbering. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_positive_check', sql`${table.lastNumber} > 0`)],
);

/** Every status change: from what, to what, by whom, when. */
export const invoiceStatusChanges = pgTable(
  'invoice_status_changes',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** A record, not a reference (see invoices.created_by_member_id). */
    changedByMemberId: uuid('changed_by_member_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'invoice_status_changes_invoice_fk',
      columns: [table.orgId, table.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_status_changes_invoice_idx').on(table.orgId, table.invoiceId, table.changedAt),
  ],
);

/**
 * Time entries billed on an invoice. One row per entry at most (the primary key), so an entry is
 * never billed twice; deleting a draft or cancelling an invoice removes its rows and frees the
 * entries. The foreign key to time_entries keeps an invoiced entry from being deleted.
 */
export const invoiceTimeEntries = pgTable(
  'invoice_time_entries',
  {
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    timeEntryId: uuid('time_entry_id')
      .notNull()
      .references(() => timeEntries.id),
  },
  (table) => [
    primaryKey({ name: 'invoice_time_entries_pk', columns: [table.timeEntryId] }),
    foreignKey({
      name: 'invoice_time_entries_invoice_fk',
      columns: [table.orgId, table.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_time_entries_invoice_idx').on(table.orgId, table.invoiceId),
  ],
);
