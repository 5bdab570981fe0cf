import { ConfirmAction, EmptyState, ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { permissionLabel } from '../members';
import { useLocalTime } from '../../lib/local-time';
import type { useRevokeApiKey, ApiKey } from './api-keys-queries';

const STATUS_LABEL = {
  ACTIVE: 'apiKeys.statusActive',
  EXPIRED: 'apiKeys.statusExpired',
  REVOKED: 'apiKeys.statusRevoked',
} as const;

interface KeyListProps {
  /** With their organization when the list spans several (the person's own keys everywhere). */
  keys: readonly (ApiKey & { organization?: { name: string } })[];
  /** How a key is revoked: within the organization, or as one of the person's own. */
  revoke: ReturnType<typeof useRevokeApiKey>;
  /** What an empty list says. */
  empty?: string;
}

/** The keys, newest first, each with what it is, who made it, when it was last used; revocable until revoked. */
export function KeyList({ keys, revoke, empty = t('apiKeys.none') }: KeyListProps) {
  const { format } = useLocalTime();
  if (keys.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {revoke.error && <ErrorNotice error={revoke.error} />}
      <ul className="api-key-list">
        {keys.map((key) => (
          <li key={key.id} className="api-key-item">
            <p className="api-key-heading">
              <strong>{key.name}</strong> <code>{key.prefix}…</code>{' '}
              {key.organization && (
                <span className="muted">{t('apiKeys.inOrganization', { organization: key.organization.name })} </span>
              )}
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
              // A revoked key cannot be brought back: asked first.
              <ConfirmAction
                label={t('apiKeys.revoke')}
                openerName={t('apiKeys.revokeLabel', { name: key.name })}
                question={t('apiKeys.revokeQuestion', { name: key.name })}
                confirmLabel={t('apiKeys.confirmRevoke')}
                busy={revoke.isPending}
                busyLabel={t('apiKeys.revoking')}
                onConfirm={(close) => revoke.mutate(key.id, { onSuccess: close })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
