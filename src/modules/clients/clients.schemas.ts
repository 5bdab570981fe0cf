import { z } from 'zod';
import { pageQuery } from '../../platform/http/pagination.js';
import { nameField } from '../../platform/http/text-input.js';
import { emailField } from '../users/index.js';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Bound of the NUMERIC(12,2) column, as for a project's hourlyBillRate. */
const rateAmount = z.number().min(0).max(9_999_999_999).multipleOf(0.01, 'must have at most 2 decimals');

const clientFields = {
  name: nameField(200).describe('Unique among the active clients of the organization, ignoring case'),
  billingAddress: z.string().trim().max(2000).describe('Free text; line breaks allowed'),
  taxId: nameField(64).describe('VAT number or other tax identifier'),
  contactEmail: emailField,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{3}$/.test(code) && CURRENCIES.has(code), 'must be an ISO 4217 currency code, e.g. USD')
    .describe('ISO 4217 code the client is billed in'),
  defaultBillRate: rateAmount.describe('Hourly bill rate a new project of this client gets when it names none'),
  notes: z.string().trim().max(5000),
};

export const createClientBody = z.object({
  name: clientFields.name,
  billingAddress: clientFields.billingAddress.nullable().optional(),
  taxId: clientFields.taxId.nullable().optional(),
  contactEmail: clientFields.contactEmail.nullable().optional(),
  currency: clientFields.currency.default('USD'),
  defaultBillRate: clientFields.defaultBillRate.nullable().optional(),
  notes: clientFields.notes.nullable().optional(),
});

export const updateClientBody = z
  .object({
    name: clientFields.name.optional(),
    billingAddress: clientFields.billingAddress.nullable().optional().describe('null clears it'),
    taxId: clientFields.taxId.nullable().optional().describe('null clears it'),
    contactEmail: clientFields.contactEmail.nullable().optional().describe('null clears it'),
    currency: clientFields.currency.optional(),
    defaultBillRate: clientFields.defaultBillRate.nullable().optional().describe('null clears it'),
    notes: clientFields.notes.nullable().optional().describe('null clears it'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field to change');

export const clientParams = z.object({ clientId: z.uuid() });

export const listClientsQuery = z.object({
  status: z.enum(['ACTIVE', 'ARCHIVED', 'ALL']).default('ACTIVE').describe('ACTIVE (default) hides archived clients'),
  search: z.string().trim().max(200).optional().describe('Only clients whose name contains this text, ignoring case'),
  ...pageQuery,
});

export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  billingAddress: z.string().nullable(),
  taxId: z.string().nullable(),
  contactEmail: z.string().nullable(),
  currency: z.string(),
  defaultBillRate: z
    .number()
    .nullable()
    .describe('null for callers who can neither manage projects nor read financials'),
  notes: z.string().nullable(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CreateClientInput = z.output<typeof createClientBody>;
export type UpdateClientInput = z.output<typeof updateClientBody>;
export type ListClientsQuery = z.output<typeof listClientsQuery>;
export type ClientView = z.output<typeof clientSchema>;
