import { createHash } from 'node:crypto';
import type { ProcessorEvent } from './provider.js';

/**
 * What a signed processor event must hold before it reaches the database: a database constraint
 * refusing it instead (a negative amount, say) would answer 409, and the processor would send
 * it again for days. An event that fails here is acknowledged and recorded as rejected
 * (docs/integrations.md, "What Stripe's events do").
 */
const ID = /^[A-Za-z0-9_.:-]{1,255}$/;
const CURRENCY = /^[A-Z]{3}$/;
const MAX_TYPE_LENGTH = 100;
const MAX_STATUS_LENGTH = 100;

const validInstant = (value: Date) => !Number.isNaN(value.getTime());
const validAmount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Why the event cannot be applied as it stands, or null. */
export function eventProblem(event: ProcessorEvent): string | null {
  if (!ID.test(event.eventId)) return 'the event id is not a processor id';
  if (event.type.length === 0 || event.type.length > MAX_TYPE_LENGTH) return 'the event type is missing or too long';
  if (!validInstant(event.createdAt)) return 'the event has no valid creation time';
  if (event.kind === 'ignored') return null;
  if (!ID.test(event.reference)) return 'the payment, charge or dispute id is not a processor id';
  if (event.kind !== 'payment' && event.paymentReference !== null && !ID.test(event.paymentReference))
    return 'the payment it takes back is not named by a processor id';
  if (!validAmount(event.amountMinor)) return 'the amount is not a whole, non-negative number of minor units';
  if (!CURRENCY.test(event.currency)) return 'the currency is not a three-letter code';
  if (event.kind === 'payment' && !validInstant(event.paidAt)) return 'the payment has no valid time';
  if (event.kind === 'dispute' && (event.status.length > MAX_STATUS_LENGTH || !validInstant(event.openedAt)))
    return 'the dispute has no valid status or opening time';
  return null;
}

/**
 * The id an event is recorded under: its own when it is a processor id, else a digest of it, so
 * that a second delivery of the same malformed event is still found and a long one stays short.
 */
export function recordedEventId(eventId: string): string {
  return ID.test(eventId) ? eventId : `sha256:${createHash('sha256').update(eventId).digest('hex')}`;
}

/** The event type as recorded: at most MAX_TYPE_LENGTH characters. */
export const recordedEventType = (type: string) => type.slice(0, MAX_TYPE_LENGTH);
