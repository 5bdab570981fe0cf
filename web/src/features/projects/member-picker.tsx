// Who works on the project: the organization's active and invited members as checkboxes, plus
// anyone already assigned who has since left (kept, so saving never drops them by surprise).
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import type { OrganizationMember } from './projects-api';

interface MemberPickerProps {
  members: UseQueryResult<OrganizationMember[]>;
  selected: readonly string[];
  error?: string;
  onChange: (userIds: string[]) => void;
}

export function MemberPicker({ members, selected, error, onChange }: MemberPickerProps) {
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, userId] : selected.filter((id) => id !== userId));
  const choices = (members.data ?? []).filter(
    (member) => member.status !== 'DEACTIVATED' || selected.includes(member.user.id),
  );
  return (
    <fieldset className="choice member-picker">
      <legend>{t('projects.assigned')}</legend>
      <p className="field-hint">{t('projects.assignedHint')}</p>
      {members.isPending ? (
        <p className="muted">{t('projects.loadingMembers')}</p>
      ) : members.isError ? (
        <ErrorNotice error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <ul className="member-choices">
          {choices.map((member) => (
            <li key={member.id}>
              <label className="choice-option">
                <input
                  type="checkbox"
                  checked={selected.includes(member.user.id)}
                  onChange={(event) => toggle(member.user.id, event.target.checked)}
                />
                {member.status === 'INVITED'
                  ? t('projects.memberInvited', { name: member.user.fullName })
                  : member.status === 'DEACTIVATED'
                    ? t('projects.memberDeactivated', { name: member.user.fullName })
                    : member.user.fullName}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
