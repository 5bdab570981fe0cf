import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import { assertExportSize, CSV_CONTENT_TYPE, csvFilename, MAX_EXPORT_ROWS } from '../../../platform/formats/csv.js';
import type { Db } from '../../../platform/db/index.js';
import { XLSX_CONTENT_TYPE, xlsxFilename } from '../../../platform/formats/xlsx.js';
import { entriesCsv, entriesXlsx, exportOptionsOf } from './entries.csv.js';
import type { createEntriesQuery } from './entries.query.js';
import type { InvoicedEntries, InvoiceRef } from '../invoiced-entries.port.js';
import { pageEntries } from './entries-page.repository.js';
import type { EntryRow } from '../time.repository.js';
import type { EntryFilterQuery } from '../time.schemas.js';

/** Invoice look-ups per this many entries: an export's ids stay well under a statement's parameter limit. */
const INVOICE_LOOKUP_BATCH = 1000;

/** The invoices (financials module, through the port) that bill any of `rows`. */
async function invoicesOf(db: Db, invoiced: InvoicedEntries, orgId: string, rows: readonly EntryRow[]) {
  const invoices = new Map<string, InvoiceRef>();
  for (let index = 0; index < rows.length; index += INVOICE_LOOKUP_BATCH) {
    const ids = rows.slice(index, index + INVOICE_LOOKUP_BATCH).map((row) => row.entry.id);
    for (const [id, invoice] of await invoiced.invoicesOf(db, orgId, ids)) invoices.set(id, invoice);
  }
  return invoices;
}

export function createEntriesExport(
  db: Db,
  clock: Clock,
  query: ReturnType<typeof createEntriesQuery>,
  invoiced: InvoicedEntries,
) {
  return {
    /**
     * Every entry the list's filters select (up to the export cap), newest first, as CSV or XLSX,
     * with the invoice each billed entry is on.
     */
    async export(ctx: TenantContext, filters: EntryFilterQuery, format: 'csv' | 'xlsx') {
      const rows = await pageEntries(db, ctx.orgId, {
        ...(await query.filterOf(ctx, filters)),
        limit: MAX_EXPORT_ROWS + 1,
      });
      assertExportSize(rows, 'from/to, userId, projectId, clientId, taskId, tagId, status or billable');
      const invoices = await invoicesOf(db, invoiced, ctx.orgId, rows);
      const now = clock.now();
      const options = exportOptionsOf(ctx, now);
      if (format === 'csv')
        return {
          contentType: CSV_CONTENT_TYPE,
          body: await entriesCsv(rows, invoices, options),
          filename: csvFilename('time-entries', now),
        };
      return {
        contentType: XLSX_CONTENT_TYPE,
        body: await entriesXlsx(rows, invoices, options),
        filename: xlsxFilename('time-entries', now),
      };
    },
  };
}
