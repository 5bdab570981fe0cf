import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { EVENT_GROUPS } from './webhook-events';
import type { WebhookEvent } from './webhooks-queries';

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}

interface WebhookFormProps {
  title: string;
  /** The person's permissions: an event is offered when its permission is held (else 403). */
  permissions: ReadonlySet<string>;
  initial?: Partial<WebhookFormValues>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: WebhookFormValues) => void;
  onCancel?: () => void;
}

/** Where a webhook POSTs, which events, what it is for: one form for creating and for editing. */
export function WebhookForm(props: WebhookFormProps) {
  const { title, permissions, initial, submitLabel, busyLabel, busy, error, onSubmit, onCancel } = props;
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<WebhookEvent>>(new Set(initial?.events));
  // An event already subscribed stays on offer, so saving never drops it unseen.
  const groups = EVENT_GROUPS.map((group) => ({
    ...group,
    events: group.events.filter((event) => permissions.has(event.permission) || initial?.events?.includes(event.type)),
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
    onSubmit({ url: url.trim(), events: [...chosen], description: description.trim() });
  };

  return (
    <form className="stack-tight" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
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
      {error ? <ErrorNotice error={error} /> : null}
      <div className="webhook-actions">
        <SubmitButton busy={busy} busyLabel={busyLabel} disabled={url.trim() === '' || chosen.size === 0}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('webhooks.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
