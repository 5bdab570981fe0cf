import { useId, useState, type FormEvent } from 'react';
import { FormActions, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { useFocusOnMount } from './focus';
import { checkTerms, type TermsDraft } from './member-terms';
import { useInviteMember, type Role } from './members-queries';
import { TermsFields } from './terms-fields';

interface InviteFormProps {
  roles: readonly Role[];
  /** The role chosen at first: the built-in Member when it may be granted. */
  defaultRoleId: string;
  showRates: boolean;
  onInvited: (email: string) => void;
  onCancel: () => void;
}

/** Email, name and terms of a new teammate; the server emails them the link to join. */
export function InviteForm({ roles, defaultRoleId, showRates, onInvited, onCancel }: InviteFormProps) {
  const id = useId();
  const invite = useInviteMember();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [draft, setDraft] = useState<TermsDraft>({
    roleId: defaultRoleId,
    billableRate: '',
    costRate: '',
    capacity: '',
  });
  // Checked from the first attempt to send on, then as the person corrects the fields.
  const [tried, setTried] = useState(false);
  const checked = checkTerms(draft);
  const errors = tried && !checked.ok ? checked.errors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) return;
    const { roleId, billableRate, costRate, weeklyCapacityHours } = checked.terms;
    invite.mutate(
      {
        email: email.trim(),
        fullName: fullName.trim(),
        roleId,
        // Left out when blank: the invitation body takes no nulls.
        billableRate: billableRate ?? undefined,
        costRate: costRate ?? undefined,
        weeklyCapacityHours: weeklyCapacityHours ?? undefined,
      },
      { onSuccess: (answer) => onInvited(answer.member.user.email) },
    );
  };

  return (
    <form className="card stack-tight invite-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('members.inviteTitle')}
      </h2>
      <p className="muted">{t('members.inviteIntro')}</p>
      <div className="terms-fields">
        <TextField
          label={t('members.email')}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('members.fullName')}
          autoComplete="off"
          required
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </div>
      <TermsFields draft={draft} onChange={setDraft} errors={errors} roles={roles} showRates={showRates} />
      <FormActions
        error={invite.error}
        busy={invite.isPending}
        busyLabel={t('members.sendingInvite')}
        submitLabel={t('members.sendInvite')}
        onCancel={onCancel}
      />
    </form>
  );
}
