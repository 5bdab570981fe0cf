import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { useFocusWhenClosed } from './focus';
import { InviteForm } from './invite-form';
import { InviteNotInvited } from './invite-not-invited';
import { MemberCard, STATUS_LABEL, type MemberPowers } from './member-card';
import { countByStatus, filterMembers, type StatusFilter } from './member-filter';
import { membersQuery, useMyAccess, type Member } from './members-queries';
import { MembersTabs } from './members-tabs';
import './members.css';

const STATUSES = ['ACTIVE', 'INVITED', 'NOT_INVITED', 'DEACTIVATED'] as const;

/** The organization's members; those allowed invite, edit, resend and (de)activate in place. */
export function MembersScreen() {
  useDocumentTitle(t('members.title'));
  const access = useMyAccess();
  const members = useQuery({ ...membersQuery(access.organizationId), enabled: access.list && !!access.organizationId });
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const inviteButton = useFocusWhenClosed<HTMLButtonElement>(inviting);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  if (access.isPending) return <LoadingState />;

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('members.title')}</h1>
      <MembersTabs />
      {access.error !== null ? (
        <ErrorNotice error={access.error} onRetry={access.retry} />
      ) : !access.list ? (
        <div className="notice notice-info">
          <p className="notice-message">{t('members.notAllowed')}</p>
          <p className="notice-hint">{t('members.notAllowedHint')}</p>
        </div>
      ) : (
        <>
          <p className="lead">{t('members.intro', { organization: access.organizationName })}</p>
          {!access.invite && !access.manage && (
            <div className="notice notice-info">
              <p className="notice-message">{t('members.readOnly')}</p>
              <p className="notice-hint">{t('members.readOnlyHint')}</p>
            </div>
          )}
          <div role="status" className={done ? 'notice notice-info' : undefined}>
            {done}
          </div>
          {access.invite &&
            (inviting ? (
              <InviteSection
                onInvited={(email) => {
                  setInviting(false);
                  setDone(t('members.invited', { email }));
                }}
                onCancel={() => setInviting(false)}
              />
            ) : (
              <div className="row members-invite-row">
                <button
                  ref={inviteButton}
                  type="button"
                  className="button button-primary"
                  onClick={() => {
                    setDone(null);
                    setInviting(true);
                  }}
                >
                  {t('members.invite')}
                </button>
                <Link to="/members/bulk-invite" className="button button-secondary">
                  {t('members.inviteSeveral')}
                </Link>
                {members.data && <InviteNotInvited members={members.data} onDone={(message) => setDone(message)} />}
              </div>
            ))}
          {members.isPending ? (
            <LoadingState />
          ) : members.isError ? (
            <ErrorNotice error={members.error} onRetry={() => void members.refetch()} />
          ) : members.data.length === 0 ? (
            <EmptyState>{t('members.empty')}</EmptyState>
          ) : (
            <MemberList
              members={members.data}
              status={status}
              search={search}
              onStatus={setStatus}
              onSearch={setSearch}
              onDone={setDone}
            />
          )}
        </>
      )}
    </section>
  );
}

function InviteSection({ onInvited, onCancel }: { onInvited: (email: string) => void; onCancel: () => void }) {
  const access = useMyAccess();
  const roles = access.grantable;
  // The least a newcomer usually needs; else the last role offered (built-in roles come largest first).
  const initial = roles.find((role) => role.builtInKey === 'MEMBER') ?? roles[roles.length - 1];
  if (!initial) return null;
  return (
    <InviteForm
      roles={roles}
      defaultRoleId={initial.id}
      showRates={access.seeRates}
      onInvited={onInvited}
      onCancel={onCancel}
    />
  );
}

interface MemberListProps {
  members: readonly Member[];
  status: StatusFilter;
  search: string;
  onStatus: (status: StatusFilter) => void;
  onSearch: (search: string) => void;
  onDone: (message: string) => void;
}

function MemberList({ members, status, search, onStatus, onSearch, onDone }: MemberListProps) {
  const id = useId();
  const access = useMyAccess();
  const counts = useMemo(() => countByStatus(members), [members]);
  const shown = useMemo(() => filterMembers(members, status, search), [members, status, search]);

  const powersOf = (member: Member): MemberPowers => ({
    isMe: member.id === access.memberId,
    showRates: access.seeRates,
    // Only a member whose role the viewer could grant (an unknown role counts as higher): the server's rule.
    manage: access.manage && access.grantable.some((role) => role.id === member.role.id),
    resend: access.invite,
    roles: access.grantable,
  });

  return (
    <>
      <div className="member-filters" role="search" aria-label={t('members.filters')}>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('members.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            aria-describedby={`${id}-search-hint`}
            onChange={(event) => onSearch(event.target.value)}
          />
          <p id={`${id}-search-hint`} className="field-hint">
            {t('members.searchHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('members.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(event) => onStatus(event.target.value as StatusFilter)}>
            <option value="ALL">{t('members.statusAll', { count: counts.ALL })}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t('members.statusOption', { status: t(STATUS_LABEL[value]), count: counts[value] })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        {t('members.shown', { shown: shown.length, total: members.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState>{t('members.noMatch')}</EmptyState>
      ) : (
        <ul className="member-list">
          {shown.map((member) => (
            <MemberCard key={member.id} member={member} powers={powersOf(member)} onDone={onDone} />
          ))}
        </ul>
      )}
    </>
  );
}
