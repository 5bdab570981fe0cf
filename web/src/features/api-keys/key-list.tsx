import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState, ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { permissionLabel } from '../members';
import { useLocalTime } from '../../lib/local-time';
import { useRevokeApiKey, type ApiKey } from './api-keys-queries';

const STATUS_LABEL = {
  ACTIVE: 'apiKeys.statusActive',
  EXPIRED: 'apiKeys.statusExpired',
  REVOKED: 'apiKeys.statusRevoked',
} as const;

/** The keys, newest first, each with what it is, who made it, when it was last used; revocable until revoked. */
export function KeyList({ keys }: { keys: readonly ApiKey[] }) {
  const { format } = useLocalTime();
  const revoke = useRevokeApiKey();
  if (keys.length === 0) return <EmptyState>{t('apiKeys.none')}</EmptyState>;
  return (
    <>
      {revoke.error && <ErrorNotice error={revoke.error} />}
      <ul className="api-key-list">
        {keys.map((key) => (
          <li key={key.id} className="api-key-item">
            <p className="api-key-heading">
              <strong>{key.name}</strong> <code>{key.prefix}…</code>{' '}
              <span className={`api-key-status api-key-status-${key.status.toLowerCase()}`}>
                {t(STATUS_LABEL[key.status])}
              </span>
            </p>
            <p className="muted">
              {key.kind === 'SERVICE' ? t('apiKeys.kindService') : t('apiKeys.kindPersonal')} ·{' '}
              {key.permissions === null
                ? t('apiKeys.allPermissions')
                : t('apiKeys.somePermissions', {
                    list: key.permissions
                      .map((permission) => {
                        const label = permissionLabel(permission);
                        return label ? t(label) : permission;
                      })
                      .join('; '),
                  })}
            </p>
            <p className="muted">
              {t('apiKeys.createdBy', { name: key.createdBy.name, date: format.dateTime(key.createdAt) })} ·{' '}
              {key.lastUsedAt
                ? t('apiKeys.lastUsed', { date: format.dateTime(key.lastUsedAt) })
                : t('apiKeys.neverUsed')}
              {' · '}
              {key.revokedAt
                ? t('apiKeys.revokedAt', { date: format.dateTime(key.revokedAt) })
                : key.expiresAt
                  ? t('apiKeys.expiresAt', { date: format.dateTime(key.expiresAt) })
                  : t('apiKeys.noExpiry')}
            </p>
            {key.status === 'ACTIVE' && (
              <RevokeButton
                name={key.name}
                busy={revoke.isPending}
                onConfirm={(close) => revoke.mutate(key.id, { onSuccess: close })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

interface RevokeButtonProps {
  name: string;
  busy: boolean;
  onConfirm: (close: () => void) => void;
}

/** Revoke, after a question: a revoked key cannot be brought back. */
function RevokeButton({ name, busy, onConfirm }: RevokeButtonProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmButton.current?.focus();
  }, [asking]);
  const close = () => {
    setAsking(false);
    // Back where the person was, so the keyboard does not lose its place.
    requestAnimationFrame(() => opener.current?.focus());
  };
  if (!asking)
    return (
      <button
        ref={opener}
        type="button"
        className="button button-secondary"
        aria-label={t('apiKeys.revokeLabel', { name })}
        onClick={() => setAsking(true)}
      >
        {t('apiKeys.revoke')}
      </button>
    );
  return (
    <div className="api-key-confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{t('apiKeys.revokeQuestion', { name })}</p>
      <div className="row">
        <button
          ref={confirmButton}
          type="button"
          className="button api-key-danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => onConfirm(close)}
        >
          {busy ? t('apiKeys.revoking') : t('apiKeys.confirmRevoke')}
        </button>
        <button type="button" className="button button-secondary" onClick={close}>
          {t('apiKeys.cancel')}
        </button>
      </div>
    </div>
  );
}
