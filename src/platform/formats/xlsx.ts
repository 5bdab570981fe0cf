import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { CSV_ROWS_PER_TURN, type CsvValue } from './csv.js';

/**
 * The one XLSX writer for exports (exceljs' streaming writer, docs/dependencies.md). An export is
 * described once as columns and rows of plain values, the same rows csvDocument writes; a column's
 * kind says which cell a value becomes here, so the CSV and the sheet cannot drift apart.
 *
 * Text is written as string cells, which a spreadsheet never evaluates, so XLSX needs no
 * formula guard (and an apostrophe would show).
 */

/**
 * text: a string cell. number: a numeric cell (`format` its number format, e.g. '0.00').
 * date: 'YYYY-MM-DD' as a date cell. time: 'HH:MM' as a time of day, or 'YYYY-MM-DD HH:MM' as a
 * date and time (an entry ending on a later day). Wall-clock values of the organization's zone
 * are written as they read: a sheet's dates have no zone.
 */
export type ColumnKind = 'text' | 'number' | 'date' | 'time';

export interface ExportColumn {
  header: string;
  kind?: ColumnKind;
  /** Excel number format for number columns. */
  format?: string;
  /** Width in characters; default from the header. */
  width?: number;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** A wall-clock date and time as the Date whose UTC fields show it (exceljs writes UTC fields). */
const wallDate = (day: string, hours = 0, minutes = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000);

/** The cell a value becomes in a column of `kind`, with the number format it needs. */
export function xlsxCell(value: CsvValue, kind: ColumnKind = 'text'): { value: ExcelJS.CellValue; numFmt?: string } {
  if (value === null || value === undefined || value === '') return { value: null };
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  if (typeof value === 'boolean') return { value: value ? 'yes' : 'no' };
  if (kind === 'date' && DAY.test(value)) return { value: wallDate(value), numFmt: 'yyyy-mm-dd' };
  if (kind === 'time') {
    const time = TIME.exec(value);
    // A time of day is a fraction of a day, as a sheet stores one typed in.
    if (time) return { value: (Number(time[1]) * 60 + Number(time[2])) / 1440, numFmt: 'hh:mm' };
    const dateTime = DATE_TIME.exec(value);
    if (dateTime)
      return { value: wallDate(dateTime[1]!, Number(dateTime[2]), Number(dateTime[3])), numFmt: 'yyyy-mm-dd hh:mm' };
  }
  return { value };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One sheet: a bold, frozen header row and one row per value list. Rows are committed as they are
 * written (the streaming writer keeps none of them), a slice at a time like csvDocument; what stays
 * in memory is the zipped output, a fraction of the CSV's size.
 */
export async function xlsxDocument(
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: Iterable<readonly CsvValue[]>,
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.header,
    width: column.width ?? Math.max(10, column.header.length + 2),
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for (const values of rows) {
    const row = sheet.addRow([]);
    columns.forEach((column, index) => {
      const cell = xlsxCell(values[index], column.kind);
      const target = row.getCell(index + 1);
      target.value = cell.value;
      const numFmt = cell.numFmt ?? (typeof cell.value === 'number' ? column.format : undefined);
      if (numFmt) target.numFmt = numFmt;
    });
    row.commit();
    if (++written % CSV_ROWS_PER_TURN === 0) await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** Today's UTC day for a download's name: "invoices-2026-11-20.xlsx". */
export function xlsxFilename(what: string, now: Date): string {
  return `${what}-${now.toISOString().slice(0, 10)}.xlsx`;
}
