import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmAction, ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { ConnectForm } from './connect-form';
import { CopyField } from './copy-field';
import { paymentConnectionQuery, useDisconnectProcessor, type PaymentConnection } from './payments-queries';
import './payments.css';

/** Online payments for Owners and Admins (organization.manage): connect Stripe, see where it calls, disconnect. */
export function PaymentsSection({ organizationId }: { organizationId: string }) {
  const id = useId();
  const connection = useQuery(paymentConnectionQuery(organizationId));
  return (
    <section className="card stack-tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payments.title')}</h2>
      <p className="muted">{t('payments.intro')}</p>
      {connection.isPending ? (
        <LoadingState />
      ) : connection.isError ? (
        <ErrorNotice error={connection.error} onRetry={() => void connection.refetch()} />
      ) : connection.data ? (
        <Connected connection={connection.data} />
      ) : (
        <>
          <p>{t('payments.notConnected')}</p>
          <ConnectForm mode="connect" />
        </>
      )}
    </section>
  );
}

function Connected({ connection }: { connection: PaymentConnection }) {
  const { format } = useLocalTime();
  const disconnect = useDisconnectProcessor();
  const [replacing, setReplacing] = useState(false);
  return (
    <div className="stack-tight">
      <p role="status">
        {t('payments.connected', {
          account: connection.accountName ?? connection.accountId,
          mode: connection.mode === 'live' ? t('payments.modeLive') : t('payments.modeTest'),
        })}
      </p>
      <p className="muted">
        {t('payments.connectedDetails', {
          accountId: connection.accountId,
          last4: connection.secretKeyLast4,
          date: format.dateTime(connection.connectedAt),
        })}
      </p>
      <CopyField label={t('payments.webhookUrl')} value={connection.webhookUrl} copyLabel={t('payments.copy')} />
      <p className="field-hint">{t('payments.webhookUrlHint', { events: connection.webhookEvents.join(', ') })}</p>
      {connection.webhookSecretSet ? (
        <p className="muted">{t('payments.signingSecretSet')}</p>
      ) : (
        <>
          <p className="notice notice-info" role="status">
            {t('payments.signingSecretMissing')}
          </p>
          <ConnectForm mode="signing-secret" />
        </>
      )}
      {disconnect.error && <ErrorNotice error={disconnect.error} />}
      <div className="payments-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={replacing}
          onClick={() => setReplacing((shown) => !shown)}
        >
          {t('payments.replace')}
        </button>
        <ConfirmAction
          label={t('payments.disconnect')}
          question={t('payments.disconnectQuestion')}
          confirmLabel={t('payments.confirmDisconnect')}
          busy={disconnect.isPending}
          busyLabel={t('payments.disconnecting')}
          onConfirm={(close) => disconnect.mutate(undefined, { onSuccess: close })}
        />
      </div>
      {replacing && <ConnectForm mode="replace" onDone={() => setReplacing(false)} />}
    </div>
  );
}
