import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorNotice, LoadingState } from '../../components';
import { t, type MessageKey } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { eventLabel } from './webhook-events';
import { deliveriesQuery, useRedeliver, type Delivery } from './webhooks-queries';

const STATUS_LABEL: Record<Delivery['status'], MessageKey> = {
  PENDING: 'webhooks.deliveryPending',
  SUCCEEDED: 'webhooks.deliverySucceeded',
  FAILED: 'webhooks.deliveryFailed',
  SKIPPED: 'webhooks.deliverySkipped',
};

/** One webhook's delivery log, newest first; each delivery can be sent again as a new one. */
export function DeliveryLog({ organizationId, webhookId }: { organizationId: string; webhookId: string }) {
  const { format } = useLocalTime();
  const deliveries = useQuery(deliveriesQuery(organizationId, webhookId));
  const redeliver = useRedeliver();

  if (deliveries.isPending) return <LoadingState />;
  if (deliveries.isError) return <ErrorNotice error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  return (
    <div className="webhook-log stack-tight">
      <div className="webhook-log-heading">
        <h4>{t('webhooks.deliveriesTitle')}</h4>
        <button type="button" className="button button-secondary" onClick={() => void deliveries.refetch()}>
          {t('webhooks.refresh')}
        </button>
      </div>
      {redeliver.error && <ErrorNotice error={redeliver.error} />}
      {deliveries.data.items.length === 0 ? (
        <EmptyState>{t('webhooks.noDeliveries')}</EmptyState>
      ) : (
        <ul className="webhook-deliveries">
          {deliveries.data.items.map((delivery) => {
            const label = eventLabel(delivery.eventType);
            return (
              <li key={delivery.id} className="webhook-delivery">
                <p>
                  <strong>{label ? t(label) : delivery.eventType}</strong>{' '}
                  <span className={`webhook-delivery-status webhook-delivery-${delivery.status.toLowerCase()}`}>
                    {t(STATUS_LABEL[delivery.status])}
                  </span>
                </p>
                <p className="muted">
                  {t('webhooks.deliveryAttempts', { count: delivery.attempts })} ·{' '}
                  {delivery.responseStatus === null
                    ? t('webhooks.noResponse')
                    : t('webhooks.responseStatus', { status: delivery.responseStatus })}
                  {delivery.durationMs !== null && ` · ${t('webhooks.duration', { ms: delivery.durationMs })}`}
                  {' · '}
                  {format.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                </p>
                {delivery.error && <p className="muted">{t('webhooks.deliveryError', { error: delivery.error })}</p>}
                {delivery.status === 'PENDING' && delivery.nextAttemptAt && (
                  <p className="muted">
                    {t('webhooks.nextAttempt', { date: format.dateTime(delivery.nextAttemptAt) })}
                  </p>
                )}
                {delivery.status !== 'PENDING' && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={redeliver.isPending}
                    aria-label={t('webhooks.redeliverLabel', {
                      event: label ? t(label) : delivery.eventType,
                      date: format.dateTime(delivery.createdAt),
                    })}
                    onClick={() => redeliver.mutate({ webhookId, deliveryId: delivery.id })}
                  >
                    {t('webhooks.redeliver')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
