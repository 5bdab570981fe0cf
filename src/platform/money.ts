/**
 * Money and hours are exact NUMERIC in PostgreSQL and arrive as strings; JSON carries numbers
 * rounded to cents (or hundredths of an hour).
 */
export function numericToNumber(value: string | null): number | null {
  if (value === null) return null;
  return Math.round(Number(value) * 100) / 100;
}

/** A JSON number to the exact decimal string stored in a NUMERIC(…, 2) column. */
export function toNumeric(value: number | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value.toFixed(2);
}
