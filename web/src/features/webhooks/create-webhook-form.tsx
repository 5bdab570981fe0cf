import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { EVENT_GROUPS } from './webhook-events';
import { useCreateWebhook, type CreateWebhookBody, type WebhookEvent } from './webhooks-queries';

interface CreateWebhookFormProps {
  permissions: ReadonlySet<string>;
  onCreated: (webhook: { url: string; secret: string }) => void;
}

/** A new webhook: where to POST, which events (those the person may see all of), what it is for. */
export function CreateWebhookForm({ permissions, onCreated }: CreateWebhookFormProps) {
  const id = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<WebhookEvent>>(new Set());
  // Events whose permission the person lacks would be refused (403): not offered.
  const groups = EVENT_GROUPS.map((group) => ({
    ...group,
    events: group.events.filter((event) => permissions.has(event.permission)),
  })).filter((group) => group.events.length > 0);

  const toggle = (type: WebhookEvent) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateWebhookBody = { url: url.trim(), events: [...chosen] };
    if (description.trim() !== '') body.description = description.trim();
    create.mutate(body, {
      onSuccess: (webhook) => {
        onCreated({ url: webhook.url, secret: webhook.secret });
        setUrl('');
        setDescription('');
        setChosen(new Set());
      },
    });
  };

  return (
    <form className="stack-tight" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('webhooks.create')}</h3>
      <TextField
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        name="url"
        type="url"
        inputMode="url"
        maxLength={2048}
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset className="webhook-events">
        <legend>{t('webhooks.events')}</legend>
        <p className="field-hint">{t('webhooks.eventsHint')}</p>
        {groups.map((group) => (
          <div key={group.title} className="webhook-event-group">
            <p className="webhook-event-group-title">{t(group.title)}</p>
            <div className="webhook-event-list">
              {group.events.map((choice) => {
                const inputId = `${id}-${choice.type}`;
                return (
                  <div key={choice.type} className="choice-option">
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={chosen.has(choice.type)}
                      onChange={() => toggle(choice.type)}
                    />
                    <label htmlFor={inputId}>{t(choice.label)}</label>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>
      <TextField
        label={t('webhooks.description')}
        hint={t('webhooks.descriptionHint')}
        name="description"
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {create.error && <ErrorNotice error={create.error} />}
      <SubmitButton
        busy={create.isPending}
        busyLabel={t('webhooks.creating')}
        disabled={url.trim() === '' || chosen.size === 0}
      >
        {t('webhooks.createButton')}
      </SubmitButton>
    </form>
  );
}
