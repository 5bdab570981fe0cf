// The organization's clients: search by name, archived ones on request. Those who keep clients
// (clients.manage) create, change, archive and restore them here; everyone else who sees projects reads them.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { ConfirmAction, EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { format } from '../../lib/format';
import { useHasPermission } from '../auth';
import { ClientForm } from './client-form';
import { clientBody, clientFormValuesOf, NEW_CLIENT_VALUES } from './client-form-values';
import { clientsQuery, useArchiveClient, useCreateClient, useUpdateClient, type Client } from './clients-api';
import { t } from '../../lib/i18n';
import './clients.css';

export function ClientsScreen() {
  useDocumentTitle(t('clients.title'));
  const manage = useHasPermission('clients.manage');
  const [withArchived, setWithArchived] = useState(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const clients = useQuery(clientsQuery(withArchived ? 'ALL' : 'ACTIVE', deferredSearch));
  const create = useCreateClient();
  const searchId = useId();
  const archivedId = useId();

  return (
    <section className="stack" aria-labelledby="clients-title">
      <div className="clients-head">
        <h1 id="clients-title">{t('clients.title')}</h1>
        {manage.allowed && !creating && (
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {t('clients.newClient')}
          </button>
        )}
      </div>
      <p className="lead">{t('clients.intro')}</p>
      {!manage.isPending && !manage.allowed && <p className="notice notice-info">{t('clients.readOnly')}</p>}
      <div role="status" className={notice ? 'notice notice-info' : undefined}>
        {notice}
      </div>
      {creating && (
        <ClientForm
          title={t('clients.createTitle')}
          initial={NEW_CLIENT_VALUES}
          submitLabel={t('clients.create')}
          busyLabel={t('clients.creating')}
          busy={create.isPending}
          error={create.error}
          onCancel={() => {
            setCreating(false);
            create.reset();
          }}
          onSubmit={(values) =>
            create.mutate(clientBody(values), {
              onSuccess: (client) => {
                setCreating(false);
                setNotice(t('clients.created', { name: client.name }));
              },
            })
          }
        />
      )}
      <div className="clients-filters">
        <div className="field">
          <label htmlFor={searchId}>{t('clients.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={200}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <p id={`${searchId}-hint`} className="field-hint">
            {t('clients.searchHint')}
          </p>
        </div>
        <div className="choice-option">
          <input
            id={archivedId}
            type="checkbox"
            checked={withArchived}
            onChange={(event) => setWithArchived(event.target.checked)}
          />
          <label htmlFor={archivedId}>{t('clients.showArchived')}</label>
        </div>
      </div>
      {clients.isPending ? (
        <LoadingState />
      ) : clients.isError ? (
        <ErrorNotice error={clients.error} onRetry={() => void clients.refetch()} />
      ) : clients.data.length === 0 ? (
        <EmptyState>
          {deferredSearch
            ? t('clients.emptySearch', { search: deferredSearch })
            : manage.allowed
              ? t('clients.emptyManage')
              : t('clients.empty')}
        </EmptyState>
      ) : (
        <ul className="client-list">
          {clients.data.map((client) => (
            <ClientCard key={client.id} client={client} canManage={manage.allowed} onNotice={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ClientCardProps {
  client: Client;
  canManage: boolean;
  onNotice: (notice: string) => void;
}

function ClientCard({ client, canManage, onNotice }: ClientCardProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateClient(client.id);
  const archive = useArchiveClient(client.id);
  const headingId = `client-${client.id}`;
  const toArchive = !client.isArchived;

  if (editing)
    return (
      <li className="client-card client-card-editing">
        <ClientForm
          // A saved client comes back with a new updatedAt: the form starts again from it.
          key={client.updatedAt}
          title={t('clients.editTitle', { name: client.name })}
          initial={clientFormValuesOf(client)}
          submitLabel={t('clients.save')}
          busyLabel={t('clients.saving')}
          busy={update.isPending}
          error={update.error}
          onCancel={() => {
            setEditing(false);
            update.reset();
          }}
          onSubmit={(values) =>
            update.mutate(clientBody(values), {
              onSuccess: () => {
                setEditing(false);
                onNotice(t('clients.saved'));
              },
            })
          }
        />
      </li>
    );

  return (
    <li className="card client-card" aria-labelledby={headingId}>
      <div className="client-card-head">
        <h2 id={headingId}>{client.name}</h2>
        <span className={client.isArchived ? 'client-status client-status-archived' : 'client-status'}>
          {client.isArchived ? t('clients.archived') : t('clients.active')}
        </span>
      </div>
      <dl className="client-details">
        <Detail term={t('clients.currency')} value={client.currency} />
        {client.defaultBillRate !== null && (
          <Detail term={t('clients.defaultBillRate')} value={format.number(client.defaultBillRate)} />
        )}
        <Detail term={t('clients.contactEmail')} value={client.contactEmail} />
        <Detail term={t('clients.taxId')} value={client.taxId} />
        <Detail term={t('clients.billingAddress')} value={client.billingAddress} multiline />
        {client.notes && <Detail term={t('clients.notes')} value={client.notes} multiline />}
      </dl>
      {canManage && (
        <div className="row client-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('clients.editLabel', { name: client.name })}
            onClick={() => setEditing(true)}
          >
            {t('clients.edit')}
          </button>
          {archive.isError && <ErrorNotice error={archive.error} />}
          <ConfirmAction
            label={toArchive ? t('clients.archive') : t('clients.unarchive')}
            question={t(toArchive ? 'clients.archiveConfirm' : 'clients.unarchiveConfirm', { name: client.name })}
            confirmLabel={toArchive ? t('clients.confirmArchive') : t('clients.confirmUnarchive')}
            busy={archive.isPending}
            busyLabel={t('clients.archiving')}
            onConfirm={(close) =>
              // mutateAsync, not mutate's callbacks: the card leaves the list (and unmounts) once the
              // list is refetched, and a mutate callback of an unmounted component never runs.
              void archive.mutateAsync(toArchive).then(
                () => {
                  onNotice(t(toArchive ? 'clients.archivedNotice' : 'clients.unarchivedNotice', { name: client.name }));
                  close();
                },
                () => undefined, // shown by archive.isError
              )
            }
          />
        </div>
      )}
    </li>
  );
}

function Detail({ term, value, multiline = false }: { term: string; value: string | null; multiline?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={multiline ? 'client-multiline' : undefined}>{value ?? t('clients.none')}</dd>
    </div>
  );
}
