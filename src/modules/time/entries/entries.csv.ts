import type { TenantContext } from '../../../platform/auth/context.js';
import { csvDocument, type CsvValue } from '../../../platform/formats/csv.js';
import { dayOf, localDateTime, type TimeZone } from '../../../platform/dates.js';
import { numericToNumber } from '../../../platform/money.js';
import { xlsxDocument, type ExportColumn } from '../../../platform/formats/xlsx.js';
import type { InvoiceRef } from '../invoiced-entries.port.js';
import type { EntryRow } from '../time.repository.js';
import { amountInCents, workedSeconds } from '../time.rules.js';

/**
 * The time export as a person reads it (issue 18): one line per entry, days and times on the
 * organization's clock, names instead of ids, decimal hours. The same columns and values make the
 * CSV and the XLSX (platform/formats/xlsx.ts: a column's kind picks its cell there). The ids and UTC
 * instants come last, for re-importing and matching lines to the API.
 */
const COLUMNS: readonly ExportColumn[] = [
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Start', kind: 'time', width: 8 },
  { header: 'End', kind: 'time', width: 8 },
  { header: 'Time zone', width: 18 },
  { header: 'Member', width: 24 },
  { header: 'Email', width: 28 },
  { header: 'Client', width: 24 },
  { header: 'Project', width: 24 },
  { header: 'Task', width: 24 },
  { header: 'Tags', width: 24 },
  { header: 'Notes', width: 40 },
  { header: 'Hours', kind: 'number', format: '0.00', width: 8 },
  { header: 'Billable' },
  { header: 'Status' },
  { header: 'Billed' },
];
/** Only for callers who may see invoices (financials.read): the number of the invoice that bills the entry. */
const INVOICE_COLUMNS: readonly ExportColumn[] = [{ header: 'Invoice', width: 12 }];
/** Only for callers who may see rates (members.rates.read), like the rate fields of the JSON views. */
const RATE_COLUMNS: readonly ExportColumn[] = [
  { header: 'Cost rate', kind: 'number', format: '0.00' },
  { header: 'Bill rate', kind: 'number', format: '0.00' },
];
/** Only for callers who may see money beyond rates (financials.read), like the projects' profitability. */
const AMOUNT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Billable amount', kind: 'number', format: '0.00', width: 16 },
  { header: 'Cost amount', kind: 'number', format: '0.00', width: 14 },
];
const ID_COLUMNS: readonly ExportColumn[] = [
  { header: 'Entry ID', width: 38 },
  { header: 'User ID', width: 38 },
  { header: 'Project ID', width: 38 },
  { header: 'Task ID', width: 38 },
  { header: 'Start (UTC)', width: 26 },
  { header: 'End (UTC)', width: 26 },
];

/** What the caller may see and the organization's zone, decided once per export. */
export interface EntryExportOptions {
  zone: TimeZone;
  withRates: boolean;
  withAmounts: boolean;
  now: Date;
}

export function exportOptionsOf(ctx: TenantContext, now: Date): EntryExportOptions {
  return {
    zone: ctx.calendar.timeZone,
    withRates: ctx.permissions.has('members.rates.read'),
    // Invoices and amounts are financials.read's, as in GET /financials/invoices.
    withAmounts: ctx.permissions.has('financials.read'),
    now,
  };
}

export function entryExportColumns(options: EntryExportOptions): ExportColumn[] {
  return [
    ...COLUMNS,
    ...(options.withAmounts ? INVOICE_COLUMNS : []),
    ...(options.withRates ? RATE_COLUMNS : []),
    ...(options.withAmounts ? AMOUNT_COLUMNS : []),
    ...ID_COLUMNS,
  ];
}

/** Worked seconds as hours with two decimals, half-up (3618 s: 1.01): seconds / 36 is hundredths exactly. */
export const decimalHours = (seconds: number) => Math.round(seconds / 36) / 100;

/** HH:MM on the zone's clock; a later local day than `day` is written with its date ("2026-03-30 01:30"). */
function clockTime(instant: Date, day: string, zone: TimeZone): string {
  const local = localDateTime(instant, zone);
  return local.startsWith(day) ? local.slice(11) : local;
}

/**
 * One entry's line. Its day is the one it starts on in the organization's zone. Billed: on a live
 * invoice (a never-issued draft counts, as it locks the entry); the invoice column says "draft" for one.
 */
export function entryLine(row: EntryRow, invoice: InvoiceRef | undefined, options: EntryExportOptions): CsvValue[] {
  const { entry } = row;
  const { zone } = options;
  const seconds = workedSeconds(
    { start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds },
    options.now,
  );
  const day = dayOf(entry.startTime, zone);
  return [
    day,
    clockTime(entry.startTime, day, zone),
    entry.endTime === null ? null : clockTime(entry.endTime, day, zone),
    zone,
    row.userName,
    row.userEmail,
    row.clientName,
    row.projectName,
    row.taskName,
    row.tags.map((tag) => tag.name).join(', '),
    entry.notes,
    decimalHours(seconds),
    entry.isBillable ? 'yes' : 'no',
    entry.status,
    invoice ? 'yes' : 'no',
    ...(options.withAmounts ? [invoice ? (invoice.number ?? 'draft') : null] : []),
    ...(options.withRates ? [numericToNumber(entry.costRate), numericToNumber(entry.billRate)] : []),
    ...(options.withAmounts
      ? [
          (entry.isBillable ? amountInCents(seconds, entry.billRate) : 0) / 100,
          amountInCents(seconds, entry.costRate) / 100,
        ]
      : []),
    entry.id,
    row.userId,
    entry.projectId,
    entry.taskId,
    entry.startTime.toISOString(),
    entry.endTime?.toISOString() ?? null,
  ];
}

/** The lines, made as they are written, so the documents' slices cover the mapping too. */
function* linesOf(rows: readonly EntryRow[], invoices: Map<string, InvoiceRef>, options: EntryExportOptions) {
  for (const row of rows) yield entryLine(row, invoices.get(row.entry.id), options);
}

/**
 * Rates are columns only for callers with members.rates.read, and the amounts they give (worked
 * seconds × rate, rounded half-up to cents; 0 billable for non-billable time) and invoice numbers
 * only for callers with financials.read (a Manager sees rates, not revenue); without them the
 * columns are absent.
 */
export function entriesCsv(rows: readonly EntryRow[], invoices: Map<string, InvoiceRef>, options: EntryExportOptions) {
  const header = entryExportColumns(options).map((column) => column.header);
  return csvDocument(header, linesOf(rows, invoices, options));
}

export function entriesXlsx(rows: readonly EntryRow[], invoices: Map<string, InvoiceRef>, options: EntryExportOptions) {
  return xlsxDocument('Time entries', entryExportColumns(options), linesOf(rows, invoices, options));
}
