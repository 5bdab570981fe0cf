/**
 * The list of people a bulk invite reads: pasted lines, pasted CSV (a first line naming an email
 * column) or a CSV file's bytes, turned into drafts (invitees.rules.ts) with the line each came
 * from. What cannot be read at all is one error for the whole request; what is wrong with a row
 * is that row's problem, for the preview.
 */
import { AppError } from '../../platform/http/errors.js';
import { CsvSyntaxError, readCsvBuffer, type CsvRecord } from '../../platform/formats/csv-read.js';
import {
  columnsOfHeader,
  draftFromCsvRecord,
  draftFromLine,
  looksLikeHeader,
  MAX_INVITE_ROWS,
  type InviteeDraft,
} from './invitees.rules.js';

/** Pasted text, or a CSV file's bytes in base64 (the schema lets only one through). */
export interface InviteeListInput {
  text?: string;
  csv?: string;
}

interface InviteeList {
  drafts: InviteeDraft[];
  /** Header words of a CSV that name nothing a member has; their values are not read. */
  ignoredColumns: string[];
}

const unreadable = (message: string) =>
  new AppError(
    'INVITE_LIST_UNREADABLE',
    message,
    'Save the file as CSV (UTF-8) with a header line naming an email column.',
  );

function csvRecords(bytes: Uint8Array): CsvRecord[] {
  try {
    return readCsvBuffer(bytes).records;
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw unreadable(error.message);
    throw error;
  }
}

function fromCsv(bytes: Uint8Array): InviteeList {
  const [header, ...records] = csvRecords(bytes);
  const columns = header && columnsOfHeader(header.fields);
  if (!columns) throw unreadable('The first line of the file does not name an email column');
  const drafts = records
    .filter((record) => record.fields.some((field) => field.trim() !== ''))
    .map((record) => draftFromCsvRecord(columns, record));
  return { drafts, ignoredColumns: columns.ignored };
}

function fromText(text: string): InviteeList {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.find((line) => line.trim() !== '');
  if (first !== undefined && looksLikeHeader(first.split(/[,;\t]/))) return fromCsv(Buffer.from(text, 'utf8'));
  const drafts = lines.map((line, index) => draftFromLine(line, index + 1)).filter((draft) => draft !== null);
  return { drafts, ignoredColumns: [] };
}

/** The drafts of the list; 400 when it is empty, unreadable or longer than MAX_INVITE_ROWS people. */
export function readInviteeList(input: InviteeListInput): InviteeList {
  const list = input.csv !== undefined ? fromCsv(Buffer.from(input.csv, 'base64')) : fromText(input.text ?? '');
  if (list.drafts.length === 0)
    throw new AppError(
      'INVITE_LIST_EMPTY',
      'The list has nobody on it',
      'Put one person on each line, or upload a CSV file with a line per person.',
    );
  if (list.drafts.length > MAX_INVITE_ROWS)
    throw new AppError(
      'TOO_MANY_INVITE_ROWS',
      `The list has ${list.drafts.length} people; one request takes up to ${MAX_INVITE_ROWS}`,
      `Split the list into parts of at most ${MAX_INVITE_ROWS} people.`,
      { rows: list.drafts.length, max: MAX_INVITE_ROWS },
    );
  return list;
}
