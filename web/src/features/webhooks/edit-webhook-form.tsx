import { t } from '../../lib/i18n';
import { isWebhookEvent } from './webhook-events';
import { WebhookForm } from './webhook-form';
import { useUpdateWebhook, type Webhook } from './webhooks-queries';

interface EditWebhookFormProps {
  webhook: Webhook;
  permissions: ReadonlySet<string>;
  onClose: () => void;
}

/** A webhook's URL, events and description, changed in place; its secret and log stay. */
export function EditWebhookForm({ webhook, permissions, onClose }: EditWebhookFormProps) {
  const update = useUpdateWebhook();
  return (
    <WebhookForm
      title={t('webhooks.editTitle', { url: webhook.url })}
      permissions={permissions}
      initial={{
        url: webhook.url,
        events: webhook.events.filter(isWebhookEvent),
        description: webhook.description ?? '',
      }}
      submitLabel={t('webhooks.save')}
      busyLabel={t('webhooks.saving')}
      busy={update.isPending}
      error={update.error}
      onCancel={onClose}
      onSubmit={({ url, events, description }) =>
        update.mutate(
          { webhookId: webhook.id, body: { url, events, description: description === '' ? null : description } },
          { onSuccess: onClose },
        )
      }
    />
  );
}
