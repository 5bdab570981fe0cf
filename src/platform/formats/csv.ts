import { errors } from '../http/errors.js';

/**
 * The one CSV writer for exports: RFC 4180 fields (comma separated, CRLF line ends, a field with a
 * comma, quote, CR or LF in double quotes, quotes doubled), UTF-8 with a byte-order mark so
 * spreadsheet programs read non-ASCII text right, and a guard against formula injection.
 */

/** A cell: text from anyone, or a number/boolean the server computed. null and undefined are empty. */
export type CsvValue = string | number | boolean | null | undefined;

/** UTF-8 byte-order mark: without it Excel reads UTF-8 as the local code page ("ZoÃ«"). */
export const CSV_BOM = '\uFEFF';

/**
 * First characters that make a spreadsheet read a cell as a formula (or a DDE command): = + - @,
 * tab and CR (OWASP's list), and their full-width forms, which some spreadsheet locales treat the same.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Text that a spreadsheet would run as a formula gets a leading apostrophe and is shown as written. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field. Strings are guarded (so a user's "-5" or "=1+1" stays text); numbers and booleans the
 * server computed are written as they are, so a negative amount stays a number a sheet can sum.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Rows written between two turns of the event loop: about a millisecond of work. */
export const CSV_ROWS_PER_TURN = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A whole document: BOM, header line, one line per row. An export has up to MAX_EXPORT_ROWS rows,
 * tens of milliseconds of string work with the row mapping; it is done a slice at a time, letting
 * the event loop answer other requests between slices. `rows` may be lazy (a generator): its
 * mapping is then sliced too.
 */
export async function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): Promise<string> {
  const lines = [CSV_BOM + csvLine(header)];
  for (const row of rows) {
    lines.push(csvLine(row));
    if (lines.length % CSV_ROWS_PER_TURN === 0) await nextTurn();
  }
  return lines.join('');
}

/**
 * Exports are built in memory, so they are capped: a filter matching more rows is refused (400)
 * rather than cut short silently, with a hint to narrow it.
 */
export const MAX_EXPORT_ROWS = 10_000;

/** Throws when `rows` (fetched with a limit of MAX_EXPORT_ROWS + 1) is over the cap. */
export function assertExportSize(rows: readonly unknown[], narrowBy: string) {
  if (rows.length > MAX_EXPORT_ROWS) {
    throw errors.validation(
      `The export would have more than ${MAX_EXPORT_ROWS} rows`,
      [{ field: 'querystring', message: `at most ${MAX_EXPORT_ROWS} rows per export` }],
      `Narrow it with ${narrowBy} and export the parts one by one.`,
    );
  }
}

/** Today's UTC day for a download's name: "invoices-2026-11-20.csv". */
export function csvFilename(what: string, now: Date): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
