// Rates and weekly capacity as typed in a form, checked as the server checks them
// (members.schemas.ts: rates 0–1,000,000 with at most 2 decimals, capacity 0–168 hours).

export type ParsedAmount = { ok: true; value: number | null } | { ok: false };

/** Up to 2 decimals, with a point or a comma (as many locales type them). */
const DECIMAL = /^\d+([.,]\d{1,2})?$/;

function parse(text: string, max: number): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!DECIMAL.test(trimmed)) return { ok: false };
  const value = Number(trimmed.replace(',', '.'));
  return value <= max ? { ok: true, value } : { ok: false };
}

/** An hourly rate: blank is none; otherwise 0 to 1,000,000 with at most 2 decimals. */
export const parseRate = (text: string) => parse(text, 1_000_000);

/** Weekly capacity in hours: blank is none; otherwise 0 to 168 (a week), up to 2 decimals. */
export const parseCapacity = (text: string) => parse(text, 168);

/** A stored amount back into a field's text. */
export const amountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
