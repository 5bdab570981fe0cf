import type { TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { recordWebhookEvent } from '../webhook-outbox/index.js';
import { statusMoveRefusal, type InvoiceStatus } from './invoice.rules.js';
import { buyerAtIssue } from './invoices.inputs.js';
import { lockInvoice, recordStatusChange, updateInvoice } from './invoices.repository.js';
import { projectBuyer, releaseEntries } from './billing.repository.js';
import { issueFields } from './invoice-issue.js';

/** Who moves an invoice: a member through the API, or the payment processor accounted to a member. */
interface StatusActor {
  orgId: string;
  memberId: string;
  timeZone: TimeZone;
}

/**
 * The one way an invoice's status changes, in the caller's transaction: the move must be allowed
 * (invoice.rules.ts), the first issue gives the number, PAID stamps paidAt (`paidAt`, else now),
 * CANCELLED releases the billed time, the change is recorded in the history and emitted as the
 * `invoice.status_changed` webhook event. Both the status route and the payment processor's
 * webhook (src/modules/payments) go through here, so history, events and billed time agree.
 * `render` draws the invoice for the event. Answers false when the status already was `status`.
 */
export async function moveInvoiceStatus(
  tx: Executor,
  actor: StatusActor,
  invoiceId: string,
  status: InvoiceStatus,
  at: { now: Date; paidAt?: Date },
  render: () => Promise<unknown>,
): Promise<boolean> {
  const { now } = at;
  const row = await lockInvoice(tx, actor.orgId, invoiceId);
  if (!row) throw errors.notFound('Invoice', invoiceId);
  const from = row.status as InvoiceStatus;
  if (from === status) return false;
  const refusal = statusMoveRefusal(from, status);
  if (refusal !== null) {
    throw new AppError(
      'INVALID_INVOICE_TRANSITION',
      `Invoice '${invoiceId}' is ${from}; it cannot be set to ${status}`,
      refusal,
    );
  }
  const issuing = row.number === null && status !== 'DRAFT';
  await updateInvoice(
    tx,
    actor.orgId,
    invoiceId,
    {
      status,
      paidAt: status === 'PAID' ? (at.paidAt ?? now) : null,
      ...(issuing ? await issueFields(tx, row, now, actor.timeZone) : {}),
      ...(issuing && row.projectId ? buyerAtIssue(row, await projectBuyer(tx, actor.orgId, row.projectId)) : {}),
    },
    now,
  );
  if (status === 'CANCELLED') await releaseEntries(tx, actor.orgId, invoiceId);
  await recordStatusChange(
    tx,
    actor.orgId,
    invoiceId,
    { fromStatus: from, toStatus: status, changedByMemberId: actor.memberId },
    now,
  );
  await recordWebhookEvent(tx, actor.orgId, 'invoice.status_changed', render);
  return true;
}
