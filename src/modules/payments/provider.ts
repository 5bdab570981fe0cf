/**
 * What Punchclock needs from a payment processor (docs/integrations.md, "Online payments"). Stripe
 * is the first (stripe-provider.ts); another processor implements the same four calls and maps
 * its events onto ProcessorEvent, and nothing else changes.
 */
export interface PaymentProvider {
  readonly name: 'stripe';
  /** Checks the key with one call and says whose account it opens. Refused key: ProcessorRefusal. */
  account(secretKey: string): Promise<ProcessorAccount>;
  /** A hosted checkout page for the amount due; the client is sent to its url. */
  createCheckout(secretKey: string, checkout: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The event a signed webhook carries; a bad or missing signature: SignatureRefusal. */
  verifyEvent(rawBody: string, signature: string | undefined, webhookSecret: string, receivedAt: Date): ProcessorEvent;
}

export interface ProcessorAccount {
  id: string;
  name: string | null;
  livemode: boolean;
}

export interface CheckoutRequest {
  orgId: string;
  invoiceId: string;
  /** In the currency's minor units as the processor counts them (see money.ts). */
  amountMinor: number;
  /** ISO 4217, lower case as processors take it. */
  currency: string;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** Where a payment, refund or dispute belongs, as the metadata we gave the processor says. */
interface Tagged {
  eventId: string;
  type: string;
  /** When the processor created the event: an older event arriving later changes nothing newer. */
  createdAt: Date;
  orgId: string | null;
  invoiceId: string | null;
}

export type ProcessorEvent =
  | (Tagged & {
      kind: 'payment';
      /** The payment intent: one payment however many events name it. */
      reference: string;
      amountMinor: number;
      currency: string;
      paidAt: Date;
    })
  | (Tagged & {
      kind: 'refund';
      /** The charge; amountMinor is its refunded amount so far (cumulative, as the processor reports it). */
      reference: string;
      paymentReference: string | null;
      amountMinor: number;
      currency: string;
    })
  | (Tagged & {
      kind: 'dispute';
      reference: string;
      paymentReference: string | null;
      amountMinor: number;
      currency: string;
      status: string;
      openedAt: Date;
    })
  | (Tagged & { kind: 'ignored' });

/** The processor refused the key (authentication or permission). */
export class ProcessorRefusal extends Error {}
/** The processor could not be reached or failed (network, 5xx, timeout). */
export class ProcessorUnavailable extends Error {}
/** The webhook's signature is missing, wrong or too old. */
export class SignatureRefusal extends Error {}
