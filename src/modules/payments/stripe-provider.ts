import Stripe from 'stripe';
import {
  ProcessorRefusal,
  ProcessorUnavailable,
  SignatureRefusal,
  type CheckoutRequest,
  type PaymentProvider,
  type ProcessorEvent,
} from './provider.js';

/** Where the library sends its API calls: Stripe's own API unless the operator points STRIPE_API_URL elsewhere. */
interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export function stripeEndpointOf(apiUrl: string): StripeEndpoint {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** How far a signature's time may lie from the server's clock, either way (Stripe's default). */
const TOLERANCE_SECONDS = 300;

/** The signing time (`t=`) of a Stripe-Signature header, in seconds since the epoch, or null. */
function signedAtSeconds(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

/** Seconds since the epoch (Stripe's timestamps) as an instant. */
const instant = (seconds: number) => new Date(seconds * 1000);

function tags(metadata: Stripe.Metadata | null | undefined) {
  return { orgId: metadata?.punchclock_org_id ?? null, invoiceId: metadata?.punchclock_invoice_id ?? null };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** The Stripe event as a ProcessorEvent: the four kinds Punchclock acts on, everything else ignored. */
function normalize(event: Stripe.Event): ProcessorEvent {
  // Signed by Stripe, but still checked before use (event-checks.ts): a non-string id or type
  // becomes an empty one, which the checks reject.
  const base = {
    eventId: typeof event.id === 'string' ? event.id : '',
    type: typeof event.type === 'string' ? event.type : '',
    createdAt: instant(event.created),
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const reference = idOf(session.payment_intent);
      // 'unpaid': a delayed method (bank debit) still running; its async_payment_succeeded follows.
      if (session.payment_status !== 'paid' || reference === null || session.amount_total === null)
        return { ...base, ...tags(session.metadata), kind: 'ignored' };
      return {
        ...base,
        ...tags(session.metadata),
        kind: 'payment',
        reference,
        amountMinor: session.amount_total,
        currency: (session.currency ?? '').toUpperCase(),
        paidAt: instant(event.created),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        ...tags(charge.metadata),
        kind: 'refund',
        reference: charge.id,
        paymentReference: idOf(charge.payment_intent),
        amountMinor: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        ...base,
        ...tags(dispute.metadata),
        kind: 'dispute',
        reference: dispute.id,
        paymentReference: idOf(dispute.payment_intent),
        amountMinor: dispute.amount,
        currency: dispute.currency.toUpperCase(),
        status: dispute.status,
        openedAt: instant(dispute.created),
      };
    }
    default:
      return { ...base, orgId: null, invoiceId: null, kind: 'ignored' };
  }
}

/** Stripe through its official library (`stripe` on npm), one client per organization key. */
export function createStripeProvider(endpoint: StripeEndpoint): PaymentProvider {
  const clientOf = (secretKey: string) =>
    new Stripe(secretKey, { ...endpoint, maxNetworkRetries: 1, timeout: 15_000, telemetry: false });
  // Verifying a signature needs no key: the webhook secret is what signs.
  const verifier = new Stripe('sk_unused', { ...endpoint, telemetry: false });

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeAuthenticationError ||
        error instanceof Stripe.errors.StripePermissionError
      )
        throw new ProcessorRefusal(error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new ProcessorRefusal(error.message);
      throw new ProcessorUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    name: 'stripe',

    async account(secretKey) {
      const account = await call(() => clientOf(secretKey).accounts.retrieveCurrent());
      return {
        id: account.id,
        name: account.business_profile?.name ?? account.settings?.dashboard?.display_name ?? null,
        // The key says it: sk_live_… / rk_live_… move real money.
        livemode: /^(sk|rk)_live_/.test(secretKey),
      };
    },

    async createCheckout(secretKey, checkout: CheckoutRequest) {
      const metadata = { punchclock_org_id: checkout.orgId, punchclock_invoice_id: checkout.invoiceId };
      const session = await call(() =>
        clientOf(secretKey).checkout.sessions.create({
          mode: 'payment',
          client_reference_id: checkout.invoiceId,
          ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency,
                unit_amount: checkout.amountMinor,
                product_data: { name: checkout.description },
              },
            },
          ],
          metadata,
          // Copied onto the charge, so a refund or dispute names its invoice even before the payment's event arrives.
          payment_intent_data: { metadata },
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        }),
      );
      if (!session.url) throw new ProcessorUnavailable('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    verifyEvent(rawBody, signature, webhookSecret, receivedAt) {
      if (!signature) throw new SignatureRefusal('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = verifier.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        );
      } catch (error) {
        throw new SignatureRefusal(error instanceof Error ? error.message : String(error));
      }
      // The library refuses a signature older than the tolerance, not one dated ahead of it: a
      // signature from the future is as unusable as a replayed one (docs/integrations.md).
      const signedAt = signedAtSeconds(signature);
      if (signedAt === null || signedAt * 1000 - receivedAt.getTime() > TOLERANCE_SECONDS * 1000)
        throw new SignatureRefusal(`Timestamp more than ${TOLERANCE_SECONDS / 60} minutes ahead of the server's clock`);
      try {
        return normalize(event);
      } catch {
        // An object without what its type promises (a charge with no currency, say): kept as an
        // event with no valid time, which the checks reject and the receiver acknowledges.
        return {
          eventId: typeof event.id === 'string' ? event.id : '',
          type: String(event.type),
          createdAt: new Date(Number.NaN),
          orgId: null,
          invoiceId: null,
          kind: 'ignored',
        };
      }
    },
  };
}
