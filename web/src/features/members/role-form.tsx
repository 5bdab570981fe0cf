import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormActions, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { useFocusOnMount } from './focus';
import { broughtBy, groupPermissions, permissionLabel } from './permission-groups';
import { useSaveRole, type CatalogueEntry, type Role } from './members-queries';

/** The server keeps this with the built-in Owner role (400 for a custom role). */
const OWNER_ONLY = 'organization.transfer';

interface RoleFormProps {
  /** null for a new role. */
  role: Role | null;
  catalogue: readonly CatalogueEntry[];
  /** The signed-in person's permissions: nobody builds a role above their own. */
  mine: ReadonlySet<string>;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

/** A custom role's name, description and permissions, chosen group by group from the catalogue. */
export function RoleForm({ role, catalogue, mine, onSaved, onCancel }: RoleFormProps) {
  const id = useId();
  const save = useSaveRole();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(role?.permissions ?? []));
  const groups = useMemo(() => groupPermissions(catalogue), [catalogue]);
  // What the chosen permissions bring: shown ticked and fixed, and saved with them.
  const brought = useMemo(() => broughtBy(chosen, catalogue), [chosen, catalogue]);
  const wordsOf = (key: string) => {
    const label = permissionLabel(key);
    return label ? t(label) : (catalogue.find((entry) => entry.key === key)?.description ?? key);
  };

  const toggle = (key: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        roleId: role?.id ?? null,
        body: { name: name.trim(), description: description.trim(), permissions: [...chosen, ...brought.keys()] },
      },
      { onSuccess: (saved) => onSaved(saved.name) },
    );
  };

  return (
    <form className="card stack-tight role-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {role ? t('members.editRoleTitle', { name: role.name }) : t('members.createRoleTitle')}
      </h2>
      <TextField
        label={t('members.roleName')}
        hint={t('members.roleNameHint')}
        required
        maxLength={60}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('members.roleDescription')}</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={500}
          value={description}
          aria-describedby={`${id}-description-hint`}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={`${id}-description-hint`} className="field-hint">
          {t('members.roleDescriptionHint')}
        </p>
      </div>
      <h3>{t('members.permissions')}</h3>
      <p className="field-hint">{t('members.permissionsHint')}</p>
      <div className="permission-groups">
        {groups.map((group) => (
          <fieldset key={group.id} className="choice permission-group">
            <legend>{t(group.title)}</legend>
            {group.permissions.map((permission) => {
              const inputId = `${id}-${permission.key}`;
              const bringer = brought.get(permission.key);
              return (
                <div key={permission.key} className="choice-option permission-option">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={chosen.has(permission.key) || bringer !== undefined}
                    disabled={bringer !== undefined || !mine.has(permission.key) || permission.key === OWNER_ONLY}
                    aria-describedby={bringer ? `${inputId}-brought` : undefined}
                    onChange={(event) => toggle(permission.key, event.target.checked)}
                  />
                  <div>
                    <label htmlFor={inputId}>{wordsOf(permission.key)}</label>
                    {bringer && (
                      <span id={`${inputId}-brought`} className="field-hint permission-brought">
                        {t('members.comesWith', { permission: wordsOf(bringer) })}
                      </span>
                    )}
                  </div>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <FormActions
        error={save.error}
        busy={save.isPending}
        busyLabel={t('members.savingRole')}
        submitLabel={t('members.saveRole')}
        onCancel={onCancel}
      />
    </form>
  );
}
