import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { apiKeysQuery, useRevokeApiKey } from './api-keys-queries';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';
import { NewKeySecret } from './new-key-secret';
import './api-keys.css';

interface ApiKeysSectionProps {
  organizationId: string;
  /** The person's permissions here: what a key's list may name. */
  permissions: ReadonlySet<string>;
  /** organization.manage: service keys, and every key of the organization in the list. */
  canManage: boolean;
}

/** API keys for scripts and integrations: the person's own, or the organization's for Owners and Admins. */
export function ApiKeysSection({ organizationId, permissions, canManage }: ApiKeysSectionProps) {
  const id = useId();
  const keys = useQuery(apiKeysQuery(organizationId));
  const revoke = useRevokeApiKey();
  // The secret of the key just created: shown here once, gone when the section is left.
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <section className="card stack-tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('apiKeys.title')}</h2>
      <p className="muted">{canManage ? t('apiKeys.introManage') : t('apiKeys.intro')}</p>
      {created && <NewKeySecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />}
      <CreateKeyForm permissions={permissions} canManage={canManage} onCreated={setCreated} />
      {keys.isPending ? (
        <LoadingState />
      ) : keys.isError ? (
        <ErrorNotice error={keys.error} onRetry={() => void keys.refetch()} />
      ) : (
        <KeyList keys={keys.data.items} revoke={revoke} />
      )}
      <p>
        <Link to="/account/api-keys">{t('apiKeys.ownEverywhereLink')}</Link>
      </p>
    </section>
  );
}
