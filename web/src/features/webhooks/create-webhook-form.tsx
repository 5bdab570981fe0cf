import { useState } from 'react';
import { t } from '../../lib/i18n';
import { WebhookForm } from './webhook-form';
import { useCreateWebhook, type CreateWebhookBody } from './webhooks-queries';

interface CreateWebhookFormProps {
  permissions: ReadonlySet<string>;
  onCreated: (webhook: { url: string; secret: string }) => void;
}

/** A new webhook; the form starts empty again once it is created. */
export function CreateWebhookForm({ permissions, onCreated }: CreateWebhookFormProps) {
  const create = useCreateWebhook();
  const [generation, setGeneration] = useState(0);
  return (
    <WebhookForm
      key={generation}
      title={t('webhooks.create')}
      permissions={permissions}
      submitLabel={t('webhooks.createButton')}
      busyLabel={t('webhooks.creating')}
      busy={create.isPending}
      error={create.error}
      onSubmit={({ url, events, description }) => {
        const body: CreateWebhookBody = { url, events };
        if (description !== '') body.description = description;
        create.mutate(body, {
          onSuccess: (webhook) => {
            onCreated({ url: webhook.url, secret: webhook.secret });
            setGeneration((value) => value + 1);
          },
        });
      }}
    />
  );
}
