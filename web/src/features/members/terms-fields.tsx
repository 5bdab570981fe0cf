import { useId } from 'react';
import { t, type MessageKey } from '../../lib/i18n';
import type { TermsDraft, TermsErrors } from './member-terms';
import type { Role } from './members-queries';

interface TermsFieldsProps {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  errors: TermsErrors;
  /** Roles the person may hand out (plus the member's current one when editing). */
  roles: readonly Role[];
  /** Rates only for those whose role may see them (members.rates.read). */
  showRates: boolean;
}

/** Role, rates and weekly capacity: the fields inviting and editing a member share. */
export function TermsFields({ draft, onChange, errors, roles, showRates }: TermsFieldsProps) {
  const id = useId();
  return (
    <div className="terms-fields">
      <div className="field">
        <label htmlFor={`${id}-role`}>{t('members.role')}</label>
        <select
          id={`${id}-role`}
          value={draft.roleId}
          aria-describedby={`${id}-role-hint`}
          onChange={(event) => onChange({ ...draft, roleId: event.target.value })}
        >
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
        <p id={`${id}-role-hint`} className="field-hint">
          {t('members.roleHint')}
        </p>
      </div>
      {showRates && (
        <>
          <AmountField
            id={`${id}-billable`}
            label={t('members.billableRate')}
            hint={t('members.rateHint')}
            value={draft.billableRate}
            error={errors.billableRate}
            onChange={(billableRate) => onChange({ ...draft, billableRate })}
          />
          <AmountField
            id={`${id}-cost`}
            label={t('members.costRate')}
            hint={t('members.rateHint')}
            value={draft.costRate}
            error={errors.costRate}
            onChange={(costRate) => onChange({ ...draft, costRate })}
          />
        </>
      )}
      <AmountField
        id={`${id}-capacity`}
        label={t('members.capacity')}
        hint={t('members.capacityHint')}
        value={draft.capacity}
        error={errors.capacity}
        onChange={(capacity) => onChange({ ...draft, capacity })}
      />
    </div>
  );
}

interface AmountFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: MessageKey | undefined;
  onChange: (value: string) => void;
}

function AmountField({ id, label, hint, value, error, onChange }: AmountFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={!!error}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-hint field-hint-warning">
          {t(error)}
        </p>
      )}
    </div>
  );
}
