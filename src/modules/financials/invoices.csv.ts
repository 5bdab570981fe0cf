import { inArray, and, eq } from 'drizzle-orm';
import { csvDocument, type CsvValue } from '../../platform/formats/csv.js';
import { dayOf, type TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { xlsxDocument, type ExportColumn } from '../../platform/formats/xlsx.js';
import { projects } from '../projects/index.js';
import type { InvoiceRow } from './invoices.repository.js';
import { invoiceSummaryView } from './invoices.view.js';

/**
 * The invoice export as a person reads it (issue 18): names, amounts as numbers (cents exact),
 * days of the organization's zone; ids last. The same columns and values make the CSV and the
 * XLSX (platform/formats/xlsx.ts).
 */
const COLUMNS: readonly ExportColumn[] = [
  { header: 'Number', width: 12 },
  { header: 'Status' },
  { header: 'Payment status', width: 16 },
  { header: 'Client', width: 28 },
  { header: 'Project', width: 24 },
  { header: 'Currency' },
  { header: 'Subtotal', kind: 'number', format: '0.00', width: 12 },
  { header: 'Tax %', kind: 'number', width: 8 },
  { header: 'Tax', kind: 'number', format: '0.00', width: 12 },
  { header: 'Total', kind: 'number', format: '0.00', width: 12 },
  { header: 'Due date', kind: 'date', width: 12 },
  { header: 'Issued', kind: 'date', width: 12 },
  { header: 'Paid', kind: 'date', width: 12 },
  { header: 'Created', kind: 'date', width: 12 },
  { header: 'Notes', width: 40 },
  { header: 'Invoice ID', width: 38 },
  { header: 'Project ID', width: 38 },
];

/** The names of the projects the invoices are for (an invoice keeps its client's name itself). */
export async function projectNamesOf(executor: Executor, orgId: string, rows: readonly InvoiceRow[]) {
  const ids = [...new Set(rows.map((row) => row.projectId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, string>();
  const found = await executor
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), inArray(projects.id, ids)));
  return new Map(found.map((project) => [project.id, project.name]));
}

interface InvoiceExportOptions {
  /** The organization's today: OVERDUE is reported from it. */
  today: string;
  zone: TimeZone;
  projectNames: Map<string, string>;
}

/** One invoice's line; issued, paid and created are the days they fall on in the organization's zone. */
function invoiceLine(row: InvoiceRow, options: InvoiceExportOptions): CsvValue[] {
  const invoice = invoiceSummaryView(row, options.today);
  const day = (instant: Date | null) => (instant === null ? null : dayOf(instant, options.zone));
  return [
    invoice.number ?? 'draft',
    invoice.status,
    invoice.paymentStatus,
    invoice.clientName,
    row.projectId === null ? null : (options.projectNames.get(row.projectId) ?? null),
    invoice.currency,
    invoice.subtotal,
    invoice.taxPercent,
    invoice.taxAmount,
    invoice.total,
    invoice.dueDate,
    day(row.issuedAt),
    day(row.paidAt),
    day(row.createdAt),
    invoice.notes,
    invoice.id,
    invoice.projectId,
  ];
}

/** The lines are made as they are written, so the documents' slices cover that work too. */
function* linesOf(rows: readonly InvoiceRow[], options: InvoiceExportOptions) {
  for (const row of rows) yield invoiceLine(row, options);
}

export function invoicesCsv(rows: readonly InvoiceRow[], options: InvoiceExportOptions): Promise<string> {
  return csvDocument(
    COLUMNS.map((column) => column.header),
    linesOf(rows, options),
  );
}

export function invoicesXlsx(rows: readonly InvoiceRow[], options: InvoiceExportOptions): Promise<Buffer> {
  return xlsxDocument('Invoices', COLUMNS, linesOf(rows, options));
}
