import { useId, useState, type FormEvent } from 'react';
import { FormActions } from '../../components';
import { t } from '../../lib/i18n';
import { useFocusOnMount } from './focus';
import { changedTerms, checkTerms, draftOf, type TermsDraft } from './member-terms';
import { useUpdateMember, type Member, type Role } from './members-queries';
import { TermsFields } from './terms-fields';

interface MemberEditorProps {
  member: Member;
  roles: readonly Role[];
  showRates: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** A member's role, rates and capacity, changed in place; only what changed is sent. */
export function MemberEditor({ member, roles, showRates, onSaved, onCancel }: MemberEditorProps) {
  const id = useId();
  const update = useUpdateMember();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(member));
  // Checked from the first attempt to send on, then as the person corrects the fields.
  const [tried, setTried] = useState(false);
  const checked = checkTerms(draft);
  const errors = tried && !checked.ok ? checked.errors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const before = checkTerms(draftOf(member));
    setTried(true);
    if (!checked.ok) return;
    const body = before.ok ? changedTerms(before.terms, checked.terms) : checked.terms;
    if (Object.keys(body).length === 0) {
      onCancel();
      return;
    }
    update.mutate({ memberId: member.id, body }, { onSuccess: onSaved });
  };

  return (
    <form className="stack-tight member-editor" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('members.editTitle', { name: member.user.fullName })}
      </h3>
      <TermsFields draft={draft} onChange={setDraft} errors={errors} roles={roles} showRates={showRates} />
      <FormActions
        error={update.error}
        busy={update.isPending}
        busyLabel={t('members.saving')}
        submitLabel={t('members.save')}
        onCancel={onCancel}
      />
    </form>
  );
}
