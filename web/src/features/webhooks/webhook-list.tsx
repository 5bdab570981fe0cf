import { useState } from 'react';
import { ConfirmAction, EmptyState, ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { DeliveryLog } from './delivery-log';
import { EditWebhookForm } from './edit-webhook-form';
import { RotateSecret } from './rotate-secret';
import { eventLabel } from './webhook-events';
import { useDeleteWebhook, useTestWebhook, useUpdateWebhook, type Webhook } from './webhooks-queries';

interface WebhookListProps {
  organizationId: string;
  webhooks: readonly Webhook[];
  permissions: ReadonlySet<string>;
}

/** What an item shows under its actions: nothing, the edit form, or the secret rotation. */
type Panel = 'none' | 'edit' | 'rotate';

/** The webhooks, newest first: where each goes, for which events, whether it is on; its actions and log. */
export function WebhookList({ organizationId, webhooks, permissions }: WebhookListProps) {
  if (webhooks.length === 0) return <EmptyState>{t('webhooks.none')}</EmptyState>;
  return (
    <ul className="webhook-list">
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook.id} organizationId={organizationId} webhook={webhook} permissions={permissions} />
      ))}
    </ul>
  );
}

function WebhookItem({
  organizationId,
  webhook,
  permissions,
}: Omit<WebhookListProps, 'webhooks'> & { webhook: Webhook }) {
  const { format } = useLocalTime();
  const setStatus = useUpdateWebhook();
  const [panel, setPanel] = useState<Panel>('none');
  const togglePanel = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const [showLog, setShowLog] = useState(false);
  const active = webhook.status === 'ACTIVE';
  const logId = `webhook-log-${webhook.id}`;
  const error = setStatus.error ?? remove.error ?? test.error;

  return (
    <li className="webhook-item">
      <p className="webhook-heading">
        <code className="webhook-url">{webhook.url}</code>{' '}
        <span className={`webhook-status webhook-status-${webhook.status.toLowerCase()}`}>
          {active ? t('webhooks.statusActive') : t('webhooks.statusDisabled')}
        </span>
      </p>
      {webhook.description && <p>{webhook.description}</p>}
      {webhook.disabledReason && (
        <p className="muted">{t('webhooks.disabledBecause', { reason: webhook.disabledReason })}</p>
      )}
      <p className="muted">
        {t('webhooks.eventsList', {
          list: webhook.events
            .map((type) => {
              const label = eventLabel(type);
              return label ? t(label) : type;
            })
            .join('; '),
        })}
      </p>
      <p className="muted">{t('webhooks.createdAt', { date: format.dateTime(webhook.createdAt) })}</p>
      {/* The API names the date only while the overlap lasts. */}
      {webhook.previousSecretExpiresAt && (
        <p className="muted">
          {t('webhooks.rotationUntil', { date: format.dateTime(webhook.previousSecretExpiresAt) })}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
      {test.isSuccess && <p role="status">{t('webhooks.testQueued')}</p>}
      <div className="webhook-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={!active || test.isPending}
          aria-label={t('webhooks.testLabel', { url: webhook.url })}
          onClick={() =>
            test.mutate(webhook.id, {
              // The log opens on the test, so its delivery shows as it happens.
              onSuccess: () => setShowLog(true),
            })
          }
        >
          {test.isPending ? t('webhooks.testing') : t('webhooks.test')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={setStatus.isPending}
          aria-label={t(active ? 'webhooks.disableLabel' : 'webhooks.enableLabel', { url: webhook.url })}
          onClick={() => setStatus.mutate({ webhookId: webhook.id, body: { status: active ? 'DISABLED' : 'ACTIVE' } })}
        >
          {active ? t('webhooks.disable') : t('webhooks.enable')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={showLog}
          aria-controls={logId}
          aria-label={t('webhooks.deliveriesLabel', { url: webhook.url })}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {t('webhooks.deliveries')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={panel === 'edit'}
          aria-label={t('webhooks.editLabel', { url: webhook.url })}
          onClick={() => togglePanel('edit')}
        >
          {t('webhooks.edit')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={panel === 'rotate'}
          aria-label={t('webhooks.rotateLabel', { url: webhook.url })}
          onClick={() => togglePanel('rotate')}
        >
          {t('webhooks.rotate')}
        </button>
        {/* Deleting takes the delivery log with it and cannot be undone: asked first. */}
        <ConfirmAction
          label={t('webhooks.delete')}
          openerName={t('webhooks.deleteLabel', { url: webhook.url })}
          question={t('webhooks.deleteQuestion', { url: webhook.url })}
          confirmLabel={t('webhooks.confirmDelete')}
          busy={remove.isPending}
          busyLabel={t('webhooks.deleting')}
          onConfirm={(close) => remove.mutate(webhook.id, { onSuccess: close })}
        />
      </div>
      {panel === 'edit' && (
        <EditWebhookForm webhook={webhook} permissions={permissions} onClose={() => setPanel('none')} />
      )}
      {panel === 'rotate' && <RotateSecret webhook={webhook} onClose={() => setPanel('none')} />}
      {showLog && (
        <div id={logId}>
          <DeliveryLog organizationId={organizationId} webhookId={webhook.id} />
        </div>
      )}
    </li>
  );
}
