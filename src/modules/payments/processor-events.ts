import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { calendarOf } from '../organizations/index.js';
import { decimalToScaled, moveInvoiceStatus, type InvoiceReader } from '../financials/index.js';
import type { PaymentSecrets } from './payments.crypto.js';
import { eventProblem, recordedEventId, recordedEventType } from './event-checks.js';
import { centsToMinor } from './payments.money.js';
import {
  claimEvent,
  findConnectionById,
  findOwnInvoice,
  invoiceOfPayment,
  paidMinor,
  recordChange,
  recordPayment,
  settleEvent,
  type ConnectionRow,
} from './payments.repository.js';
import { SignatureRefusal, type PaymentProvider, type ProcessorEvent } from './provider.js';

/** The events to select in the processor's webhook endpoint; any other is answered 2xx and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;

const signatureRefused = (reason: string) =>
  new AppError(
    'PAYMENT_SIGNATURE_INVALID',
    `The webhook's signature does not verify: ${reason}`,
    'Check that the webhook signing secret (whsec_…) connected in Punchclock is the one of this endpoint in Stripe.',
  );

export function createProcessorEvents(deps: {
  db: Db;
  clock: Clock;
  secrets: PaymentSecrets;
  provider: PaymentProvider;
  render: InvoiceReader;
}) {
  const { db, clock, secrets, provider } = deps;

  /** The invoice an event is about, in the connection's organization only: metadata naming another is not ours. */
  async function invoiceOf(
    tx: Executor,
    connection: ConnectionRow,
    event: Exclude<ProcessorEvent, { kind: 'ignored' }>,
  ) {
    if (event.orgId !== null && event.orgId !== connection.orgId)
      return { skip: 'IGNORED_OTHER_ORGANIZATION' } as const;
    let invoiceId = event.orgId === null ? null : event.invoiceId;
    if (invoiceId === null && event.kind !== 'payment' && event.paymentReference)
      invoiceId = await invoiceOfPayment(tx, connection.orgId, provider.name, event.paymentReference);
    if (invoiceId === null || !/^[0-9a-f-]{36}$/i.test(invoiceId)) return { skip: 'IGNORED_NOT_PUNCHCLOCK' } as const;
    // Locked: two payments of one invoice at once add up in turn.
    const invoice = await findOwnInvoice(tx, connection.orgId, invoiceId, true);
    return invoice ? ({ invoice } as const) : ({ skip: 'IGNORED_UNKNOWN_INVOICE' } as const);
  }

  async function apply(tx: Executor, connection: ConnectionRow, event: ProcessorEvent): Promise<string> {
    if (event.kind === 'ignored') return 'IGNORED_EVENT';
    const found = await invoiceOf(tx, connection, event);
    if (!found.invoice) return found.skip;
    const { invoice } = found;
    const common = {
      orgId: connection.orgId,
      invoiceId: invoice.id,
      provider: provider.name,
      lastEventAt: event.createdAt,
    };
    if (event.kind === 'refund' || event.kind === 'dispute') {
      await recordChange(tx, {
        ...common,
        kind: event.kind === 'refund' ? 'REFUND' : 'DISPUTE',
        reference: event.reference,
        paymentReference: event.paymentReference,
        amountMinor: event.amountMinor,
        currency: event.currency,
        status: event.kind === 'dispute' ? event.status : null,
        occurredAt: event.kind === 'dispute' ? event.openedAt : event.createdAt,
      });
      // As Stripe's own invoices: a refunded or disputed invoice stays PAID; the records say what came back.
      return event.kind === 'refund' ? 'REFUND_RECORDED' : 'DISPUTE_RECORDED';
    }
    const payment = {
      ...common,
      kind: 'PAYMENT' as const,
      reference: event.reference,
      paymentReference: null,
      amountMinor: event.amountMinor,
      currency: event.currency,
      status: null,
      occurredAt: event.paidAt,
    };
    // Another currency: recorded for people to see, never counted towards the invoice.
    if (event.currency !== invoice.currency) {
      const recorded = await recordPayment(tx, { ...payment, flag: 'CURRENCY_MISMATCH' });
      return recorded ? 'PAYMENT_CURRENCY_MISMATCH' : 'PAYMENT_ALREADY_RECORDED';
    }
    const open = invoice.status === 'SENT' || invoice.status === 'OVERDUE';
    const due = centsToMinor(decimalToScaled(invoice.total, 2), invoice.currency);
    // The invoice is locked (invoiceOf), so what was paid before cannot change under us.
    const paidBefore = await paidMinor(tx, connection.orgId, invoice.id, invoice.currency);
    const paid = paidBefore + event.amountMinor;
    const overpaid = invoice.status === 'PAID' || (open && due !== null && paid > due);
    const recorded = await recordPayment(tx, { ...payment, flag: overpaid ? 'OVERPAYMENT' : null });
    if (!recorded) return 'PAYMENT_ALREADY_RECORDED';
    if (!open) return `PAYMENT_RECORDED_INVOICE_${invoice.status}`;
    if (due === null || paid < due) return 'PAYMENT_RECORDED_PARTIAL';
    const { timeZone } = await calendarOf(tx, connection.orgId);
    await moveInvoiceStatus(
      tx,
      { orgId: connection.orgId, memberId: connection.connectedByMemberId, timeZone },
      invoice.id,
      'PAID',
      { now: clock.now(), paidAt: event.paidAt },
      () => deps.render(tx, { orgId: connection.orgId }, invoice.id),
    );
    return overpaid ? 'INVOICE_PAID_OVERPAID' : 'INVOICE_PAID';
  }

  return {
    /**
     * A signed event from the processor, applied exactly once: the event id is claimed in the
     * transaction that applies it, so a second delivery (or a concurrent one) changes nothing.
     */
    async receive(connectionId: string, rawBody: string, signature: string | undefined) {
      const connection = await findConnectionById(db, connectionId);
      if (!connection) throw errors.notFound('Payment processor connection', connectionId);
      if (connection.webhookSecretSealed === null)
        throw signatureRefused('no signing secret has been given for this endpoint yet');
      const webhookSecret = secrets.open(connection.webhookSecretSealed, connection.orgId);
      if (webhookSecret === null) throw signatureRefused('the stored signing secret cannot be read; connect again');
      let event: ProcessorEvent;
      try {
        event = provider.verifyEvent(rawBody, signature, webhookSecret, clock.now());
      } catch (error) {
        if (error instanceof SignatureRefusal) throw signatureRefused(error.message);
        throw error;
      }
      const recorded = { orgId: connection.orgId, provider: provider.name, eventId: recordedEventId(event.eventId) };
      const problem = eventProblem(event);
      return db.transaction(async (tx) => {
        const claimed = await claimEvent(tx, {
          ...recorded,
          type: recordedEventType(event.type),
          receivedAt: clock.now(),
        });
        if (!claimed) return { received: true as const, duplicate: true, outcome: 'DUPLICATE' };
        // Signed but malformed: acknowledged, so the processor stops sending it, and recorded as such.
        const outcome = problem === null ? await apply(tx, connection, event) : 'REJECTED_INVALID';
        await settleEvent(tx, recorded, outcome);
        return { received: true as const, duplicate: false, outcome };
      });
    },
  };
}
