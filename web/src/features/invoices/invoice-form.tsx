// An invoice written by hand, or a draft corrected: the buyer, the period, the terms and the lines,
// with the totals added up as they are typed. The server's refusals show at their fields.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorNotice, SubmitButton } from '../../components';
import { format } from '../../lib/format';
import { moneyIn } from './display';
import { t } from '../../lib/i18n';
import { fieldProblems, FormField } from '../projects';
import { draftTotals, EMPTY_ITEM, type InvoiceFormValues, type ItemValues } from './invoice-form-values';

const FIELDS = [
  'clientName',
  'currency',
  'dueDate',
  'taxPercent',
  'notes',
  'buyerAddress',
  'buyerTaxId',
  'buyerEmail',
  'servicePeriodFrom',
  'servicePeriodTo',
  'purchaseOrder',
  'paymentTerms',
  'items',
] as const;

interface InvoiceFormProps {
  initial: InvoiceFormValues;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: InvoiceFormValues) => void;
  onCancel?: () => void;
}

function TextArea({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="invoice-group">
      <legend>{title}</legend>
      <div className="invoice-grid">{children}</div>
    </fieldset>
  );
}

function ItemRows({
  items,
  currency,
  onChange,
}: {
  items: ItemValues[];
  currency: string;
  onChange: (items: ItemValues[]) => void;
}) {
  const set = (index: number, change: Partial<ItemValues>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <ol className="invoice-items">
      {items.map((item, index) => (
        <li key={index} className="invoice-item">
          <FormField
            label={t('invoices.itemDescription', { number: index + 1 })}
            value={item.description}
            maxLength={500}
            onChange={(event) => set(index, { description: event.target.value })}
          />
          <FormField
            label={t('invoices.itemQuantity')}
            inputMode="decimal"
            value={item.quantity}
            onChange={(event) => set(index, { quantity: event.target.value })}
          />
          <FormField
            label={t('invoices.itemUnitPrice', { currency })}
            inputMode="decimal"
            value={item.unitPrice}
            onChange={(event) => set(index, { unitPrice: event.target.value })}
          />
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('invoices.removeItemLabel', { number: index + 1 })}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            {t('invoices.removeItem')}
          </button>
        </li>
      ))}
    </ol>
  );
}

export function InvoiceForm({ initial, submitLabel, busy, error, onSubmit, onCancel }: InvoiceFormProps) {
  const [values, setValues] = useState(initial);
  const problems = fieldProblems(error, FIELDS);
  const set = (change: Partial<InvoiceFormValues>) => setValues((current) => ({ ...current, ...change }));
  const field = (name: Exclude<(typeof FIELDS)[number], 'items'>, label: string, type = 'text') => (
    <FormField
      label={label}
      type={type}
      value={values[name]}
      error={problems.fields[name]}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  const totals = draftTotals(values);
  const currency = values.currency.toUpperCase() || 'USD';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="card stack invoice-form" onSubmit={submit} noValidate>
      <Group title={t('invoices.buyerGroup')}>
        {field('clientName', t('invoices.clientName'))}
        {field('buyerTaxId', t('invoices.buyerTaxId'))}
        {field('buyerEmail', t('invoices.buyerEmail'), 'email')}
        <TextArea
          label={t('invoices.buyerAddress')}
          value={values.buyerAddress}
          onChange={(v) => set({ buyerAddress: v })}
        />
      </Group>
      <Group title={t('invoices.termsGroup')}>
        {field('currency', t('invoices.currency'))}
        {field('taxPercent', t('invoices.taxPercent'))}
        {field('dueDate', t('invoices.dueDate'), 'date')}
        {field('servicePeriodFrom', t('invoices.servicePeriodFrom'), 'date')}
        {field('servicePeriodTo', t('invoices.servicePeriodTo'), 'date')}
        {field('purchaseOrder', t('invoices.purchaseOrder'))}
        {field('paymentTerms', t('invoices.paymentTerms'))}
        <TextArea label={t('invoices.notes')} value={values.notes} onChange={(v) => set({ notes: v })} />
      </Group>
      <fieldset className="invoice-group">
        <legend>{t('invoices.itemsGroup')}</legend>
        <ItemRows items={values.items} currency={currency} onChange={(items) => set({ items })} />
        {problems.fields.items && <p className="field-error">{problems.fields.items}</p>}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => set({ items: [...values.items, EMPTY_ITEM] })}
        >
          {t('invoices.addItem')}
        </button>
        <p className="invoice-draft-total" aria-live="polite">
          {totals
            ? t('invoices.draftTotals', {
                subtotal: moneyIn(format, totals.subtotal, currency),
                tax: moneyIn(format, totals.tax, currency),
                total: moneyIn(format, totals.total, currency),
              })
            : t('invoices.draftTotalsPending')}
        </p>
      </fieldset>
      {!!error && problems.unplaced && <ErrorNotice error={error} />}
      <div className="row">
        <SubmitButton busy={busy} busyLabel={t('invoices.saving')}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('projects.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
