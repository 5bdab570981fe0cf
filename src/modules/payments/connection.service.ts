import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { PaymentSecrets } from './payments.crypto.js';
import { deleteConnection, findConnection, saveConnection, type ConnectionRow } from './payments.repository.js';
import type { ConnectInput } from './payments.schemas.js';
import { ProcessorRefusal, ProcessorUnavailable, type PaymentProvider } from './provider.js';
import { HANDLED_EVENT_TYPES } from './processor-events.js';

/** The processor errors as API errors: a refused key is the caller's to fix (422), an outage is not (503). */
async function processorCall<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProcessorRefusal)
      throw new AppError(
        'PAYMENT_PROCESSOR_REFUSED',
        `The payment processor refused the request: ${error.message}`,
        'Check the secret key (a standard sk_… or restricted rk_… key of the right account and mode) and try again.',
      );
    if (error instanceof ProcessorUnavailable)
      throw errors.unavailable('The payment processor could not be reached', 'Try again in a minute.');
    throw error;
  }
}

const pickKeyFields = (row: ConnectionRow) => ({
  secretKeySealed: row.secretKeySealed,
  secretKeyLast4: row.secretKeyLast4,
  accountId: row.accountId,
  accountName: row.accountName,
  livemode: row.livemode,
});

export function createConnectionService(deps: {
  db: Db;
  clock: Clock;
  secrets: PaymentSecrets;
  provider: PaymentProvider;
  webhookUrlOf: (connectionId: string) => string;
}) {
  const { db, clock, secrets, provider } = deps;

  function view(row: ConnectionRow) {
    return {
      provider: row.provider,
      accountId: row.accountId,
      accountName: row.accountName,
      mode: row.livemode,
      secretKeyLast4: row.secretKeyLast4,
      webhookSecretSet: row.webhookSecretSealed !== null,
      connectedAt: row.connectedAt.toISOString(),
      connectedByMemberId: row.connectedByMemberId,
      webhookUrl: deps.webhookUrlOf(row.id),
      webhookEvents: [...HANDLED_EVENT_TYPES],
    };
  }

  return {
    async get(ctx: TenantContext) {
      const row = await findConnection(db, ctx.orgId);
      return row ? view(row) : null;
    },

    /**
     * Connects, or replaces what is given: a new key is checked with the processor first (outside
     * any transaction); the signing secret can come later, once the endpoint exists in Stripe.
     */
    async connect(ctx: TenantContext, input: ConnectInput) {
      const current = await findConnection(db, ctx.orgId);
      if (!current && input.secretKey === undefined)
        throw errors.validation('Connecting needs the secret key', [
          { field: 'body.secretKey', message: 'required while no processor is connected' },
        ]);
      const account =
        input.secretKey === undefined ? null : await processorCall(() => provider.account(input.secretKey!));
      const keyFields =
        input.secretKey === undefined || account === null
          ? null
          : {
              secretKeySealed: secrets.seal(input.secretKey, ctx.orgId),
              secretKeyLast4: input.secretKey.slice(-4),
              accountId: account.id,
              accountName: account.name,
              livemode: account.livemode ? ('live' as const) : ('test' as const),
            };
      const row = await saveConnection(db, {
        orgId: ctx.orgId,
        provider: provider.name,
        ...(keyFields ?? pickKeyFields(current!)),
        webhookSecretSealed:
          input.webhookSecret === undefined
            ? (current?.webhookSecretSealed ?? null)
            : secrets.seal(input.webhookSecret, ctx.orgId),
        connectedByMemberId: ctx.memberId,
        connectedAt: clock.now(),
      });
      return view(row);
    },

    async disconnect(ctx: TenantContext) {
      if (!(await deleteConnection(db, ctx.orgId))) throw errors.notFound('Payment processor connection');
      return { disconnected: true as const };
    },
  };
}
