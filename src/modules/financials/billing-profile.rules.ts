/** What an invoice says about its seller: the billing profile's fields printed on every invoice. */
export const SELLER_FIELDS = [
  'legalName',
  'address',
  'taxId',
  'registrationNumber',
  'email',
  'bankName',
  'iban',
  'bic',
  'bankAccount',
  'invoiceFooter',
] as const;

/** The profile's text fields: the seller, and the payment-terms text new invoices start from. */
export const PROFILE_TEXT_FIELDS = [...SELLER_FIELDS, 'paymentTerms'] as const;

type SellerField = (typeof SELLER_FIELDS)[number];

/**
 * The seller as an issued invoice remembers it: a copy of the billing profile (and the logo's
 * storage key) taken in the transaction that first issues the invoice.
 */
export type SellerSnapshot = Record<SellerField, string | null> & { logoKey: string | null };

/** Each named field of `row`, or null for a field it lacks or has no row at all. */
export function fieldsOf<const K extends string>(
  row: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string | null> {
  return Object.fromEntries(keys.map((key) => [key, row?.[key] ?? null])) as Record<K, string | null>;
}

/** IBAN without spaces, upper case: `de89 3704 0044 0532 0130 00` → `DE89370400440532013000`. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: two letters, two check digits, up to 30 letters or digits, and mod 97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00`, as printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 9362 BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optional 3 (branch). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}

/** The pixel box a logo is fitted into (aspect kept, never enlarged). */
export const LOGO_BOX = { width: 600, height: 240 } as const;

/** Largest logo file accepted, before processing. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
