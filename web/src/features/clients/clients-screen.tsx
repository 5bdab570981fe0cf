// The organization's clients: search by name, archived ones on request. Those who manage projects
// create, change, archive and restore them here; everyone else who sees projects reads them.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { format } from '../../lib/format';
import { useHasPermission } from '../auth';
import { ConfirmAction } from '../projects';
import { ClientForm } from './client-form';
import { clientBody, clientFormValuesOf, NEW_CLIENT_VALUES } from './client-form-values';
import { clientsQuery, useArchiveClient, useCreateClient, useUpdateClient, type Client } from './clients-api';
import { CLIENTS_TEXT as text, fill } from './clients-text';
import './clients.css';

export function ClientsScreen() {
  useDocumentTitle(text.title);
  const manage = useHasPermission('projects.manage');
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
        <h1 id="clients-title">{text.title}</h1>
        {manage.allowed && !creating && (
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {text.newClient}
          </button>
        )}
      </div>
      <p className="lead">{text.intro}</p>
      {!manage.isPending && !manage.allowed && <p className="notice notice-info">{text.readOnly}</p>}
      <div role="status" className={notice ? 'notice notice-info' : undefined}>
        {notice}
      </div>
      {creating && (
        <ClientForm
          title={text.createTitle}
          initial={NEW_CLIENT_VALUES}
          submitLabel={text.create}
          busyLabel={text.creating}
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
                setNotice(fill(text.created, { name: client.name }));
              },
            })
          }
        />
      )}
      <div className="clients-filters">
        <div className="field">
          <label htmlFor={searchId}>{text.search}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={200}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <p id={`${searchId}-hint`} className="field-hint">
            {text.searchHint}
          </p>
        </div>
        <div className="choice-option">
          <input
            id={archivedId}
            type="checkbox"
            checked={withArchived}
            onChange={(event) => setWithArchived(event.target.checked)}
          />
          <label htmlFor={archivedId}>{text.showArchived}</label>
        </div>
      </div>
      {clients.isPending ? (
        <LoadingState />
      ) : clients.isError ? (
        <ErrorNotice error={clients.error} onRetry={() => void clients.refetch()} />
      ) : clients.data.length === 0 ? (
        <EmptyState>
          {deferredSearch
            ? fill(text.emptySearch, { search: deferredSearch })
            : manage.allowed
              ? text.emptyManage
              : text.empty}
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
          title={fill(text.editTitle, { name: client.name })}
          initial={clientFormValuesOf(client)}
          submitLabel={text.save}
          busyLabel={text.saving}
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
                onNotice(text.saved);
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
          {client.isArchived ? text.archived : text.active}
        </span>
      </div>
      <dl className="client-details">
        <Detail term={text.currency} value={client.currency} />
        {client.defaultBillRate !== null && (
          <Detail term={text.defaultBillRate} value={format.number(client.defaultBillRate)} />
        )}
        <Detail term={text.contactEmail} value={client.contactEmail} />
        <Detail term={text.taxId} value={client.taxId} />
        <Detail term={text.billingAddress} value={client.billingAddress} multiline />
        {client.notes && <Detail term={text.notes} value={client.notes} multiline />}
      </dl>
      {canManage && (
        <div className="row client-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={fill(text.editLabel, { name: client.name })}
            onClick={() => setEditing(true)}
          >
            {text.edit}
          </button>
          {archive.isError && <ErrorNotice error={archive.error} />}
          <ConfirmAction
            label={toArchive ? text.archive : text.unarchive}
            question={fill(toArchive ? text.archiveConfirm : text.unarchiveConfirm, { name: client.name })}
            confirmLabel={toArchive ? text.confirmArchive : text.confirmUnarchive}
            busy={archive.isPending}
            busyLabel={text.archiving}
            onConfirm={(close) =>
              archive.mutate(toArchive, {
                onSuccess: () => {
                  close();
                  onNotice(fill(toArchive ? text.archivedNotice : text.unarchivedNotice, { name: client.name }));
                },
              })
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
      <dd className={multiline ? 'client-multiline' : undefined}>{value ?? text.none}</dd>
    </div>
  );
}
