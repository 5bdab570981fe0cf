import { z } from 'zod';
import { daySchema } from '../../platform/http/dates.js';
import { pageQuery } from '../../platform/http/pagination.js';
import { SELLER_FIELDS } from './billing-profile.rules.js';
import { nullableStrings } from './billing-profile.schemas.js';
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

/** Optional text: trimmed; an empty string is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The documented additions to the spec's invoice fields (docs/financials.md, "Billing details"). */
const billingFields = {
  buyerAddress: optionalText(1000).describe("The buyer's postal address, one line per line"),
  buyerTaxId: optionalText(50).describe("The buyer's VAT identification number (or other tax id)"),
  buyerEmail: z
    .string()
    .trim()
    .max(254)
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || z.email().safeParse(value).success, 'must be an email address')
    .nullable(),
  servicePeriodFrom: daySchema.nullable().describe('First day of the service period'),
  servicePeriodTo: daySchema.nullable().describe('Last day of the service period, included'),
  purchaseOrder: optionalText(100).describe("The buyer's purchase-order reference"),
  paymentTermsDays: z
    .number()
    .int()
    .min(0)
    .max(365)
    .nullable()
    .describe('Days after the issue day; sets dueDate when the invoice is issued without one'),
  paymentTerms: optionalText(500).describe('Payment terms as printed, e.g. "Net 30, 2% discount within 10 days"'),
  taxNote: optionalText(500).describe('Printed beside the tax, e.g. "Reverse charge (Art. 196 Directive 2006/112/EC)"'),
};

const periodInOrder = {
  check: (body: { servicePeriodFrom?: string | null; servicePeriodTo?: string | null }) =>
    !body.servicePeriodFrom || !body.servicePeriodTo || body.servicePeriodFrom <= body.servicePeriodTo,
  message: { path: ['servicePeriodTo'], message: 'must not be before servicePeriodFrom' },
};

const invoiceFields = {
  projectId: z.uuid().nullable(),
  clientName: nameField(200),
  currency,
  dueDate: daySchema.nullable(),
  notes: z.string().trim().max(5000).nullable(),
  taxPercent: withDecimals(100, 2, 'taxPercent'),
  items: z.array(itemInput).max(MAX_ITEMS),
};

const optionalBillingFields = z.object(billingFields).partial().shape;

export const createInvoiceBody = z
  .object({
    ...optionalBillingFields,
    projectId: invoiceFields.projectId.optional(),
    clientName: invoiceFields.clientName,
    currency: currency.optional().describe("Default: the currency of the project's client, else USD"),
    dueDate: invoiceFields.dueDate.optional(),
    notes: invoiceFields.notes.optional(),
    taxPercent: invoiceFields.taxPercent.default(0),
    items: invoiceFields.items.default([]),
  })
  .refine(periodInOrder.check, periodInOrder.message);

export const updateInvoiceBody = z
  .object({
    ...optionalBillingFields,
    projectId: invoiceFields.projectId.optional(),
    clientName: invoiceFields.clientName.optional(),
    currency: currency.optional(),
    dueDate: invoiceFields.dueDate.optional(),
    notes: invoiceFields.notes.optional(),
    taxPercent: invoiceFields.taxPercent.optional(),
    items: invoiceFields.items.optional().describe('Replaces every item when given'),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change')
  .refine(periodInOrder.check, periodInOrder.message);

export const fromTimeBody = z
  .object({
    ...optionalBillingFields,
    projectId: z.uuid(),
    from: daySchema.describe("First day of the billed period, in the organization's time zone"),
    to: daySchema.describe('Last day, included (a whole local day)'),
    clientName: invoiceFields.clientName.optional().describe("Default: the project's client"),
    currency: currency.optional().describe("Default: the currency of the project's client"),
    dueDate: invoiceFields.dueDate.optional(),
    notes: invoiceFields.notes.optional(),
    taxPercent: invoiceFields.taxPercent.default(0),
  })
  .refine((body) => body.from <= body.to, { path: ['to'], message: 'must not be before from' })
  .refine(periodInOrder.check, periodInOrder.message);

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
  clientName: z.string().describe('The buyer'),
  buyerAddress: z.string().nullable(),
  buyerTaxId: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  servicePeriodFrom: z.string().nullable(),
  servicePeriodTo: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  paymentTermsDays: z.number().int().nullable(),
  paymentTerms: z.string().nullable(),
  taxNote: z.string().nullable(),
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

const sellerSchema = z
  .object({ ...nullableStrings(SELLER_FIELDS), hasLogo: z.boolean() })
  .nullable()
  .describe(
    'The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is)',
  );

export const invoiceSchema = invoiceSummarySchema.extend({
  seller: sellerSchema,
  items: z.array(invoiceItemSchema),
  timeEntryCount: z.number().int().describe('Time entries billed on this invoice (built from time)'),
  statusHistory: z.array(statusChangeSchema),
  paymentUrl: z
    .string()
    .nullable()
    .describe(
      'Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time.',
    ),
});

export type CreateInvoiceInput = z.output<typeof createInvoiceBody>;
export type UpdateInvoiceInput = z.output<typeof updateInvoiceBody>;
export type ItemInput = z.output<typeof itemInput>;
export type ListInvoicesQuery = z.output<typeof listInvoicesQuery>;
export type InvoiceFilterQuery = z.output<typeof exportInvoicesQuery>;
export type FromTimeInput = z.output<typeof fromTimeBody>;
export type StatusInput = z.output<typeof statusBody>;
