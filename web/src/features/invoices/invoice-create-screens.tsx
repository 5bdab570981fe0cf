// Two ways to a new draft: written by hand, or billing a project's approved time for a period,
// previewed line by line before anything is created.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { addDaysToKey, dayKeyOf, useLocalTime } from '../../lib/local-time';
import { useHasPermission } from '../auth';
import { fieldProblems, FormField, projectsQuery } from '../projects';
import { InvoiceForm } from './invoice-form';
import { invoiceBody, NEW_INVOICE } from './invoice-form-values';
import { InvoiceLines } from './invoice-lines';
import { useCreateFromTime, useCreateInvoice, usePreviewFromTime, type FromTimeBody } from './invoices-api';
import { MoneyOnly } from './money-only';
import './invoices.css';

function ManageOnly({ title, children }: { title: string; children: React.ReactNode }) {
  const manage = useHasPermission('invoices.manage');
  return (
    <MoneyOnly title={title}>
      <p>
        <Link to="/invoices">{t('invoices.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      {manage.allowed ? children : !manage.isPending && <p className="notice notice-info">{t('invoices.readOnly')}</p>}
    </MoneyOnly>
  );
}

export function NewInvoiceScreen() {
  useDocumentTitle(t('invoices.newTitle'));
  const create = useCreateInvoice();
  const navigate = useNavigate();
  return (
    <ManageOnly title={t('invoices.newTitle')}>
      <InvoiceForm
        initial={NEW_INVOICE}
        submitLabel={t('invoices.createDraft')}
        busy={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(invoiceBody(values), {
            onSuccess: (invoice) => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: invoice.id } }),
          })
        }
      />
    </ManageOnly>
  );
}

/** The whole of last month, in the organization's days: what agencies bill most often. */
function lastMonth(timeZone: string) {
  const firstOfThisMonth = `${dayKeyOf(new Date(), timeZone).slice(0, 8)}01`;
  const to = addDaysToKey(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

const FROM_TIME_FIELDS = ['projectId', 'from', 'to', 'taxPercent', 'purchaseOrder'] as const;

export function FromTimeScreen() {
  useDocumentTitle(t('invoices.fromTimeTitle'));
  const { timeZone } = useLocalTime();
  const projects = useQuery(projectsQuery('ACTIVE'));
  const [values, setValues] = useState(() => ({
    projectId: '',
    ...lastMonth(timeZone),
    taxPercent: '0',
    purchaseOrder: '',
  }));
  const preview = usePreviewFromTime();
  const create = useCreateFromTime();
  const navigate = useNavigate();
  const body: FromTimeBody = {
    projectId: values.projectId,
    from: values.from,
    to: values.to,
    taxPercent: Number(values.taxPercent.replace(',', '.') || '0'),
    ...(values.purchaseOrder.trim() && { purchaseOrder: values.purchaseOrder.trim() }),
  };
  const problems = fieldProblems(preview.error ?? create.error, FROM_TIME_FIELDS);
  const change = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }));
    // A preview of other choices would mislead: it is asked again.
    preview.reset();
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(body);
  };

  return (
    <ManageOnly title={t('invoices.fromTimeTitle')}>
      <p className="lead">{t('invoices.fromTimeIntro')}</p>
      <form className="card stack" onSubmit={submit} noValidate>
        <div className="invoice-grid">
          <div className="field">
            <label htmlFor="from-time-project">{t('invoices.project')}</label>
            <select
              id="from-time-project"
              value={values.projectId}
              aria-invalid={problems.fields.projectId ? true : undefined}
              onChange={(event) => change({ projectId: event.target.value })}
            >
              <option value="">{t('invoices.chooseProject')}</option>
              {(projects.data ?? []).map((project) => (
                <option key={project.id} value={project.id}>
                  {t('invoices.projectOption', { name: project.name, client: project.clientName })}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t('invoices.periodFrom')}
            type="date"
            value={values.from}
            error={problems.fields.from}
            onChange={(e) => change({ from: e.target.value })}
          />
          <FormField
            label={t('invoices.periodTo')}
            type="date"
            value={values.to}
            error={problems.fields.to}
            onChange={(e) => change({ to: e.target.value })}
          />
          <FormField
            label={t('invoices.taxPercent')}
            inputMode="decimal"
            value={values.taxPercent}
            error={problems.fields.taxPercent}
            onChange={(e) => change({ taxPercent: e.target.value })}
          />
          <FormField
            label={t('invoices.purchaseOrder')}
            value={values.purchaseOrder}
            error={problems.fields.purchaseOrder}
            onChange={(e) => change({ purchaseOrder: e.target.value })}
          />
        </div>
        {projects.isError && <ErrorNotice error={projects.error} />}
        <div className="row">
          <SubmitButton
            busy={preview.isPending}
            busyLabel={t('invoices.previewing')}
            disabled={values.projectId === ''}
          >
            {t('invoices.preview')}
          </SubmitButton>
        </div>
      </form>
      {!!preview.error && problems.unplaced && <ErrorNotice error={preview.error} />}
      {preview.data && (
        <section className="card stack" aria-labelledby="from-time-preview">
          <h2 id="from-time-preview">{t('invoices.previewTitle', { count: preview.data.timeEntryCount })}</h2>
          <InvoiceLines invoice={preview.data} />
          {!!create.error && <ErrorNotice error={create.error} />}
          <div className="row">
            <button
              type="button"
              className="button button-primary"
              disabled={create.isPending}
              aria-busy={create.isPending}
              onClick={() =>
                create.mutate(body, {
                  onSuccess: (invoice) =>
                    void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: invoice.id } }),
                })
              }
            >
              {create.isPending ? t('invoices.saving') : t('invoices.createDraft')}
            </button>
          </div>
        </section>
      )}
    </ManageOnly>
  );
}
