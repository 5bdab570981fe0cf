import { CSV_CONTENT_TYPE, csvDocument, type CsvValue } from '../../../platform/formats/csv.js';
import { XLSX_CONTENT_TYPE, xlsxDocument, type ColumnKind, type ExportColumn } from '../../../platform/formats/xlsx.js';
import type { ReportDimension, TimeReport } from './reports.schemas.js';

const HEADING: Record<ReportDimension, string> = {
  client: 'Client',
  project: 'Project',
  task: 'Task',
  member: 'Member',
  day: 'Day',
  week: 'Week',
};

/** Hours in decimal, to the hundredth, as a sheet sums them. */
const hours = (seconds: number) => Math.round(seconds / 36) / 100;

const kindOf = (dimension: ReportDimension): ColumnKind =>
  dimension === 'day' || dimension === 'week' ? 'date' : 'text';

/** The columns: the levels, then hours and billable hours. */
function columnsOf(report: TimeReport): ExportColumn[] {
  const levels = [report.groupBy, ...(report.thenBy ? [report.thenBy] : [])];
  return [
    ...levels.map((level) => ({ header: HEADING[level], kind: kindOf(level), width: 24 })),
    { header: 'Hours', kind: 'number' as const, format: '0.00' },
    { header: 'Billable hours', kind: 'number' as const, format: '0.00', width: 16 },
  ];
}

/** One line per (group, child), or per group with one level, and a last line with the totals. */
function* linesOf(report: TimeReport): Generator<CsvValue[]> {
  for (const group of report.groups) {
    if (!report.thenBy) yield [group.label, hours(group.seconds), hours(group.billableSeconds)];
    else
      for (const child of group.children ?? [])
        yield [group.label, child.label, hours(child.seconds), hours(child.billableSeconds)];
  }
  yield ['Total', ...(report.thenBy ? [''] : []), hours(report.totals.seconds), hours(report.totals.billableSeconds)];
}

/** The report as CSV or XLSX: the table a person sees, a line per cell, hours in decimal. */
export async function reportFile(report: TimeReport, format: 'csv' | 'xlsx') {
  const columns = columnsOf(report);
  const name = `time-report-${report.period.from}-${report.period.to}`;
  if (format === 'csv')
    return {
      contentType: CSV_CONTENT_TYPE,
      body: await csvDocument(
        columns.map((column) => column.header),
        linesOf(report),
      ),
      filename: `${name}.csv`,
    };
  return {
    contentType: XLSX_CONTENT_TYPE,
    body: await xlsxDocument('Report', columns, linesOf(report)),
    filename: `${name}.xlsx`,
  };
}
