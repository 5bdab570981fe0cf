import { z } from 'zod';
import { daySchema } from '../../platform/http/dates.js';
import { pageQuery } from '../../platform/http/pagination.js';
import { isCurrencyCode, toScaled } from './invoice.rules.js';
import { nameField } from '../../platform/http/text-input.js';

const MAX_ITEMS = 500;
const MAX_QUANTITY = 1_000_000;
const MAX_UNIT_PRICE = 1_000_000_000;

const statusSchema = z.enum(['DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED']);

const withDecimals = (max: number, decimals: number, what: string) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => toScaled(value, decimals) !== null, `${what} has at most ${decimals} decimals`);

export const itemInput = z.object({
  description: z.string().trim().min(1).max(1000),
  quantity: withDecimals(MAX_QUANTITY, 4, 'quantity'),
  unitPrice: withDecimals(MAX_UNIT_PRICE, 2, 'unitPrice'),
});

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'must be an ISO 4217 currency code, e.g. USD or EUR');

const invoiceFields = {
  projectId: z.uuid().nullable(),
  clientName: nameField(200),
  currency,
  dueDate: daySchema.nullable(),
  notes: z.string().trim().max(5000).nullable(),
  taxPercent: withDecimals(100, 2, 'taxPercent'),
  items: z.array(itemInput).max(MAX_ITEMS),
};

export const createInvoiceBody = z.object({
  projectId: invoiceFields.projectId.optional(),
  clientName: invoiceFields.clientName,
  currency: currency.default('USD'),
  dueDate: invoiceFields.dueDate.optional(),
  notes: invoiceFields.notes.optional(),
  taxPercent: invoiceFields.taxPercent.default(0),
  items: invoiceFields.items.default([]),
});

export const updateInvoiceBody = z
  .object({
    projectId: invoiceFields.projectId.optional(),
    clientName: invoiceFields.clientName.optional(),
    currency: currency.optional(),
    dueDate: invoiceFields.dueDate.optional(),
    notes: invoiceFields.notes.optional(),
    taxPercent: invoiceFields.taxPercent.optional(),
    items: invoiceFields.items.optional().describe('Replaces every item when given'),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

export const fromTimeBody = z
  .object({
    projectId: z.uuid(),
    from: daySchema.describe("First day of the billed period, in the organization's time zone"),
    to: daySchema.describe('Last day, included (a whole local day)'),
    clientName: invoiceFields.clientName.optional().describe("Default: the project's client"),
    currency: currency.default('USD'),
    dueDate: invoiceFields.dueDate.optional(),
    notes: invoiceFields.notes.optional(),
    taxPercent: invoiceFields.taxPercent.default(0),
  })
  .refine((body) => body.from <= body.to, { path: ['to'], message: 'must not be before from' });

export const statusBody = z.object({ status: statusSchema });

export const invoiceParams = z.object({ invoiceId: z.uuid() });

export const listInvoicesQuery = z.object({
  ...pageQuery,
  status: statusSchema.optional().describe('As reported: OVERDUE includes SENT invoices past their due date'),
  client: z.string().trim().min(1).max(200).optional().describe('Client name, whole and case-insensitive'),
  projectId: z.uuid().optional(),
  from: daySchema.optional().describe("Invoices created on or after this day (the organization's time zone)"),
  to: daySchema.optional().describe("Invoices created on or before this day (the organization's time zone)"),
});

/** The list's filters, without pagination: an export has every matching invoice. */
export const exportInvoicesQuery = listInvoicesQuery.omit({ limit: true, cursor: true });

const money = z.number().describe('Rounded to cents');

const invoiceItemSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: money,
  amount: money,
});

const statusChangeSchema = z.object({
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema,
  changedByMemberId: z.uuid(),
  changedAt: z.string(),
});

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.string().nullable().describe('INV-000001…, given when the invoice first leaves DRAFT'),
  projectId: z.uuid().nullable(),
  clientName: z.string(),
  currency: z.string(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  taxPercent: z.number(),
  subtotal: money,
  taxAmount: money,
  total: money,
  status: statusSchema.describe('A SENT invoice past its due date is OVERDUE'),
  paymentStatus: z.enum(['PAID', 'UNPAID', 'VOID']),
  issuedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const invoiceSchema = invoiceSummarySchema.extend({
  items: z.array(invoiceItemSchema),
  timeEntryCount: z.number().int().describe('Time entries billed on this invoice (built from time)'),
  statusHistory: z.array(statusChangeSchema),
});

export type CreateInvoiceInput = z.output<typeof createInvoiceBody>;
export type UpdateInvoiceInput = z.output<typeof updateInvoiceBody>;
export type ItemInput = z.output<typeof itemInput>;
export type ListInvoicesQuery = z.output<typeof listInvoicesQuery>;
export type InvoiceFilterQuery = z.output<typeof exportInvoicesQuery>;
export type FromTimeInput = z.output<typeof fromTimeBody>;
export type StatusInput = z.output<typeof statusBody>;
