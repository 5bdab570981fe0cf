import { useState, type FormEvent } from 'react';
import { ErrorNotice, SelectField, SubmitButton } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { NewWebhookSecret } from './new-webhook-secret';
import { useRotateSecret, type Webhook } from './webhooks-queries';

/** Hours the old secret may keep signing, as the API allows (0–168). */
const OVERLAPS = [0, 1, 24, 72, 168] as const;

/**
 * A new signing secret for a webhook. The old one can keep signing for a while, so the receiver
 * switches secrets without rejecting a single delivery; the new one is shown once.
 */
export function RotateSecret({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { format } = useLocalTime();
  const rotate = useRotateSecret();
  const [overlap, setOverlap] = useState('24');

  if (rotate.data) {
    const until = rotate.data.previousSecretExpiresAt;
    return (
      <NewWebhookSecret
        secret={rotate.data.secret}
        message={
          until
            ? t('webhooks.rotatedWithOverlap', { url: webhook.url, date: format.dateTime(until) })
            : t('webhooks.rotatedAtOnce', { url: webhook.url })
        }
        onDone={onClose}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.mutate({ webhookId: webhook.id, overlapHours: Number(overlap) });
  };
  return (
    <form className="stack-tight webhook-rotate" onSubmit={submit}>
      <p>{t('webhooks.rotateIntro')}</p>
      <SelectField
        label={t('webhooks.overlap')}
        value={overlap}
        onChange={setOverlap}
        options={OVERLAPS.map((hours) => ({
          value: String(hours),
          label:
            hours === 0
              ? t('webhooks.overlapNone')
              : hours === 1
                ? t('webhooks.overlapOneHour')
                : t('webhooks.overlapHours', { hours }),
        }))}
      />
      {rotate.error && <ErrorNotice error={rotate.error} />}
      <div className="webhook-actions">
        <SubmitButton busy={rotate.isPending} busyLabel={t('webhooks.rotating')}>
          {t('webhooks.rotateButton')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('webhooks.cancel')}
        </button>
      </div>
    </form>
  );
}
