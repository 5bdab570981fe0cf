import { useId, useMemo, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { canGrant } from './access';
import { ConfirmPanel } from './confirm-panel';
import { useFocusWhenClosed } from './focus';
import { groupPermissions } from './permission-groups';
import { useDeleteRole, useMyAccess, type CatalogueEntry, type Role } from './members-queries';
import { MembersTabs } from './members-tabs';
import { RoleForm } from './role-form';
import './members.css';

/** Built-in and custom roles with what each may do; those with roles.manage shape the custom ones. */
export function RolesScreen() {
  useDocumentTitle(t('members.rolesTitle'));
  const access = useMyAccess();
  const [creating, setCreating] = useState(false);
  const createButton = useFocusWhenClosed<HTMLButtonElement>(creating);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  if (access.isPending) return <LoadingState />;
  const builtIn = access.roles.filter((role) => role.builtIn);
  const custom = access.roles.filter((role) => !role.builtIn);

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('members.rolesTitle')}</h1>
      <MembersTabs />
      {access.error !== null ? (
        <ErrorNotice error={access.error} onRetry={access.retry} />
      ) : (
        <>
          <p className="lead">{t('members.rolesIntro')}</p>
          {!access.manageRoles && (
            <div className="notice notice-info">
              <p className="notice-message">{t('members.rolesReadOnly')}</p>
            </div>
          )}
          <div role="status" className={done ? 'notice notice-info' : undefined}>
            {done}
          </div>
          {access.manageRoles &&
            (creating ? (
              <RoleForm
                role={null}
                catalogue={access.catalogue}
                mine={access.permissions}
                onCancel={() => setCreating(false)}
                onSaved={(name) => {
                  setCreating(false);
                  setDone(t('members.roleSaved', { name }));
                }}
              />
            ) : (
              <div className="row">
                <button
                  ref={createButton}
                  type="button"
                  className="button button-primary"
                  onClick={() => {
                    setDone(null);
                    setCreating(true);
                  }}
                >
                  {t('members.createRole')}
                </button>
              </div>
            ))}
          <h2>{t('members.custom')}</h2>
          {custom.length === 0 ? (
            <EmptyState>{t('members.noCustomRoles')}</EmptyState>
          ) : (
            <ul className="role-list">
              {custom.map((role) => (
                <RoleCard
                  key={role.id}
                  role={role}
                  catalogue={access.catalogue}
                  mine={access.permissions}
                  editable={access.manageRoles && canGrant(access.permissions, role.permissions)}
                  onDone={setDone}
                />
              ))}
            </ul>
          )}
          <h2>{t('members.builtIn')}</h2>
          <ul className="role-list">
            {builtIn.map((role) => (
              <RoleCard
                key={role.id}
                role={role}
                catalogue={access.catalogue}
                mine={access.permissions}
                editable={false}
                onDone={setDone}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface RoleCardProps {
  role: Role;
  catalogue: readonly CatalogueEntry[];
  mine: ReadonlySet<string>;
  editable: boolean;
  onDone: (message: string) => void;
}

function RoleCard({ role, catalogue, mine, editable, onDone }: RoleCardProps) {
  const id = useId();
  const [panel, setPanel] = useState<'none' | 'edit' | 'delete'>('none');
  const nameHeading = useFocusWhenClosed<HTMLHeadingElement>(panel !== 'none');
  const remove = useDeleteRole();
  const groups = useMemo(
    () => groupPermissions(catalogue.filter((entry) => role.permissions.includes(entry.key))),
    [catalogue, role.permissions],
  );

  if (panel === 'edit')
    return (
      <li>
        <RoleForm
          role={role}
          catalogue={catalogue}
          mine={mine}
          onCancel={() => setPanel('none')}
          onSaved={(name) => {
            setPanel('none');
            onDone(t('members.roleSaved', { name }));
          }}
        />
      </li>
    );

  return (
    <li className="card role-card" aria-labelledby={`${id}-name`}>
      <div className="member-head">
        <h3 id={`${id}-name`} className="member-name" ref={nameHeading} tabIndex={-1}>
          {role.name}
        </h3>
        <span className="status-badge">{t(role.builtIn ? 'members.builtIn' : 'members.custom')}</span>
      </div>
      <p className={role.description ? undefined : 'muted'}>{role.description ?? t('members.noDescription')}</p>
      <details>
        <summary>
          {t('members.showPermissions', { name: role.name })}{' '}
          <span className="muted">({t('members.permissionCount', { count: role.permissions.length })})</span>
        </summary>
        {groups.map((group) => (
          <div key={group.id} className="permission-summary">
            <h4>{t(group.title)}</h4>
            <ul>
              {group.permissions.map((permission) => (
                <li key={permission.key}>{permission.label ? t(permission.label) : permission.description}</li>
              ))}
            </ul>
          </div>
        ))}
      </details>
      {editable && panel === 'none' && (
        <div className="row member-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('members.editRole', { name: role.name })}
            onClick={() => setPanel('edit')}
          >
            {t('members.editRoleShort')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('members.deleteRole', { name: role.name })}
            onClick={() => {
              remove.reset();
              setPanel('delete');
            }}
          >
            {t('members.deleteRoleShort')}
          </button>
        </div>
      )}
      {panel === 'delete' && (
        <ConfirmPanel
          title={t('members.deleteRoleTitle', { name: role.name })}
          body={t('members.deleteRoleBody')}
          confirmLabel={t('members.confirmDelete')}
          busyLabel={t('members.deleting')}
          busy={remove.isPending}
          error={remove.isError ? remove.error : null}
          onCancel={() => setPanel('none')}
          onConfirm={() =>
            remove.mutate(role.id, { onSuccess: () => onDone(t('members.roleDeleted', { name: role.name })) })
          }
        />
      )}
    </li>
  );
}
