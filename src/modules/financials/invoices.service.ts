import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import { dayOf } from '../../platform/dates.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { z } from 'zod';
import { billingDetails, invoiceFilter, priced, servicePeriod } from './invoices.inputs.js';
import {
  deleteInvoice,
  findInvoice,
  insertInvoice,
  itemsOf,
  listInvoices,
  lockInvoice,
  replaceItems,
  updateInvoice,
} from './invoices.repository.js';
import type {
  CreateInvoiceInput,
  FromTimeInput,
  ItemInput,
  InvoiceFilterQuery,
  ListInvoicesQuery,
  StatusInput,
  UpdateInvoiceInput,
} from './invoices.schemas.js';
import { invoiceSummaryView } from './invoices.view.js';
import { projectBuyer } from './billing.repository.js';
import { invoicesCsv, invoicesXlsx, projectNamesOf } from './invoices.csv.js';
import { assertExportSize, CSV_CONTENT_TYPE, csvFilename, MAX_EXPORT_ROWS } from '../../platform/formats/csv.js';
import { XLSX_CONTENT_TYPE, xlsxFilename } from '../../platform/formats/xlsx.js';
import type { renderInvoicePdf } from './invoice.pdf.js';
import { offThreadTask, type OffThreadRunner } from '../../platform/offload/index.js';
import { calendarOf, findOrganization } from '../organizations/index.js';
import { recordWebhookEvent } from '../webhook-outbox/index.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { invoiceDocument } from './invoice-issue.js';
import { moveInvoiceStatus } from './invoice-status.js';
import { createInvoiceReader } from './invoice-reader.js';
import type { InvoicePaymentLinks } from './payment-links.port.js';
import { assertProject, draftFromTime, newInvoiceFields, recordCreatedAsDraft } from './invoice-drafts.js';

const cursorShape = z.object({ id: z.uuid() });

/**
 * Drawing a PDF is CPU work (500 long lines: over a second), so it runs on the offload workers,
 * never on the event loop; this thread does not even load pdfkit.
 */
const renderPdf = offThreadTask<typeof renderInvoicePdf>(import.meta.url, './invoice.pdf', 'renderInvoicePdf');

/** What to do with an issued invoice that must be a DRAFT to change, by its status (see INVOICE_STATUS_MOVES). */
const NOT_DRAFT_HINTS: Partial<Record<string, string>> & { SENT: string } = {
  SENT: 'Set the status back to DRAFT first, or set it to CANCELLED to void it.',
  PAID: 'A PAID invoice stays paid; set it back to SENT first (the payment taken back), then to DRAFT to correct it.',
  CANCELLED:
    'A CANCELLED invoice is final; create a new one (POST /financials/invoices or /financials/invoices/from-time).',
};

