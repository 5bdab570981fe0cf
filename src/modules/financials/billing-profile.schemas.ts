import { z } from 'zod';
import { isValidBic, isValidIban, normalizeIban, PROFILE_TEXT_FIELDS } from './billing-profile.rules.js';

/** A response shape of text fields that may be empty (null), one per key. */
export function nullableStrings<const K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as Record<K, z.ZodNullable<z.ZodString>>;
}

/** Optional text: trimmed; an empty string clears the field (stored as null). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const email = z
  .string()
  .trim()
  .max(254)
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || z.email().safeParse(value).success, 'must be an email address')
  .nullable();

const paymentTermsDaysSchema = z.number().int().min(0).max(365);

const iban = z
  .string()
  .transform((value) => (value.trim() === '' ? null : normalizeIban(value)))
  .refine((value) => value === null || isValidIban(value), 'must be a valid IBAN (ISO 13616, check digits included)')
  .nullable();

const bic = z
  .string()
  .transform((value) => (value.trim() === '' ? null : value.trim().toUpperCase()))
  .refine((value) => value === null || isValidBic(value), 'must be a BIC of 8 or 11 characters (ISO 9362)')
  .nullable();

const profileFields = {
  legalName: text(200).describe('Full legal name of the seller'),
  address: text(1000).describe('Postal address, one line per line'),
  taxId: text(50).describe('VAT identification number (or other tax id) of the seller'),
  registrationNumber: text(100).describe('Company register number, where the law asks for it'),
  email: email.describe('Contact for invoice questions, printed on the invoice'),
  bankName: text(200),
  iban: iban.describe('Checked (ISO 13616), stored without spaces, printed in groups of four'),
  bic: bic.describe('ISO 9362, 8 or 11 characters'),
  bankAccount: text(200).describe('Other payment details (account number, sort code, routing number…)'),
  paymentTermsDays: paymentTermsDaysSchema
    .nullable()
    .describe('Default for new invoices: the due date is this many days after the issue day'),
  paymentTerms: text(500).describe('Default payment terms text for new invoices'),
  invoiceFooter: text(2000).describe('Printed at the foot of every invoice'),
};

export const billingProfileBody = z
  .object(profileFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

export const billingProfileSchema = z.object({
  ...nullableStrings(PROFILE_TEXT_FIELDS),
  paymentTermsDays: z.number().int().nullable(),
  logo: z
    .object({ width: z.number().int(), height: z.number().int(), url: z.string() })
    .nullable()
    .describe('The processed PNG; fetch it from url (GET, same authorization)'),
  updatedAt: z.string().nullable().describe('null until the profile is first saved'),
});

export type BillingProfileInput = z.output<typeof billingProfileBody>;
