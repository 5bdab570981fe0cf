// Creating or changing a project: every field POST/PUT /projects take. The server validates; its
// refusals are shown at the field they name, anything else whole with its hint.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton } from '../../components';
import { t } from '../../lib/i18n';
import { ClientPicker } from './client-picker';
import { FormField } from './form-field';
import { missingNumbers, placeErrors, type ProjectField, type ProjectFormValues } from './form-values';
import { MemberPicker } from './member-picker';
import { activeClientsQuery, assignableMembersQuery, type ClientChoice } from './projects-api';

/** The picked client; an empty rate takes the client's default rate, as the server does for a new project. */
function withClient(
  values: ProjectFormValues,
  choice: { clientId: string; clientName: string },
  clients: readonly ClientChoice[],
): ProjectFormValues {
  const rate = clients.find((client) => client.id === choice.clientId)?.defaultBillRate ?? null;
  const takesRate = rate !== null && values.hourlyBillRate.trim() === '';
  return { ...values, ...choice, ...(takesRate && { hourlyBillRate: String(rate) }) };
}

interface ProjectFormProps {
  initial: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The last refusal of the server, if any. */
  error: unknown;
  onSubmit: (values: ProjectFormValues) => void;
}

export function ProjectForm({ initial, submitLabel, busyLabel, busy, error, onSubmit }: ProjectFormProps) {
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState<ProjectField[]>([]);
  const members = useQuery(assignableMembersQuery);
  const clients = useQuery(activeClientsQuery);
  const titleId = useId();
  const descriptionId = useId();

  const set = <K extends ProjectField>(field: K, value: ProjectFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const placed = error ? placeErrors(error) : { fields: {}, unplaced: false };
  const problem = (field: ProjectField) =>
    missing.includes(field) ? t('projects.required') : (placed.fields[field] ?? undefined);
  const text = (field: 'name' | 'code') => ({
    value: values[field],
    error: problem(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = missingNumbers(values);
    setMissing(empty);
    if (empty.length === 0) onSubmit(values);
  };

  const hasFieldProblems = missing.length > 0 || Object.keys(placed.fields).length > 0;
  return (
    <form className="card stack-tight project-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{t('projects.details')}</h2>
      {hasFieldProblems && (
        <p className="notice notice-error" role="alert">
          {t('projects.fieldProblem')}
        </p>
      )}
      {error !== null && error !== undefined && placed.unplaced && <ErrorNotice error={error} />}
      <div className="project-form-grid">
        <FormField label={t('projects.name')} name="name" required maxLength={200} {...text('name')} />
        <ClientPicker
          clients={clients}
          clientId={values.clientId}
          clientName={values.clientName}
          own={initial.clientId ? { clientId: initial.clientId, clientName: initial.clientName } : null}
          error={problem('clientId') ?? problem('clientName')}
          onChange={(choice) => setValues((previous) => withClient(previous, choice, clients.data ?? []))}
        />
        <FormField
          label={t('projects.code')}
          hint={t('projects.codeHint')}
          name="code"
          required
          maxLength={32}
          {...text('code')}
        />
      </div>
      <div className="field">
        <label htmlFor={descriptionId}>{t('projects.description')}</label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={5000}
          value={values.description}
          aria-invalid={problem('description') ? true : undefined}
          aria-describedby={problem('description') ? `${descriptionId}-error` : undefined}
          onChange={(event) => set('description', event.target.value)}
        />
        {problem('description') && (
          <p id={`${descriptionId}-error`} className="field-error">
            {problem('description')}
          </p>
        )}
      </div>
      <fieldset className="choice">
        <legend>{t('projects.budgetType')}</legend>
        {(['HOURLY', 'FIXED'] as const).map((type) => (
          <label key={type} className="choice-option">
            <input
              type="radio"
              name="budgetType"
              value={type}
              checked={values.budgetType === type}
              onChange={() => set('budgetType', type)}
            />
            {type === 'HOURLY' ? t('projects.budgetHourly') : t('projects.budgetFixed')}
          </label>
        ))}
        {problem('budgetType') && <p className="field-error">{problem('budgetType')}</p>}
      </fieldset>
      <div className="project-form-grid">
        <FormField
          label={values.budgetType === 'HOURLY' ? t('projects.totalBudgetHours') : t('projects.totalBudgetMoney')}
          name="totalBudget"
          inputMode="decimal"
          required
          value={values.totalBudget}
          error={problem('totalBudget')}
          onChange={(event) => set('totalBudget', event.target.value)}
        />
        <FormField
          label={t('projects.hourlyBillRate')}
          hint={t('projects.hourlyBillRateHint')}
          name="hourlyBillRate"
          inputMode="decimal"
          value={values.hourlyBillRate}
          error={problem('hourlyBillRate')}
          onChange={(event) => set('hourlyBillRate', event.target.value)}
        />
        <FormField
          label={t('projects.screenshotInterval')}
          hint={t('projects.screenshotIntervalHint')}
          name="screenshotIntervalMins"
          type="number"
          min={1}
          max={60}
          step={1}
          required
          value={values.screenshotIntervalMins}
          error={problem('screenshotIntervalMins')}
          onChange={(event) => set('screenshotIntervalMins', event.target.value)}
        />
      </div>
      <label className="choice-option">
        <input
          type="checkbox"
          name="blurScreenshots"
          checked={values.blurScreenshots}
          onChange={(event) => set('blurScreenshots', event.target.checked)}
        />
        {t('projects.blurScreenshots')}
      </label>
      <label className="choice-option">
        <input
          type="checkbox"
          name="billableByDefault"
          checked={values.billableByDefault}
          onChange={(event) => set('billableByDefault', event.target.checked)}
        />
        {t('projects.billableByDefault')}
      </label>
      <MemberPicker
        members={members}
        selected={values.assignedUserIds}
        error={problem('assignedUserIds')}
        onChange={(ids) => set('assignedUserIds', ids)}
      />
      <div className="row">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
