/**
 * The parser's one entry point: a file's bytes in, what the file is (DetectedFile) and its rows
 * out. It streams: the header and a sample of SAMPLE_RECORDS records are read to recognise the
 * format, the date order and the number format, then rows are normalised as the bytes arrive, so
 * a file of 200,000 entries never sits in memory. A file that needs a column mapping (a generic
 * CSV, or a known one missing a required column) is answered with `needsMapping` and no rows.
 */

import { CsvSyntaxError, openCsv, type CsvDialect, type CsvRecord } from '../../../platform/formats/csv-read.js';
import {
  headerSignature,
  isKnownHeader,
  missingFields,
  readHeaders,
  recognizeFormat,
  resolveMapping,
  type ColumnMapping,
  type MissingField,
  type ResolvedColumns,
} from './columns.js';
import { detectDateFormat } from './date-format.js';
import type { ImportField } from './header-words.js';
import type { ImportRow, RowProblem, SourceFormat } from './import-row.js';
import { createNormaliser } from './normalise.js';
import { decimalSeparatorOf, type DateFormat, type DecimalSeparator } from './values.js';

/** Records read before the first row is handed on: enough dates to tell 03/04 from 04/03 in most files. */
const SAMPLE_RECORDS = 500;

export interface ParseOptions {
  /** Read the file as this tool's export whatever its headers say. */
  format?: SourceFormat;
  /** For a generic file, the mapping the person confirmed; for a known format, columns to add or correct. */
  mapping?: ColumnMapping;
  /** The date order the person chose when `dateFormatAmbiguous` asked. */
  dateFormat?: DateFormat;
  /** An encoding or separator the person chose instead of the sniffed ones. */
  dialect?: Partial<CsvDialect>;
}

export interface DetectedFile {
  format: SourceFormat;
  /** As sniffed from the file's start (a later switch to Windows-1252 is not reflected here). */
  dialect: CsvDialect;
  headers: string[];
  /** Key for storing a confirmed mapping: headerSignature(headers). */
  headerSignature: string;
  /** The mapping rows are read with; null for a generic file no mapping was given for. */
  mapping: ColumnMapping | null;
  /** From the header words, for the mapping step: always given, for a generic file the proposal. */
  suggestedMapping: ColumnMapping;
  /** Headers no field reads and we do not know (custom fields): listed for the person, never an error. */
  unknownColumns: string[];
  /** Headers we know and do not read (amounts, groups, roles, the second duration column). */
  ignoredColumns: string[];
  currency: string | null;
  dateFormat: DateFormat | null;
  /** The sample's dates read in more than one order: ask the person, then parse again with `dateFormat`. */
  dateFormatAmbiguous: boolean;
  dateFormatCandidates: DateFormat[];
  decimalSeparator: DecimalSeparator;
  /** Required fields the mapping (or, without one, the suggestion) lacks: a day; times or a duration. */
  missingFields: MissingField[];
  /** Parts of the given mapping that fit no field or column of this file, in words. */
  mappingProblems: string[];
  /** A generic file without a mapping, or any file missing a required field: `rows` yields nothing. */
  needsMapping: boolean;
}

export interface ParsedFile {
  detected: DetectedFile;
  /** Rows and row problems in file order. A CsvSyntaxError (an unclosed quote, bytes not in the encoding) ends it. */
  rows: AsyncGenerator<ImportRow | RowProblem>;
}

const DATE_FIELDS: ImportField[] = ['startDate', 'endDate', 'date'];
const NUMBER_FIELDS: ImportField[] = ['durationHours', 'billableRate', 'costRate'];
/** English headers for the day: with them, a month-first order is the likelier one. */
const ENGLISH_DATE_HEADERS = new Set(['start date', 'date', 'day', 'end date']);

export async function parseImportFile(
  chunks: AsyncIterable<Uint8Array>,
  options: ParseOptions = {},
): Promise<ParsedFile> {
  const reader = await openCsv(chunks, options.dialect);
  const records = reader.records;
  const first = await records.next();
  if (first.done) throw new CsvSyntaxError('The file is empty: it has no header line.', 1);
  const headers = first.value.fields.map((header) => header.trim());

  const format = options.format ?? recognizeFormat(headers);
  const reading = readHeaders(headers);
  const mapping = format === 'GENERIC' ? (options.mapping ?? null) : { ...reading.suggested, ...options.mapping };
  // Without a mapping yet, the suggestion stands in: what it lacks and the dates it finds are the answer.
  const resolved = resolveMapping(headers, mapping ?? reading.suggested);
  const missing = missingFields(resolved.columns);
  const needsMapping = mapping === null || missing.length > 0;

  const sample: CsvRecord[] = [];
  // A broken record in the sample ends the rows after the ones before it, as it would further on.
  let sampleError: CsvSyntaxError | null = null;
  try {
    while (sample.length < SAMPLE_RECORDS) {
      const next = await records.next();
      if (next.done) break;
      sample.push(next.value);
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    sampleError = error;
  }
  const dates = detectDateFormat(
    cellsOf(sample, resolved.columns, DATE_FIELDS),
    !isEnglishDateHeader(headers, resolved.columns),
  );
  const dateFormat = options.dateFormat ?? dates.format;
  const decimalSeparator = decimalSeparatorOf(cellsOf(sample, resolved.columns, NUMBER_FIELDS));

  const read = new Set(Object.values(resolved.columns));
  const unread = headers.filter((_, index) => !read.has(index));
  const detected: DetectedFile = {
    format,
    dialect: reader.dialect,
    headers,
    headerSignature: headerSignature(headers),
    mapping,
    suggestedMapping: reading.suggested,
    unknownColumns: unread.filter((header) => !isKnownHeader(header)),
    ignoredColumns: unread.filter(isKnownHeader),
    currency: reading.currency,
    dateFormat,
    dateFormatAmbiguous: options.dateFormat === undefined && dates.ambiguous,
    dateFormatCandidates: options.dateFormat === undefined ? dates.candidates : [options.dateFormat],
    decimalSeparator,
    missingFields: missing,
    mappingProblems: resolved.problems,
    needsMapping,
  };

  const normalise = createNormaliser({
    format,
    headers,
    columns: resolved.columns,
    dateFormat,
    decimalSeparator,
    headerCurrency: reading.currency,
  });

  async function* rows(): AsyncGenerator<ImportRow | RowProblem> {
    try {
      if (needsMapping) return;
      let rowNumber = 1; // the header
      for (const record of sample) {
        const row = normalise(record, ++rowNumber);
        if (row) yield row;
      }
      sample.length = 0;
      if (sampleError) throw sampleError;
      for await (const record of records) {
        const row = normalise(record, ++rowNumber);
        if (row) yield row;
      }
    } finally {
      await records.return(undefined);
    }
  }
  return { detected, rows: rows() };
}

function cellsOf(sample: readonly CsvRecord[], columns: ResolvedColumns, fields: readonly ImportField[]): string[] {
  const indexes = fields.map((field) => columns[field]).filter((index) => index !== undefined);
  return sample.flatMap((record) => indexes.map((index) => (record.fields[index] ?? '').trim())).filter(Boolean);
}

function isEnglishDateHeader(headers: readonly string[], columns: ResolvedColumns): boolean {
  const index = columns.startDate ?? columns.date;
  const header = index === undefined ? undefined : headers[index];
  return header !== undefined && ENGLISH_DATE_HEADERS.has(header.trim().toLowerCase());
}
