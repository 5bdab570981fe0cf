/**
 * One record's cells, read by field: each reader returns the value, or a CellProblem naming the
 * column by the file's own header and saying in words what was there and what was expected.
 */

import type { ResolvedColumns } from './columns.js';
import type { ImportField } from './header-words.js';
import type { RowProblemCode } from './import-row.js';
import {
  hoursToSeconds,
  parseClockDuration,
  parseDate,
  parseDecimal,
  parseTime,
  type DateFormat,
  type DecimalSeparator,
} from './values.js';

export class CellProblem {
  constructor(
    readonly code: RowProblemCode,
    readonly field: ImportField | null,
    readonly message: string,
  ) {}
}

/** What every record of one file shares: its headers, its columns, how it writes dates and numbers. */
export interface FileLayout {
  headers: readonly string[];
  columns: ResolvedColumns;
  /** null when the sample held no date: the ISO order is then assumed, and named in the problems. */
  dateFormat: DateFormat | null;
  decimalSeparator: DecimalSeparator;
}

export class RowCells {
  private readonly datePattern: DateFormat;
  private readonly numberPattern: string;

  constructor(
    private readonly layout: FileLayout,
    private readonly fields: readonly string[],
  ) {
    this.datePattern = layout.dateFormat ?? 'YYYY-MM-DD';
    this.numberPattern = layout.decimalSeparator === ',' ? '1.234,5' : '1,234.5';
  }

  get fieldCount(): number {
    return this.fields.length;
  }

  /** Values past the header's columns that are not empty: a trailing separator is not one. */
  hasValuesBeyond(columns: number): boolean {
    return this.fields.slice(columns).some((field) => field.trim() !== '');
  }

  has(field: ImportField): boolean {
    return this.layout.columns[field] !== undefined;
  }

  /** The cell's text, trimmed; '' when the field has no column. */
  text(field: ImportField): string {
    const index = this.layout.columns[field];
    return index === undefined ? '' : (this.fields[index] ?? '').trim();
  }

  /** The column's header as the file writes it (`Fecha de inicio`), for messages. */
  label(field: ImportField): string {
    const index = this.layout.columns[field];
    return index === undefined ? field : (this.layout.headers[index] ?? field);
  }

  date(field: ImportField): string | CellProblem {
    const text = this.text(field);
    if (text === '') return new CellProblem('MISSING_FIELD', field, `${this.label(field)} is empty.`);
    return (
      parseDate(text, this.datePattern) ??
      this.problem('BAD_DATE', field, `is not a date in the file's ${this.datePattern} format.`)
    );
  }

  time(field: ImportField): string | CellProblem {
    return (
      parseTime(this.text(field)) ?? this.problem('BAD_TIME', field, 'is not a time of day like 14:30:00 or 2:30 PM.')
    );
  }

  /**
   * The duration the file gives, in seconds: the clock column first (exact to the second), else
   * decimal hours; null when neither has one. Toggl and Clockify write the clock column in decimal
   * hours when the workspace's duration format says so (`1.50`), which is read as hours too.
   */
  duration(): number | null | CellProblem {
    const clock = this.text('duration');
    if (clock !== '') {
      const seconds = parseClockDuration(clock) ?? this.hours('duration', false);
      if (seconds === null) return this.problem('BAD_DURATION', 'duration', 'is not a duration like 01:30:00 or 1.5.');
      if (seconds instanceof CellProblem) return seconds;
      return seconds < 0 ? this.problem('BAD_DURATION', 'duration', 'is negative.') : seconds;
    }
    return this.hours('durationHours', true);
  }

  /** Decimal hours in seconds; null when empty, or (unless `required`) not a number. */
  private hours(field: ImportField, required: boolean): number | null | CellProblem {
    const text = this.text(field);
    if (text === '') return null;
    const hours = parseDecimal(text, this.layout.decimalSeparator);
    if (hours === null) {
      return required
        ? this.problem('BAD_DURATION', field, `is not a number of hours in the file's ${this.numberPattern} format.`)
        : null;
    }
    return Number(hours) < 0 ? this.problem('BAD_DURATION', field, 'is negative.') : hoursToSeconds(hours);
  }

  /** The field a duration comes from, for messages about it. */
  durationField(): ImportField | null {
    return this.has('duration') ? 'duration' : this.has('durationHours') ? 'durationHours' : null;
  }

  /** A rate as a plain decimal string; null when empty. */
  money(field: ImportField): string | null | CellProblem {
    return this.decimal(field, 'BAD_NUMBER', 'a number');
  }

  private decimal(field: ImportField, code: RowProblemCode, what: string): string | null | CellProblem {
    const text = this.text(field);
    if (text === '') return null;
    return (
      parseDecimal(text, this.layout.decimalSeparator) ??
      this.problem(code, field, `is not ${what} in the file's ${this.numberPattern} format.`)
    );
  }

  /** `Start date "31/02/2026" is not a date in …`: the header, the value as written, then `rest`. */
  private problem(code: RowProblemCode, field: ImportField, rest: string): CellProblem {
    return new CellProblem(code, field, `${this.label(field)} "${this.text(field)}" ${rest}`);
  }
}
