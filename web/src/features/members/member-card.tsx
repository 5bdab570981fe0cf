import { useId, useState } from 'react';
import { ErrorNotice } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t, type MessageKey } from '../../lib/i18n';
import { ConfirmPanel } from './confirm-panel';
import { useFocusWhenClosed } from './focus';
import { useRevokeInvite } from './bulk-invite-queries';
import { shownStatusOf, type ShownStatus } from './member-filter';
import { MemberEditor } from './member-editor';
import { useResendInvite, useSetMemberActive, type Member, type Role } from './members-queries';

export const STATUS_LABEL: Readonly<Record<ShownStatus, MessageKey>> = {
  ACTIVE: 'members.statusActive',
  INVITED: 'members.statusInvited',
  NOT_INVITED: 'members.statusNotInvited',
  DEACTIVATED: 'members.statusDeactivated',
};

export interface MemberPowers {
  isMe: boolean;
  showRates: boolean;
  /** Edit and (de)activate: members.manage and a role that does not outrank the caller's. */
  manage: boolean;
  resend: boolean;
  /** Roles the editor offers. */
  roles: readonly Role[];
}

interface MemberCardProps {
  member: Member;
  powers: MemberPowers;
  /** A confirmation for the screen's status line. */
  onDone: (message: string) => void;
}

type Panel = 'none' | 'edit' | 'active';

/** One member: who, role, status, rates and capacity, and what the viewer may do about them. */
export function MemberCard({ member, powers, onDone }: MemberCardProps) {
  const { format } = useLocalTime();
  const id = useId();
  const [panel, setPanel] = useState<Panel>('none');
  const nameHeading = useFocusWhenClosed<HTMLHeadingElement>(panel !== 'none');
  const setActive = useSetMemberActive();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const name = member.user.fullName;
  const deactivated = member.status === 'DEACTIVATED';
  const shown = shownStatusOf(member);
  const notInvited = shown === 'NOT_INVITED';

  const open = (next: Panel) => {
    setActive.reset();
    resend.reset();
    revoke.reset();
    setPanel(next);
  };
  const hours = (value: number | null) =>
    value === null ? t('members.notSet') : t('members.capacityValue', { hours: format.number(value) });
  const rate = (value: number | null) =>
    value === null ? t('members.notSet') : t('members.perHour', { amount: format.number(value) });

  return (
    <li className="card member-card" aria-labelledby={`${id}-name`}>
      <div className="member-head">
        <h2 id={`${id}-name`} className="member-name" ref={nameHeading} tabIndex={-1}>
          {name} {powers.isMe && <span className="muted">{t('members.you')}</span>}
        </h2>
        <span className={`status-badge status-${shown.toLowerCase().replace('_', '-')}`}>{t(STATUS_LABEL[shown])}</span>
      </div>
      <p className="member-email">{member.user.email}</p>
      <dl className="member-facts">
        <div>
          <dt>{t('members.role')}</dt>
          <dd>{member.role.name}</dd>
        </div>
        {powers.showRates && (
          <>
            <div>
              <dt>{t('members.billableRate')}</dt>
              <dd>{rate(member.billableRate)}</dd>
            </div>
            <div>
              <dt>{t('members.costRate')}</dt>
              <dd>{rate(member.costRate)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('members.capacity')}</dt>
          <dd>{hours(member.weeklyCapacityHours)}</dd>
        </div>
      </dl>
      <p className="muted member-since">
        {member.joinedAt
          ? t('members.joined', { date: format.date(member.joinedAt) })
          : notInvited
            ? t('members.notInvitedYet', { date: format.date(member.createdAt) })
            : t('members.invitedOn', { date: format.date(member.invitationSentAt ?? member.createdAt) })}
      </p>
      {(powers.manage || (powers.resend && member.status === 'INVITED')) && panel === 'none' && (
        <div className="row member-actions">
          {powers.manage && !deactivated && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('members.edit', { name })}
              onClick={() => open('edit')}
            >
              {t('members.editShort')}
            </button>
          )}
          {powers.resend && member.status === 'INVITED' && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={t(notInvited ? 'members.sendFirst' : 'members.resend', { name })}
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(member.id, {
                  onSuccess: (answer) =>
                    onDone(t(notInvited ? 'members.sentFirst' : 'members.resent', { email: answer.member.user.email })),
                })
              }
            >
              {resend.isPending
                ? t('members.resending')
                : t(notInvited ? 'members.sendFirstShort' : 'members.resendShort')}
            </button>
          )}
          {powers.resend && shown === 'INVITED' && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('members.revoke', { name })}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(member.id, { onSuccess: () => onDone(t('members.revoked', { name })) })}
            >
              {revoke.isPending ? t('members.revoking') : t('members.revokeShort')}
            </button>
          )}
          {powers.manage && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={t(deactivated ? 'members.reactivate' : 'members.deactivate', { name })}
              onClick={() => open('active')}
            >
              {t(deactivated ? 'members.reactivateShort' : 'members.deactivateShort')}
            </button>
          )}
        </div>
      )}
      {resend.isError && <ErrorNotice error={resend.error} />}
      {revoke.isError && <ErrorNotice error={revoke.error} />}
      {panel === 'edit' && (
        <MemberEditor
          member={member}
          roles={powers.roles}
          showRates={powers.showRates}
          onCancel={() => setPanel('none')}
          onSaved={() => {
            setPanel('none');
            onDone(t('members.saved', { name }));
          }}
        />
      )}
      {panel === 'active' && (
        <ConfirmPanel
          title={t(deactivated ? 'members.reactivateTitle' : 'members.deactivateTitle', { name })}
          body={t(deactivated ? 'members.reactivateBody' : 'members.deactivateBody')}
          confirmLabel={t(deactivated ? 'members.confirmReactivate' : 'members.confirmDeactivate')}
          busyLabel={t(deactivated ? 'members.reactivating' : 'members.deactivating')}
          busy={setActive.isPending}
          error={setActive.isError ? setActive.error : null}
          onCancel={() => setPanel('none')}
          onConfirm={() =>
            setActive.mutate(
              { memberId: member.id, active: deactivated },
              {
                onSuccess: () => {
                  setPanel('none');
                  onDone(t(deactivated ? 'members.reactivated' : 'members.deactivated', { name }));
                },
              },
            )
          }
        />
      )}
    </li>
  );
}
