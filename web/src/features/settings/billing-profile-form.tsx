import { t } from '../../lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorNotice, TextField } from '../../components';
import { billingLogoQuery, useSaveBillingProfile, useUploadLogo, type BillingProfile } from './billing-profile-queries';
import { SettingsFormFooter } from './settings-form-footer';

const TEXT_FIELDS = [
  'legalName',
  'address',
  'taxId',
  'registrationNumber',
  'email',
  'bankName',
  'iban',
  'bic',
  'bankAccount',
  'paymentTerms',
  'invoiceFooter',
] as const;
type TextKey = (typeof TEXT_FIELDS)[number];
type Draft = Record<TextKey, string> & { paymentTermsDays: string };

function draftOf(saved: BillingProfile): Draft {
  const draft = Object.fromEntries(TEXT_FIELDS.map((key) => [key, saved[key] ?? ''])) as Record<TextKey, string>;
  return { ...draft, paymentTermsDays: saved.paymentTermsDays === null ? '' : String(saved.paymentTermsDays) };
}

function TextArea({
  label,
  hint,
  ...area
}: {
  label: string;
  hint?: string;
  value: string;
  name: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} aria-describedby={hint ? `${id}-hint` : undefined} {...area} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The logo: the current one (fetched as a blob) and a file input that uploads at once. */
function LogoField({ organizationId, saved }: { organizationId: string; saved: BillingProfile }) {
  const id = useId();
  const upload = useUploadLogo();
  const preview = useQuery(billingLogoQuery(organizationId, saved.logo?.url ?? null));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = '';
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('billing.logo')}</label>
      <div className="billing-logo">
        {preview.data ? (
          <img src={preview.data} alt={t('billing.logoAlt')} width={saved.logo?.width} height={saved.logo?.height} />
        ) : (
          <p className="field-hint">{t('billing.noLogo')}</p>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        disabled={upload.isPending}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('billing.logoHint')}
      </p>
      <div role="status" className={upload.isSuccess ? 'notice notice-info' : undefined}>
        {upload.isPending ? t('billing.uploading') : upload.isSuccess ? t('billing.uploaded') : null}
      </div>
      {upload.error && <ErrorNotice error={upload.error} />}
    </div>
  );
}

/** The seller on the organization's invoices: for Owners and Admins. */
export function BillingProfileForm({ organizationId, saved }: { organizationId: string; saved: BillingProfile }) {
  const id = useId();
  const save = useSaveBillingProfile();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [done, setDone] = useState(false);
  const set = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setDone(false);
    setDraft((previous) => ({ ...previous, [key]: event.target.value }));
  };
  const field = (key: TextKey, extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <TextField label={t(`billing.${key}`)} name={key} value={draft[key]} onChange={set(key)} {...extra} />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const days = draft.paymentTermsDays.trim();
    save.mutate(
      {
        ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, draft[key]])),
        paymentTermsDays: days === '' ? null : Number(days),
      },
      {
        onSuccess: (profile) => {
          setDraft(draftOf(profile));
          setDone(true);
        },
      },
    );
  };
  const reset = () => {
    setDraft(draftOf(saved));
    save.reset();
    setDone(false);
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('billing.title')}</h2>
      <p className="field-hint">{t('billing.intro')}</p>
      <LogoField organizationId={organizationId} saved={saved} />
      {field('legalName', { autoComplete: 'organization' })}
      <TextArea
        label={t('billing.address')}
        hint={t('billing.addressHint')}
        name="address"
        value={draft.address}
        onChange={set('address')}
      />
      {field('taxId')}
      {field('registrationNumber')}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('bankName')}
      {field('iban', { hint: t('billing.ibanHint') })}
      {field('bic')}
      {field('bankAccount', { hint: t('billing.bankAccountHint') })}
      <TextField
        label={t('billing.paymentTermsDays')}
        name="paymentTermsDays"
        type="number"
        min={0}
        max={365}
        inputMode="numeric"
        value={draft.paymentTermsDays}
        onChange={set('paymentTermsDays')}
      />
      {field('paymentTerms', { hint: t('billing.paymentTermsHint') })}
      <TextArea
        label={t('billing.invoiceFooter')}
        name="invoiceFooter"
        value={draft.invoiceFooter}
        onChange={set('invoiceFooter')}
      />
      <SettingsFormFooter
        done={done}
        save={save}
        onCancel={reset}
        words={{ save: t('billing.save'), saving: t('billing.saving'), saved: t('billing.saved') }}
      />
    </form>
  );
}
