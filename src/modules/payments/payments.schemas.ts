import { z } from 'zod';

export const connectBody = z
  .object({
    provider: z.literal('stripe').default('stripe').describe('The processor; Stripe is the one supported so far'),
    secretKey: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,250}$/, 'must be a Stripe secret key (sk_…) or restricted key (rk_…)')
      .optional()
      .describe(
        'A Stripe secret or restricted key; stored sealed, never shown again (only its last 4 characters). Required to connect; when connected, omit it to keep the key',
      ),
    webhookSecret: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/=_-]{8,250}$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional()
      .describe(
        "The signing secret of the webhook endpoint made in Stripe for webhookUrl (Stripe's whsec_…); omit it to keep the one stored (none at first: events are refused until it is given)",
      ),
  })
  .refine((body) => body.secretKey !== undefined || body.webhookSecret !== undefined, {
    message: 'give secretKey, webhookSecret or both',
    path: ['secretKey'],
  });

export const connectionSchema = z
  .object({
    provider: z.enum(['stripe']),
    accountId: z.string(),
    accountName: z.string().nullable(),
    mode: z.enum(['live', 'test']).describe('From the key: live keys move real money'),
    secretKeyLast4: z.string(),
    webhookSecretSet: z
      .boolean()
      .describe('Whether the webhook signing secret has been given; until then Stripe’s events are refused'),
    connectedAt: z.string(),
    connectedByMemberId: z.uuid(),
    webhookUrl: z.string().describe("Paste into Stripe's webhook endpoint (Developers → Webhooks)"),
    webhookEvents: z.array(z.string()).describe('The events to select for that endpoint'),
  })
  .nullable();

export const disconnectedSchema = z.object({ disconnected: z.literal(true) });

export const invoiceParams = z.object({ invoiceId: z.uuid() });
export const payParams = z.object({ token: z.string().min(1).max(100) });
export const webhookParams = z.object({ connectionId: z.uuid() });

export const webhookHeaders = {
  'stripe-signature': z.string().max(4000).optional().describe("Stripe's signature of the body"),
};

export const webhookBody = z
  .string()
  .max(1_000_000)
  .describe('The event as Stripe sends it; read as text, since the signature covers the exact bytes');

export const webhookAnswer = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe('The event was handled before: nothing changed'),
  outcome: z.string().describe('What the event did (docs/integrations.md, "Online payments")'),
});

const recordSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['PAYMENT', 'REFUND', 'DISPUTE']),
  provider: z.string(),
  reference: z.string().describe('The processor’s id: payment intent, charge (refunds) or dispute'),
  paymentReference: z.string().nullable(),
  amount: z.number().describe('In the currency’s main unit; a refund’s is the charge’s refunded total so far'),
  currency: z.string(),
  status: z.string().nullable().describe('A dispute’s status as the processor last reported it'),
  flag: z
    .enum(['OVERPAYMENT', 'CURRENCY_MISMATCH'])
    .nullable()
    .describe(
      'A payment to look at: OVERPAYMENT, more than was still due; CURRENCY_MISMATCH, in another currency than the invoice’s, not counted in `paid`',
    ),
  occurredAt: z.string(),
});

export const invoicePaymentsSchema = z.object({
  invoiceId: z.uuid(),
  currency: z.string(),
  paid: z.number().describe('Paid online, in the invoice’s currency'),
  refunded: z.number(),
  disputed: z.number().describe('Under an open or lost dispute'),
  records: z.array(recordSchema),
});

export type ConnectInput = z.output<typeof connectBody>;
