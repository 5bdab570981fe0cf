/**
 * A file's header row: which tool wrote it, which column holds which field (the column mapping),
 * which columns we know and skip, and which we do not know (custom fields, listed, never an error).
 * A mapping is plain JSON, `{ "project": "Projekt", "durationHours": 4 }`: a column by its header
 * as written, or by its 0-based index; the service stores it under headerSignature for the next
 * file with the same headers.
 */

import { createHash } from 'node:crypto';
import { FORMAT_MARKS, IMPORT_FIELDS, meaningOf, normaliseHeader, type ImportField } from './header-words.js';
import type { SourceFormat } from './import-row.js';

export type ColumnRef = string | number;
export type ColumnMapping = Partial<Record<ImportField, ColumnRef>>;
/** A mapping resolved against one file's headers: field → 0-based column index. */
export type ResolvedColumns = Partial<Record<ImportField, number>>;

/**
 * sha256 hex of the normalised headers in their order: case, accents and spacing do not change it,
 * an added, removed or moved column does, so a stored mapping by column number never reads the
 * wrong column.
 */
export function headerSignature(headers: readonly string[]): string {
  const names = headers.map(normaliseHeader);
  return createHash('sha256').update(JSON.stringify(names)).digest('hex');
}

export function recognizeFormat(headers: readonly string[]): SourceFormat {
  const names = new Set(headers.map(normaliseHeader));
  const hasAll = (marks: readonly string[]) => marks.every((mark) => names.has(mark));
  const hasStart = headers.some((header) => meaningOf(header).field === 'startDate');
  if (hasStart && [...names].some((name) => FORMAT_MARKS.clockifyDurations.has(name))) return 'CLOCKIFY';
  if (hasAll(FORMAT_MARKS.toggl) && (names.has('user') || names.has('email'))) return 'TOGGL';
  if (hasAll(FORMAT_MARKS.harvest)) return 'HARVEST';
  return 'GENERIC';
}

interface HeaderReading {
  /** A mapping from the header words: the first column of each field, by header (by index when the header repeats). */
  suggested: ColumnMapping;
  /** The currency a money header names (`Amount (EUR)`), null when none does (`Amount ()`). */
  currency: string | null;
}

export function readHeaders(headers: readonly string[]): HeaderReading {
  const suggested: ColumnMapping = {};
  let currency: string | null = null;
  const repeated = (header: string) => headers.filter((other) => other === header).length > 1;
  headers.forEach((header, index) => {
    const meaning = meaningOf(header);
    currency ??= meaning.currency;
    if (meaning.field && suggested[meaning.field] === undefined)
      suggested[meaning.field] = repeated(header) ? index : header;
  });
  // Clockify has a clock duration and a decimal one: the clock one is exact to the second.
  if (suggested.duration !== undefined) delete suggested.durationHours;
  return { suggested, currency };
}

/** A header we know, read or not: a field's, or one we skip on purpose (amounts, groups, roles). Otherwise a custom field. */
export function isKnownHeader(header: string): boolean {
  const meaning = meaningOf(header);
  return meaning.ignored || meaning.field !== null;
}

interface ResolvedMapping {
  columns: ResolvedColumns;
  /** Words for a person about the parts of the mapping that name no field or no column of this file. */
  problems: string[];
}

const FIELDS = new Set<string>(IMPORT_FIELDS);

/** Resolves a (stored, possibly stale) mapping against this file's headers; what does not fit is left out and said. */
export function resolveMapping(headers: readonly string[], mapping: ColumnMapping): ResolvedMapping {
  const columns: ResolvedColumns = {};
  const problems: string[] = [];
  for (const [field, ref] of Object.entries(mapping) as [string, unknown][]) {
    if (!FIELDS.has(field)) {
      problems.push(`"${field}" is not a field an import reads.`);
      continue;
    }
    const index = typeof ref === 'string' || typeof ref === 'number' ? resolveRef(headers, ref) : null;
    if (index === null)
      problems.push(`The file has no column ${typeof ref === 'number' ? `number ${ref + 1}` : `"${String(ref)}"`}.`);
    else columns[field as ImportField] = index;
  }
  return { columns, problems };
}

function resolveRef(headers: readonly string[], ref: ColumnRef): number | null {
  if (typeof ref === 'number') return Number.isInteger(ref) && ref >= 0 && ref < headers.length ? ref : null;
  const exact = headers.indexOf(ref);
  if (exact >= 0) return exact;
  const wanted = normaliseHeader(ref);
  const loose = headers.findIndex((header) => normaliseHeader(header) === wanted);
  return loose >= 0 ? loose : null;
}

/** A required piece the columns lack: any one of `anyOf` would do. */
export interface MissingField {
  anyOf: ImportField[];
  message: string;
}

/**
 * An entry needs a day and a length: a start date (or a day) and either a start time with an end
 * time, or a duration. A person is not required: a file without one is one person's, and the
 * service decides whose.
 */
export function missingFields(columns: ResolvedColumns): MissingField[] {
  const has = (field: ImportField) => columns[field] !== undefined;
  const missing: MissingField[] = [];
  if (!has('startDate') && !has('date')) {
    missing.push({ anyOf: ['startDate', 'date'], message: 'A column with the date of each entry.' });
  }
  const hasDuration = has('duration') || has('durationHours');
  if (!hasDuration && !has('startTime')) {
    missing.push({
      anyOf: ['startTime', 'duration', 'durationHours'],
      message: 'A column with the start time of each entry, or with its duration.',
    });
  } else if (!hasDuration && !has('endTime')) {
    missing.push({
      anyOf: ['endTime', 'duration', 'durationHours'],
      message: 'A column with the end time of each entry, or with its duration.',
    });
  }
  return missing;
}
