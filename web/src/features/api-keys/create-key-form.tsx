import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SelectField, SubmitButton, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { permissionLabel } from '../members';
import { useCreateApiKey, type CreateApiKeyBody } from './api-keys-queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIMES = ['never', '30', '90', '365'] as const;

interface CreateKeyFormProps {
  permissions: ReadonlySet<string>;
  canManage: boolean;
  onCreated: (key: { name: string; secret: string }) => void;
}

/** A new key: its name, kind (service keys for Owners and Admins), optional permissions and expiry. */
export function CreateKeyForm({ permissions, canManage, onCreated }: CreateKeyFormProps) {
  const id = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'PERSONAL' | 'SERVICE'>('PERSONAL');
  const [lifetime, setLifetime] = useState<(typeof LIFETIMES)[number]>('90');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (permission: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(permission)) next.delete(permission);
      else next.add(permission);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateApiKeyBody = { name: name.trim(), kind };
    if (chosen.size > 0) body.permissions = [...chosen];
    if (lifetime !== 'never') body.expiresAt = new Date(Date.now() + Number(lifetime) * DAY_MS).toISOString();
    create.mutate(body, {
      onSuccess: (key) => {
        onCreated({ name: key.name, secret: key.secret });
        setName('');
        setChosen(new Set());
      },
    });
  };

  const needsPermissions = kind === 'SERVICE' && chosen.size === 0;
  return (
    <form className="stack-tight" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('apiKeys.create')}</h3>
      <TextField
        label={t('apiKeys.name')}
        hint={t('apiKeys.nameHint')}
        name="name"
        maxLength={100}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {canManage && (
        <SelectField
          label={t('apiKeys.kind')}
          value={kind}
          onChange={(value) => setKind(value === 'SERVICE' ? 'SERVICE' : 'PERSONAL')}
          options={[
            { value: 'PERSONAL', label: t('apiKeys.kindPersonal') },
            { value: 'SERVICE', label: t('apiKeys.kindService') },
          ]}
        />
      )}
      <fieldset className="api-key-permissions">
        <legend>{t('apiKeys.permissions')}</legend>
        <p className="field-hint">
          {kind === 'SERVICE' ? t('apiKeys.permissionsServiceHint') : t('apiKeys.permissionsPersonalHint')}
        </p>
        <div className="api-key-permission-list">
          {[...permissions].map((permission) => {
            const label = permissionLabel(permission);
            const inputId = `${id}-${permission}`;
            return (
              <div key={permission} className="choice-option permission-option">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(permission)}
                  onChange={() => toggle(permission)}
                />
                <label htmlFor={inputId}>
                  {label ? t(label) : permission} <code className="permission-key">{permission}</code>
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <SelectField
        label={t('apiKeys.expires')}
        value={lifetime}
        onChange={(value) => setLifetime(LIFETIMES.find((option) => option === value) ?? 'never')}
        options={LIFETIMES.map((option) => ({
          value: option,
          label: option === 'never' ? t('apiKeys.expiresNever') : t('apiKeys.expiresInDays', { days: option }),
        }))}
      />
      {create.error && <ErrorNotice error={create.error} />}
      <SubmitButton
        busy={create.isPending}
        busyLabel={t('apiKeys.creating')}
        disabled={name.trim() === '' || needsPermissions}
      >
        {t('apiKeys.createButton')}
      </SubmitButton>
    </form>
  );
}
