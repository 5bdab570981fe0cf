import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { CreateWebhookForm } from './create-webhook-form';
import { NewWebhookSecret } from './new-webhook-secret';
import { WebhookList } from './webhook-list';
import { webhooksQuery } from './webhooks-queries';
import './webhooks.css';

interface WebhooksSectionProps {
  organizationId: string;
  /** The person's permissions: each event needs the one by which its objects are all seen. */
  permissions: ReadonlySet<string>;
}

/** Webhooks for Owners and Admins (organization.manage): subscriptions, their secrets once, their delivery logs. */
export function WebhooksSection({ organizationId, permissions }: WebhooksSectionProps) {
  const id = useId();
  const webhooks = useQuery(webhooksQuery(organizationId));
  // The signing secret of the webhook just created: shown here once, gone when the section is left.
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  return (
    <section className="card stack-tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('webhooks.title')}</h2>
      <p className="muted">{t('webhooks.intro')}</p>
      {created && (
        <NewWebhookSecret
          message={t('webhooks.createdOnce', { url: created.url })}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <CreateWebhookForm permissions={permissions} onCreated={setCreated} />
      {webhooks.isPending ? (
        <LoadingState />
      ) : webhooks.isError ? (
        <ErrorNotice error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : (
        <WebhookList organizationId={organizationId} webhooks={webhooks.data.items} permissions={permissions} />
      )}
    </section>
  );
}
