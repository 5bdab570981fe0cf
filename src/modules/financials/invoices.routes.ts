import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { XLSX_CONTENT_TYPE } from '../../platform/formats/xlsx.js';
import { clientGoneSignal } from '../../platform/http/client-gone.js';
import { pageOf } from '../../platform/http/pagination.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import {
  createInvoiceBody,
  exportInvoicesQuery,
  fromTimeBody,
  invoiceParams,
  invoiceSchema,
  invoiceSummarySchema,
  listInvoicesQuery,
  statusBody,
  updateInvoiceBody,
} from './invoices.schemas.js';
import { createInvoicesService } from './invoices.service.js';
import type { InvoicePaymentLinks } from './payment-links.port.js';

const TAGS = ['Financials'] as const;
const read = access.tenant('financials.read');
const manage = access.tenant('invoices.manage');

export async function invoicesRoutes(
  app: FastifyInstance,
  { database, clock, offload }: ModuleDeps,
  storage: ObjectStorage,
  paymentLinks: InvoicePaymentLinks,
) {
  const invoices = createInvoicesService(database.db, clock, offload, storage, paymentLinks);

  defineRoute(app, {
    method: 'GET',
    url: '/financials/invoices',
    operationId: 'listInvoices',
    tags: TAGS,
    summary: 'Invoices of the organization, newest first',
    description:
      'Filters: status (as reported: OVERDUE includes SENT invoices past their due date), client, projectId, from, to (creation day, in the organization’s time zone). Keyset pagination (limit ≤ 200, cursor).',
    access: read,
    query: listInvoicesQuery,
    response: pageOf(invoiceSummarySchema),
    handler: ({ query, tenant }) => invoices.list(tenant, query),
  });

  const exportText =
    "The list's filters (status, client, projectId, from, to), every matching invoice newest first, at most 10,000 (more: 400, narrow the filters). Columns a person reads (docs/financials.md): number ('draft' before issue), status, payment status, client and project names, currency, subtotal, tax %, tax, total, due date, issued, paid and created days in the organization's time zone, notes; ids last.";

  defineFileRoute(app, {
    method: 'GET',
    url: '/financials/invoices/export.csv',
    operationId: 'exportInvoicesCsv',
    tags: TAGS,
    summary: 'The invoices as CSV',
    description: `${exportText} RFC 4180, UTF-8 with BOM; text that a spreadsheet would run as a formula (starting with = + - @, tab, CR or their full-width forms) gets a leading apostrophe.`,
    access: read,
    query: exportInvoicesQuery,
    produces: ['text/csv'],
    handler: ({ query, tenant }) => invoices.export(tenant, query, 'csv'),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/financials/invoices/export.xlsx',
    operationId: 'exportInvoicesXlsx',
    tags: TAGS,
    summary: 'The invoices as an Excel workbook',
    description: `${exportText} One sheet, bold frozen header; amounts and days are typed cells.`,
    access: read,
    query: exportInvoicesQuery,
    produces: [XLSX_CONTENT_TYPE],
    handler: ({ query, tenant }) => invoices.export(tenant, query, 'xlsx'),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/financials/invoices',
    operationId: 'createInvoice',
    tags: TAGS,
    summary: 'Create a DRAFT invoice',
    description:
      'Line amounts (quantity × unitPrice), subtotal, tax and total are computed exactly and rounded half-up to cents. The number is given when the invoice first leaves DRAFT. paymentTermsDays and paymentTerms default to the billing profile’s.',
    access: manage,
    body: createInvoiceBody,
    successStatus: 201,
    errorStatuses: [404],
    response: invoiceSchema,
    handler: ({ body, tenant }) => invoices.create(tenant, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/financials/invoices/from-time',
    operationId: 'createInvoiceFromTime',
    tags: TAGS,
    summary: "Create a DRAFT billing a project's approved time",
    description:
      'Approved, billable, finished entries of the project that started from `from` to `to` (days of the organization’s time zone, included) and are on no invoice: one line per member and bill rate. The entries are marked as invoiced (never billed twice) until the invoice is deleted or cancelled. Nothing left to bill: 409.',
    access: manage,
    body: fromTimeBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: invoiceSchema,
    handler: ({ body, tenant }) => invoices.createFromTime(tenant, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/financials/invoices/from-time/preview',
    operationId: 'previewInvoiceFromTime',
    tags: TAGS,
    summary: 'What POST /financials/invoices/from-time would create, without creating it',
    description:
      'The same body, lines, totals, service period, buyer and refusals (404, 409 NOTHING_TO_BILL) as creating from time, made and rolled back in one transaction: nothing is stored and no entry is marked invoiced. The answer is the invoice that would be created, with the id it would have had (it does not exist).',
    access: manage,
    body: fromTimeBody,
    errorStatuses: [404, 409],
    response: invoiceSchema,
    handler: ({ body, tenant }) => invoices.previewFromTime(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/financials/invoices/:invoiceId',
    operationId: 'getInvoice',
    tags: TAGS,
    summary: 'One invoice with its line items, payment status and status history',
    access: read,
    params: invoiceParams,
    errorStatuses: [404],
    response: invoiceSchema,
    handler: ({ params, tenant }) => invoices.get(tenant, params.invoiceId),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/financials/invoices/:invoiceId/pdf',
    operationId: 'getInvoicePdf',
    tags: TAGS,
    summary: 'The invoice as a PDF',
    description:
      'Drawn on a worker thread (pdfkit, embedded DejaVu Sans), as the customer gets it (no internal status): the seller (billing profile with logo, as snapshotted when the invoice was issued; a draft shows the profile as it is) and the buyer with addresses and VAT ids, number and issue date, service period, purchase order, line items (over as many pages as needed), subtotal, tax rate and amount (with the tax note), total, payment terms, due date, bank details, the online pay link (paymentUrl, when there is one), notes and footer; a DRAFT is watermarked. Characters the font lacks (e.g. CJK) print as U+FFFD. Too many PDFs in the works for the organization: 429 OFFLOAD_ORGANIZATION_BUSY; for the server: 503 OFFLOAD_QUEUE_FULL (both with Retry-After); a render past the time limit: 503 OFFLOAD_TIMED_OUT.',
    access: read,
    params: invoiceParams,
    errorStatuses: [404, 429, 503],
    produces: ['application/pdf'],
    handler: async ({ params, tenant, reply }) => ({
      contentType: 'application/pdf',
      ...(await invoices.pdf(tenant, params.invoiceId, clientGoneSignal(reply))),
    }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/financials/invoices/:invoiceId',
    operationId: 'updateInvoice',
    tags: TAGS,
    summary: 'Change a DRAFT invoice',
    description: 'items, when given, replace every item; totals are computed again. Not DRAFT: 409.',
    access: manage,
    params: invoiceParams,
    body: updateInvoiceBody,
    errorStatuses: [404, 409],
    response: invoiceSchema,
    handler: ({ params, body, tenant }) => invoices.update(tenant, params.invoiceId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/financials/invoices/:invoiceId',
    operationId: 'deleteInvoice',
    tags: TAGS,
    summary: 'Delete a DRAFT invoice that never had a number',
    description: 'Not DRAFT, or issued once (it has a number): 409; cancel it instead.',
    access: manage,
    params: invoiceParams,
    errorStatuses: [404, 409],
    response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
    handler: ({ params, tenant }) => invoices.remove(tenant, params.invoiceId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/financials/invoices/:invoiceId/status',
    operationId: 'setInvoiceStatus',
    tags: TAGS,
    summary: 'Set the status to one of the five values',
    description:
      'Allowed moves: DRAFT → SENT, OVERDUE, PAID or CANCELLED (the first issue snapshots the billing profile as the seller and, without a due date, sets it to the issue day plus paymentTermsDays; a due date before the issue day is 409); SENT or OVERDUE → any status (back to DRAFT for a correction keeps the number and the billed time); PAID → SENT or OVERDUE (the payment taken back). CANCELLED is final: cancelling releases the billed time, so a new invoice bills it. Any other move: 409 INVALID_INVOICE_TRANSITION with a hint. Setting the current status again changes nothing. Leaving DRAFT the first time gives the next number of the organization; each change is recorded with who and when.',
    access: manage,
    params: invoiceParams,
    body: statusBody,
    errorStatuses: [404, 409],
    response: invoiceSchema,
    handler: ({ params, body, tenant }) => invoices.setStatus(tenant, params.invoiceId, body),
  });
}
