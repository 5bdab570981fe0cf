/**
 * One data record to one ImportRow, or to the RowProblem that says why it is not one. The same
 * rules for every format: what differs between Toggl, Clockify, Harvest and a generic file is
 * only which column holds which field (columns.ts) and how the file writes dates and numbers.
 */

import { addDaysToDay } from '../../../platform/dates.js';
import type { CsvRecord } from '../../../platform/formats/csv-read.js';
import { CellProblem, RowCells, type FileLayout } from './cells.js';
import { normaliseHeader, type ImportField } from './header-words.js';
import type { ImportRow, LocalDateTime, RowProblem, SourceFormat } from './import-row.js';
import { sourceKeyOf } from './source-key.js';
import { parseCurrency, parseYesNo, splitTags, wallClockSeconds } from './values.js';

interface FileConventions extends FileLayout {
  format: SourceFormat;
  /** From a money header (`Amount (EUR)`); a row's own currency column wins. */
  headerCurrency: string | null;
}

/** Clockify's kinds of time that are not worked time (its `Type` column), in its UI languages. */
const NOT_WORKED = new Set(
  [
    ...['break', 'time off', 'timeoff', 'holiday'],
    ...['pausa', 'descanso', 'tiempo libre', 'ausencia', 'vacaciones', 'festivo'],
    ...['pause', 'abwesenheit', 'urlaub', 'feiertag'],
    ...['congé', 'absence', 'jour férié', 'férié'],
    ...['folga', 'ausência', 'férias', 'feriado'],
  ].map(normaliseHeader),
);

/**
 * When clocks go back, an entry in the repeated hour can end before it starts on the wall clock
 * (02:50 → 02:10). That is taken when the file's own duration is positive and the gap is at most
 * this; the service, which knows the zone, derives the instants.
 */
const REPEATED_HOUR_SECONDS = 3600;

type Timing = Pick<ImportRow, 'start' | 'end' | 'day' | 'durationSeconds'>;

/** `(record, rowNumber)` → a row, a problem, or null for a record whose every cell is empty (skipped). */
export function createNormaliser(file: FileConventions) {
  return function normalise(record: CsvRecord, rowNumber: number): ImportRow | RowProblem | null {
    if (record.fields.every((field) => field.trim() === '')) return null;
    const cells = new RowCells(file, record.fields);
    const read = readEntry(file, cells);
    if (read instanceof CellProblem) {
      const column = read.field === null ? null : cells.label(read.field);
      return { rowNumber, line: record.line, code: read.code, column, message: read.message };
    }
    return { rowNumber, line: record.line, ...read };
  };
}

function readEntry(file: FileConventions, cells: RowCells): Omit<ImportRow, 'rowNumber' | 'line'> | CellProblem {
  const fieldCount = checkFieldCount(file.headers.length, cells);
  if (fieldCount) return fieldCount;
  const entryType = cells.text('entryType');
  if (entryType !== '' && NOT_WORKED.has(normaliseHeader(entryType))) {
    return new CellProblem(
      'NOT_A_TIME_ENTRY',
      'entryType',
      `This is a "${entryType}" entry, not worked time: breaks, time off and holidays are not imported.`,
    );
  }
  const when = timing(cells);
  if (when instanceof CellProblem) return when;
  if (when.durationSeconds === 0) {
    return new CellProblem(
      'ZERO_DURATION',
      cells.durationField(),
      'The entry lasts no time at all; there is nothing to import.',
    );
  }
  const billableRate = cells.money('billableRate');
  if (billableRate instanceof CellProblem) return billableRate;
  const costRate = cells.money('costRate');
  if (costRate instanceof CellProblem) return costRate;

  const text = (field: ImportField) => cells.text(field) || null;
  const name =
    text('personName') ?? ([text('personFirstName'), text('personLastName')].filter(Boolean).join(' ') || null);
  const entry = {
    person: { email: text('personEmail')?.toLowerCase() ?? null, name },
    client: text('client'),
    project: text('project'),
    projectCode: text('projectCode'),
    task: text('task'),
    tags: splitTags(cells.text('tags')),
    description: cells.text('description'),
    billable: parseYesNo(cells.text('billable')),
    ...when,
  };
  return {
    sourceKey: sourceKeyOf(entry),
    ...entry,
    currency: parseCurrency(cells.text('currency')) ?? file.headerCurrency,
    billableRate,
    costRate,
    source: {
      format: file.format,
      approved: parseYesNo(cells.text('approved')),
      invoiced: parseYesNo(cells.text('invoiced')),
      invoiceNumber: text('invoiceNumber'),
      entryType: entryType || null,
    },
  };
}

/** Fewer values than headers, or more that are not empty (a trailing separator is fine), shift the columns. */
function checkFieldCount(columns: number, cells: RowCells): CellProblem | null {
  const count = cells.fieldCount;
  if (count >= columns && !cells.hasValuesBeyond(columns)) return null;
  return new CellProblem(
    'WRONG_FIELD_COUNT',
    null,
    `This row has ${count} values but the header has ${columns} columns: ` +
      'a value with the separator in it may be missing its quotes.',
  );
}

/**
 * When and how long: a start with an end (Toggl, Clockify), a start with a duration, or a day
 * with a duration (Harvest). The file's duration wins over end − start: Toggl's is elapsed time.
 */
function timing(cells: RowCells): Timing | CellProblem {
  const startDate = cells.date(cells.has('startDate') ? 'startDate' : 'date');
  if (startDate instanceof CellProblem) return startDate;
  const duration = cells.duration();
  if (duration instanceof CellProblem) return duration;
  if (cells.text('startTime') === '') {
    if (duration !== null) return { start: null, end: null, day: startDate, durationSeconds: duration };
    const field = cells.durationField() ?? 'startTime';
    return new CellProblem('MISSING_FIELD', field, `${cells.label(field)} is empty.`);
  }
  const startTime = cells.time('startTime');
  if (startTime instanceof CellProblem) return startTime;
  const start: LocalDateTime = { date: startDate, time: startTime };
  if (cells.text('endTime') === '') {
    if (duration !== null) return { start, end: null, day: null, durationSeconds: duration };
    return new CellProblem(
      'MISSING_FIELD',
      'endTime',
      `${cells.label('endTime')} is empty and the row has no duration.`,
    );
  }
  const endTime = cells.time('endTime');
  if (endTime instanceof CellProblem) return endTime;
  const hasEndDate = cells.text('endDate') !== '';
  // Without an end date, an end time before the start time is on the next day (across midnight).
  const endDate = hasEndDate ? cells.date('endDate') : endTime < startTime ? addDaysToDay(startDate, 1) : startDate;
  if (endDate instanceof CellProblem) return endDate;
  const end: LocalDateTime = { date: endDate, time: endTime };
  const wallClock = wallClockSeconds(start, end);
  const repeatedHour = duration !== null && duration > 0 && wallClock >= -REPEATED_HOUR_SECONDS;
  if (wallClock < 0 && !repeatedHour) {
    return new CellProblem(
      'END_BEFORE_START',
      hasEndDate ? 'endDate' : 'endTime',
      `The entry ends (${end.date} ${end.time}) before it starts (${start.date} ${start.time}).`,
    );
  }
  return { start, end, day: null, durationSeconds: duration ?? wallClock };
}
