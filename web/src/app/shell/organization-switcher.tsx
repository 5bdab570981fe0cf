import { useQueryClient } from '@tanstack/react-query';
import { useId, useSyncExternalStore } from 'react';
import { chooseOrganization, chosenOrganizationId, subscribeToOrganization } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { Me } from '../../features/auth';

/** Which organization every request acts in; switching reloads what is on screen for the new one. */
export function OrganizationSwitcher({ organizations }: { organizations: Me['organizations'] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const chosen = useSyncExternalStore(subscribeToOrganization, chosenOrganizationId);

  if (organizations.length === 0) return <span className="muted">{t('shell.noOrganization')}</span>;
  return (
    <div className="switcher">
      <label htmlFor={id}>{t('shell.organization')}</label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => {
          chooseOrganization(event.target.value);
          void queryClient.invalidateQueries();
        }}
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
    </div>
  );
}
