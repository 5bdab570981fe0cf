import { ConfirmAction, ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useSendInvites } from './bulk-invite-queries';
import { filterMembers } from './member-filter';
import { useMyAccess, type Member } from './members-queries';

/**
 * One click for everyone added without an invitation (an import's people): the invitation goes to
 * those whose role the viewer may give, as the server refuses the rest.
 */
export function InviteNotInvited({
  members,
  onDone,
}: {
  members: readonly Member[];
  onDone: (message: string) => void;
}) {
  const access = useMyAccess();
  const send = useSendInvites();
  const grantable = new Set(access.grantable.map((role) => role.id));
  const waiting = filterMembers(members, 'NOT_INVITED', '').filter((member) => grantable.has(member.role.id));
  if (waiting.length === 0) return null;
  return (
    <div className="stack-tight">
      {send.isError && <ErrorNotice error={send.error} />}
      <ConfirmAction
        label={t('members.inviteAllNotInvited', { count: waiting.length })}
        question={t('members.inviteAllQuestion', { count: waiting.length })}
        confirmLabel={t('members.inviteAllConfirm')}
        busy={send.isPending}
        busyLabel={t('members.inviteAllSending')}
        onConfirm={(close) =>
          send.mutate(
            waiting.map((member) => member.id),
            {
              onSuccess: (answer) => onDone(t('members.inviteAllSent', { count: answer.sent })),
              onSettled: close,
            },
          )
        }
      />
    </div>
  );
}
