// Creating or changing a client: every field POST/PATCH /clients take. The server validates; its
// refusals are shown at the field they name, anything else whole with its hint.
import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton } from '../../components';
import { FormField } from '../projects';
import { placeClientErrors, type ClientField, type ClientFormValues } from './client-form-values';
import { t } from '../../lib/i18n';

interface ClientFormProps {
  title: string;
  initial: ClientFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The last refusal of the server, if any. */
  error: unknown;
  onSubmit: (values: ClientFormValues) => void;
  onCancel?: () => void;
}

export function ClientForm({
  title,
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: ClientFormProps) {
  const [values, setValues] = useState(initial);
  const titleId = useId();
  const placed = error ? placeClientErrors(error) : { fields: {}, unplaced: false };
  const field = (name: Exclude<ClientField, 'billingAddress' | 'notes'>) => ({
    name,
    value: values[name],
    error: placed.fields[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="card stack-tight client-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{title}</h2>
      {Object.keys(placed.fields).length > 0 && (
        <p className="notice notice-error" role="alert">
          {t('clients.fieldProblem')}
        </p>
      )}
      {error !== null && error !== undefined && placed.unplaced && <ErrorNotice error={error} />}
      <div className="client-form-grid">
        <FormField label={t('clients.name')} required maxLength={200} {...field('name')} />
        <FormField
          label={t('clients.contactEmail')}
          type="email"
          autoComplete="off"
          maxLength={254}
          {...field('contactEmail')}
        />
        <FormField
          label={t('clients.currency')}
          hint={t('clients.currencyHint')}
          required
          maxLength={3}
          autoCapitalize="characters"
          {...field('currency')}
        />
        <FormField
          label={t('clients.defaultBillRate')}
          hint={t('clients.defaultBillRateHint')}
          inputMode="decimal"
          {...field('defaultBillRate')}
        />
        <FormField label={t('clients.taxId')} maxLength={64} {...field('taxId')} />
      </div>
      <TextArea
        label={t('clients.billingAddress')}
        name="billingAddress"
        rows={3}
        maxLength={2000}
        value={values.billingAddress}
        error={placed.fields.billingAddress}
        onChange={(value) => setValues((previous) => ({ ...previous, billingAddress: value }))}
      />
      <TextArea
        label={t('clients.notes')}
        name="notes"
        rows={3}
        maxLength={5000}
        value={values.notes}
        error={placed.fields.notes}
        onChange={(value) => setValues((previous) => ({ ...previous, notes: value }))}
      />
      <div className="row">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('clients.close')}
          </button>
        )}
      </div>
    </form>
  );
}

interface TextAreaProps {
  label: string;
  name: string;
  rows: number;
  maxLength: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function TextArea({ label, name, rows, maxLength, value, error, onChange }: TextAreaProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
