import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
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
import type { SellerSnapshot } from './billing-profile.rules.js';

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
    /** The buyer: the spec's clientName plus address, tax id and email, stored on the invoice itself. */
    clientName: text('client_name').notNull(),
    buyerAddress: text('buyer_address'),
    buyerTaxId: text('buyer_tax_id'),
    buyerEmail: text('buyer_email'),
    /** Days of supply (Directive 2006/112/EC art. 226(7)); from-time defaults to its entries' span. */
    servicePeriodFrom: date('service_period_from', { mode: 'string' }),
    servicePeriodTo: date('service_period_to', { mode: 'string' }),
    purchaseOrder: text('purchase_order'),
    /** Days after the issue day; fixes dueDate when the invoice is issued without one. */
    paymentTermsDays: integer('payment_terms_days'),
    paymentTerms: text('payment_terms'),
    /** Printed beside the tax, e.g. the exemption or reverse-charge mention (art. 226(11), (11a)). */
    taxNote: text('tax_note'),
    /** The organization's billing profile as it was when the invoice was first issued; null for a never-issued draft. */
    seller: jsonb('seller').$type<SellerSnapshot>(),
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
    check(
      'invoices_service_period_check',
      sql`${table.servicePeriodFrom} is null or ${table.servicePeriodTo} is null or ${table.servicePeriodFrom} <= ${table.servicePeriodTo}`,
    ),
    check(
      'invoices_payment_terms_days_check',
      sql`${table.paymentTermsDays} is null or ${table.paymentTermsDays} between 0 and 365`,
    ),
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

/**
 * The organization as a seller: one row per organization, edited by Owners and Admins. Invoices
 * copy it into `invoices.seller` when they are issued, so editing it never rewrites an issued invoice.
 */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    legalName: text('legal_name'),
    address: text('address'),
    taxId: text('tax_id'),
    registrationNumber: text('registration_number'),
    email: text('email'),
    bankName: text('bank_name'),
    iban: text('iban'),
    bic: text('bic'),
    bankAccount: text('bank_account'),
    paymentTermsDays: integer('payment_terms_days'),
    paymentTerms: text('payment_terms'),
    invoiceFooter: text('invoice_footer'),
    /** Storage key of the processed PNG; a new upload gets a new key, so issued invoices keep theirs. */
    logoKey: text('logo_key'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'billing_profiles_payment_terms_days_check',
      sql`${table.paymentTermsDays} is null or ${table.paymentTermsDays} between 0 and 365`,
    ),
  ],
);