export function createInvoicesService(
  db: Db,
  clock: Clock,
  offload: OffThreadRunner,
  storage: ObjectStorage,
  paymentLinks: InvoicePaymentLinks,
) {
  /** The organization's zone and its today: due dates and periods are its days. */
  async function todayOf(executor: Executor, orgId: string) {
    const { timeZone } = await calendarOf(executor, orgId);
    return { zone: timeZone, today: dayOf(clock.now(), timeZone) };
  }

  const load = createInvoiceReader(clock, paymentLinks);

  async function lockedDraft(executor: Executor, ctx: TenantContext, invoiceId: string, action: string) {
    const row = await lockInvoice(executor, ctx.orgId, invoiceId);
    if (!row) throw errors.notFound('Invoice', invoiceId);
    if (row.status !== 'DRAFT') {
      throw errors.conflict(
        'INVOICE_NOT_DRAFT',
        `Invoice '${invoiceId}' is ${row.status}; only DRAFT invoices can be ${action}`,
        NOT_DRAFT_HINTS[row.status] ?? NOT_DRAFT_HINTS.SENT,
      );
    }
    return row;
  }

  return {
    get: (ctx: TenantContext, invoiceId: string) => load(db, ctx, invoiceId),

    /**
     * The invoice as a PDF (see invoice.pdf.ts), with the organization's name as the issuer, drawn
     * on a worker thread within the organization's share of them; `signal`: the client is gone.
     */
    async pdf(ctx: TenantContext, invoiceId: string, signal?: AbortSignal) {
      const invoice = await load(db, ctx, invoiceId);
      const [row, organization] = await Promise.all([
        findInvoice(db, ctx.orgId, invoiceId),
        findOrganization(db, ctx.orgId),
      ]);
      if (!row) throw errors.notFound('Invoice', invoiceId);
      const document = await invoiceDocument(db, storage, invoice, row, {
        organizationName: organization?.name ?? '',
        zone: ctx.calendar.timeZone,
      });
      const body = await offload.run(ctx.orgId, renderPdf, document, { signal, what: 'invoice PDFs' });
      return { body, filename: `invoice-${invoice.number ?? `draft-${invoice.id}`}.pdf` };
    },

    async list(ctx: TenantContext, query: ListInvoicesQuery) {
      const after = decodeCursor(query.cursor, cursorShape);
      const { zone, today } = await todayOf(db, ctx.orgId);
      const rows = await listInvoices(db, ctx.orgId, {
        ...invoiceFilter(query, today, zone),
        beforeId: after?.id,
        limit: query.limit,
      });
      return toPage(
        rows,
        query.limit,
        (row) => ({ id: row.id }),
        (row) => invoiceSummaryView(row, today),
      );
    },

    /** The invoices the list's filters select, all of them (up to the export cap), newest first, as CSV or XLSX. */
    async export(ctx: TenantContext, query: InvoiceFilterQuery, format: 'csv' | 'xlsx') {
      const now = clock.now();
      const { zone, today } = await todayOf(db, ctx.orgId);
      const rows = await listInvoices(db, ctx.orgId, {
        ...invoiceFilter(query, today, zone),
        // One over the cap, so an export that would be cut short is refused instead.
        limit: MAX_EXPORT_ROWS + 1,
      });
      assertExportSize(rows, 'from/to, status, client or projectId');
      const options = { today, zone, projectNames: await projectNamesOf(db, ctx.orgId, rows) };
      if (format === 'csv')
        return {
          contentType: CSV_CONTENT_TYPE,
          body: await invoicesCsv(rows, options),
          filename: csvFilename('invoices', now),
        };
      return {
        contentType: XLSX_CONTENT_TYPE,
        body: await invoicesXlsx(rows, options),
        filename: xlsxFilename('invoices', now),
      };
    },

    async create(ctx: TenantContext, input: CreateInvoiceInput) {
      const { items, amounts } = priced(input.items, input.taxPercent);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await assertProject(tx, ctx.orgId, input.projectId);
        const client = input.projectId ? await projectBuyer(tx, ctx.orgId, input.projectId) : null;
        const invoiceId = await insertInvoice(
          tx,
          ctx.orgId,
          {
            ...(await newInvoiceFields(tx, ctx.orgId, input, client)),
            projectId: input.projectId ?? null,
            clientName: input.clientName,
            ...amounts,
          },
          ctx.memberId,
          now,
        );
        await replaceItems(tx, ctx.orgId, invoiceId, items);
        await recordCreatedAsDraft(tx, ctx, invoiceId, now);
        await recordWebhookEvent(tx, ctx.orgId, 'invoice.created', () => load(tx, ctx, invoiceId));
        return invoiceId;
      });
      return load(db, ctx, id);
    },

    async createFromTime(ctx: TenantContext, input: FromTimeInput) {
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const invoiceId = await draftFromTime(tx, ctx, input, now);
        await recordWebhookEvent(tx, ctx.orgId, 'invoice.created', () => load(tx, ctx, invoiceId));
        return invoiceId;
      });
      return load(db, ctx, id);
    },

    /**
     * What createFromTime would make, made and rolled back in one transaction: the same lines,
     * totals and refusals, and nothing stored, no entry linked.
     */
    async previewFromTime(ctx: TenantContext, input: FromTimeInput) {
      const now = clock.now();
      let preview: Awaited<ReturnType<typeof load>> | undefined;
      const rollback = new Error('preview: rolled back');
      try {
        await db.transaction(async (tx) => {
          preview = await load(tx, ctx, await draftFromTime(tx, ctx, input, now));
          throw rollback;
        });
      } catch (error) {
        if (error !== rollback) throw error;
      }
      return preview!;
    },

    async update(ctx: TenantContext, invoiceId: string, input: UpdateInvoiceInput) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockedDraft(tx, ctx, invoiceId, 'edited');
        servicePeriod(
          input.servicePeriodFrom === undefined ? row.servicePeriodFrom : input.servicePeriodFrom,
          input.servicePeriodTo === undefined ? row.servicePeriodTo : input.servicePeriodTo,
        );
        await assertProject(tx, ctx.orgId, input.projectId);
        const currentItems = await itemsOf(tx, ctx.orgId, invoiceId);
        const items: ItemInput[] =
          input.items ??
          currentItems.map((item) => ({
            description: item.description,
            quantity: Number(item.quantity),
            unitPrice: Number(item.unitPrice),
          }));
        const pricing = priced(items, input.taxPercent ?? Number(row.taxPercent));
        await updateInvoice(
          tx,
          ctx.orgId,
          invoiceId,
          {
            ...billingDetails(input),
            ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
            ...(input.clientName !== undefined ? { clientName: input.clientName } : {}),
            ...(input.currency !== undefined ? { currency: input.currency } : {}),
            ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            ...pricing.amounts,
          },
          now,
        );
        if (input.items !== undefined) await replaceItems(tx, ctx.orgId, invoiceId, pricing.items);
      });
      return load(db, ctx, invoiceId);
    },

    async remove(ctx: TenantContext, invoiceId: string) {
      await db.transaction(async (tx) => {
        const row = await lockedDraft(tx, ctx, invoiceId, 'deleted');
        if (row.number !== null) {
          throw errors.conflict(
            'INVOICE_ALREADY_ISSUED',
            `Invoice '${invoiceId}' has been issued with a number and cannot be deleted`,
            'Set its status to CANCELLED instead: issued numbers stay, so the sequence has no gaps.',
          );
        }
        await deleteInvoice(tx, ctx.orgId, invoiceId);
      });
      return { id: invoiceId, deleted: true as const };
    },

    /**
     * Any of the five statuses (spec section 3), along the moves invoice.rules.ts allows: a move
     * that would bill time twice (reviving a CANCELLED invoice, voiding a PAID one) is 409. See
     * moveInvoiceStatus, which the payment processor's webhook uses too.
     */
    /** The invoice as the API shows it, for another module's transaction (the payment processor's webhook). */
    load,

    async setStatus(ctx: TenantContext, invoiceId: string, input: StatusInput) {
      const now = clock.now();
      await db.transaction((tx) =>
        moveInvoiceStatus(
          tx,
          { orgId: ctx.orgId, memberId: ctx.memberId, timeZone: ctx.calendar.timeZone },
          invoiceId,
          input.status,
          { now },
          () => load(tx, ctx, invoiceId),
        ),
      );
      return load(db, ctx, invoiceId);
    },
  };
}
