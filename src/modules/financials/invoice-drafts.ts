// How a new invoice is made: what every draft starts from, and a draft billing approved time.
import type { TenantContext } from '../../platform/auth/context.js';
import { daysRange } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { defaultPaymentTerms } from './billing-profile.service.js';
import { billedLines, linkBillableEntries, projectBuyer, type ClientBuyer } from './billing.repository.js';
import { billedPeriod } from './invoice-issue.js';
import { billingDetails, buyerOf, priced, servicePeriod } from './invoices.inputs.js';
import {
  insertInvoice,
  projectExists,
  recordStatusChange,
  replaceItems,
  updateInvoice,
} from './invoices.repository.js';
import type { CreateInvoiceInput, FromTimeInput } from './invoices.schemas.js';

export async function assertProject(executor: Executor, orgId: string, projectId: string | null | undefined) {
  if (projectId && !(await projectExists(executor, orgId, projectId))) throw errors.notFound('Project', projectId);
}

/**
 * What every new invoice starts from: the billing profile's payment terms, the body's billing
 * details, the buyer (the body, else the project's client record), the due date and notes.
 */
export async function newInvoiceFields(
  tx: Executor,
  orgId: string,
  input: CreateInvoiceInput | FromTimeInput,
  client: ClientBuyer | null,
) {
  return {
    ...(await defaultPaymentTerms(tx, orgId)),
    ...billingDetails(input),
    ...buyerOf(input, client),
    dueDate: input.dueDate ?? null,
    notes: input.notes ?? null,
  };
}

/** The first line of every invoice's status history: created as a DRAFT, by the caller. */
export function recordCreatedAsDraft(tx: Executor, ctx: TenantContext, invoiceId: string, now: Date) {
  return recordStatusChange(
    tx,
    ctx.orgId,
    invoiceId,
    { fromStatus: null, toStatus: 'DRAFT', changedByMemberId: ctx.memberId },
    now,
  );
}

/**
 * A DRAFT billing the project's approved, billable time of [from, to] that is on no invoice
 * yet: one line per member and bill rate (hours to 4 decimals × the snapshotted rate). The
 * entries are linked to the invoice in the same transaction, so they are never billed twice.
 */
export async function draftFromTime(tx: Executor, ctx: TenantContext, input: FromTimeInput, now: Date) {
  const client = await projectBuyer(tx, ctx.orgId, input.projectId);
  if (client === null) throw errors.notFound('Project', input.projectId);
  const invoiceId = await insertInvoice(
    tx,
    ctx.orgId,
    {
      ...(await newInvoiceFields(tx, ctx.orgId, input, client)),
      projectId: input.projectId,
      clientName: input.clientName ?? client.clientName,
      taxPercent: '0',
      subtotal: '0',
      taxAmount: '0',
      total: '0',
    },
    ctx.memberId,
    now,
  );
  const linked = await linkBillableEntries(
    tx,
    ctx.orgId,
    invoiceId,
    input.projectId,
    daysRange(input.from, input.to, ctx.calendar.timeZone),
  );
  if (linked === 0) {
    throw errors.conflict(
      'NOTHING_TO_BILL',
      `No approved, billable time of project '${input.projectId}' from ${input.from} to ${input.to} is left to bill`,
      'Approve the time first (POST /time/approve), or pick another period; time already on an invoice is not billed again.',
    );
  }
  const lines = await billedLines(tx, ctx.orgId, invoiceId);
  const pricing = priced(
    lines.map((line) => ({
      description: `${line.fullName}: approved time ${input.from} to ${input.to}`,
      quantity: Number(line.hours),
      unitPrice: Number(line.billRate),
    })),
    input.taxPercent,
  );
  const period = await billedPeriod(tx, ctx.orgId, invoiceId, ctx.calendar.timeZone);
  await updateInvoice(
    tx,
    ctx.orgId,
    invoiceId,
    {
      ...pricing.amounts,
      ...servicePeriod(input.servicePeriodFrom ?? period?.from ?? null, input.servicePeriodTo ?? period?.to ?? null),
    },
    now,
  );
  await replaceItems(tx, ctx.orgId, invoiceId, pricing.items);
  await recordCreatedAsDraft(tx, ctx, invoiceId, now);
  return invoiceId;
}
