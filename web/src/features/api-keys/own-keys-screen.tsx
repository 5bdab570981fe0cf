// The person's own API keys in every organization they belong to. A password reset signs out every
// session but leaves keys working, so the reset lands here when there are any: a key made from a
// stolen session is revoked in one place, whichever organization it works in.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { ownKeysEverywhereQuery, useRevokeOwnKey } from './api-keys-queries';
import type { OwnKeysSearch } from './own-keys-search';
import { KeyList } from './key-list';
import './api-keys.css';

export function OwnKeysScreen() {
  const search: OwnKeysSearch = useSearch({ strict: false });
  useDocumentTitle(t('apiKeys.ownTitle'));
  const keys = useQuery(ownKeysEverywhereQuery);
  const revoke = useRevokeOwnKey();
  const afterReset = search.from === 'reset';

  return (
    <section className="card stack-tight" aria-labelledby="own-keys-title">
      <h1 id="own-keys-title">{t('apiKeys.ownTitle')}</h1>
      {afterReset && (
        <p className="notice notice-info" role="status">
          {t('apiKeys.afterReset')}
        </p>
      )}
      <p className="muted">{t('apiKeys.ownIntro')}</p>
      {keys.isPending ? (
        <LoadingState />
      ) : keys.isError ? (
        <ErrorNotice error={keys.error} onRetry={() => void keys.refetch()} />
      ) : (
        <KeyList keys={keys.data.items} revoke={revoke} empty={t('apiKeys.ownNone')} />
      )}
      <p>
        <Link to="/" className={afterReset ? 'button button-primary' : undefined}>
          {afterReset ? t('apiKeys.continue') : t('apiKeys.backHome')}
        </Link>
      </p>
    </section>
  );
}
