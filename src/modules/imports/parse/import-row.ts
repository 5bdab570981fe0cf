/**
 * What the parser hands the import service: one ImportRow per time entry a file holds, or a
 * RowProblem saying in words why a line is not one. No database and no time zone here: times are
 * the exporting user's wall clock, which the service turns into instants with the organization's zone.
 */

export type SourceFormat = 'TOGGL' | 'CLOCKIFY' | 'HARVEST' | 'GENERIC';

/** A wall-clock moment as the file shows it, with no zone or offset. */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, 24-hour */
  time: string;
}

export interface ImportRow {
  /** The row as a spreadsheet numbers it: the header is row 1, the first entry row 2 (blank lines, which the reader skips, are not counted). */
  rowNumber: number;
  /** The physical line the record starts on (a quoted line break makes it differ from rowNumber). */
  line: number;
  /** sha256 hex of the entry's tool-independent content (source-key.ts): the same entry in two exports, or twice in one, has the same key. */
  sourceKey: string;
  person: { email: string | null; name: string | null };
  client: string | null;
  project: string | null;
  projectCode: string | null;
  task: string | null;
  tags: string[];
  description: string;
  billable: boolean | null;
  /** Set when the file has times (Toggl, Clockify, a generic file with times); end is null when only a duration is given. */
  start: LocalDateTime | null;
  end: LocalDateTime | null;
  /** Set when the file has a day and a duration but no times (Harvest). */
  day: string | null;
  /** As the file says (Toggl's is real elapsed time, so it differs from end − start on DST days); from end − start when the file has no duration. */
  durationSeconds: number;
  /** ISO 4217: the row's own (Harvest's `Euro - EUR`), else the one in a header (`Amount (EUR)`). */
  currency: string | null;
  /** Decimal strings with a '.' point, as the file gives them ("140.0", "95.00"). */
  billableRate: string | null;
  costRate: string | null;
  source: {
    format: SourceFormat;
    approved: boolean | null;
    invoiced: boolean | null;
    invoiceNumber: string | null;
    /** Clockify's `Type` as written (`Regular`), null when the file has none. */
    entryType: string | null;
  };
}

export const ROW_PROBLEM_CODES = [
  'BAD_DATE',
  'BAD_TIME',
  /** Also a negative duration. */
  'BAD_DURATION',
  'ZERO_DURATION',
  'END_BEFORE_START',
  'MISSING_FIELD',
  'BAD_NUMBER',
  'NOT_A_TIME_ENTRY',
  'WRONG_FIELD_COUNT',
] as const;

export type RowProblemCode = (typeof ROW_PROBLEM_CODES)[number];

export interface RowProblem {
  rowNumber: number;
  line: number;
  code: RowProblemCode;
  /** The header of the column at fault, as the file writes it; null when the row as a whole is. */
  column: string | null;
  /** Words for a person, with the value and what was expected; no codes. */
  message: string;
}

export function isRowProblem(item: ImportRow | RowProblem): item is RowProblem {
  return 'code' in item;
}
