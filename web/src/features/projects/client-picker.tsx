// Whom the project is for: a text box that suggests the organization's active clients as one
// types (a datalist). A name that is an active client's, ignoring case, picks that client; any
// other name creates a client with the project (docs/clients.md). A project whose client was
// archived keeps it while its name is left as it is.
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { t } from '../../lib/i18n';
import type { ClientChoice } from './projects-api';

/** The client a typed name picks: an active one of that name ignoring case, the project's own, or none (new). */
export function clientOfName(
  name: string,
  clients: ReadonlyArray<{ id: string; name: string }>,
  own: { clientId: string; clientName: string } | null,
): string {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return '';
  if (own && own.clientName.toLowerCase() === wanted) return own.clientId;
  return clients.find((client) => client.name.toLowerCase() === wanted)?.id ?? '';
}

interface ClientPickerProps {
  clients: UseQueryResult<ClientChoice[]>;
  clientId: string;
  clientName: string;
  /** The project's client when the form opened, kept even when archived. */
  own: { clientId: string; clientName: string } | null;
  error?: string;
  onChange: (choice: { clientId: string; clientName: string }) => void;
}

export function ClientPicker({ clients, clientId, clientName, own, error, onChange }: ClientPickerProps) {
  const id = useId();
  const listId = `${id}-clients`;
  const hintId = `${id}-hint`;
  const stateId = `${id}-state`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, clientName.trim() && stateId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field client-picker">
      <label htmlFor={id}>{t('projects.clientName')}</label>
      <input
        id={id}
        name="clientName"
        list={listId}
        required
        maxLength={200}
        autoComplete="off"
        value={clientName}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) =>
          onChange({
            clientName: event.target.value,
            clientId: clientOfName(event.target.value, clients.data ?? [], own),
          })
        }
      />
      <datalist id={listId}>
        {(clients.data ?? []).map((client) => (
          <option key={client.id} value={client.name} />
        ))}
      </datalist>
      <p id={hintId} className="field-hint">
        {clients.isError ? t('clients.pickerLoadFailed') : t('clients.pickerHint')}
      </p>
      {clientName.trim() && (
        <p id={stateId} className="field-hint" aria-live="polite">
          {clientId || clientOfName(clientName, clients.data ?? [], own)
            ? t('clients.pickerExisting')
            : t('clients.pickerNewClient')}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
