// One invoice: its lines and buyer, its status with the moves allowed from it, a draft's edit and
// delete, and the PDF shown in the page and downloaded as the customer gets it.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmAction, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { useHasPermission } from '../auth';
import { InvoicePaymentsPanel } from '../payments';
import { InvoiceForm } from './invoice-form';
import { invoiceBody, invoiceFormValuesOf } from './invoice-form-values';
import { InvoiceLines } from './invoice-lines';
import {
  invoicePdfQuery,
  invoiceQuery,
  useDeleteInvoice,
  useSetInvoiceStatus,
  useUpdateInvoice,
  type Invoice,
} from './invoices-api';
import { MoneyOnly } from './money-only';
import { InvoiceStatusBadge, statusActions } from './status';
import './invoices.css';

const titleOf = (invoice: Invoice) =>
  invoice.number
    ? t('invoices.invoiceTitle', { number: invoice.number })
    : t('invoices.draftTitle', { client: invoice.clientName });

function StatusActions({ invoice }: { invoice: Invoice }) {
  const setStatus = useSetInvoiceStatus(invoice.id);
  const remove = useDeleteInvoice(invoice.id);
  const navigate = useNavigate();
  return (
    <div className="stack">
      <div className="row invoice-actions">
        {statusActions(invoice.status).map((action) =>
          action.danger ? (
            <ConfirmAction
              key={action.to}
              label={action.label}
              question={t('invoices.cancelQuestion')}
              confirmLabel={action.label}
              busy={setStatus.isPending}
              busyLabel={t('invoices.saving')}
              onConfirm={(close) => setStatus.mutate(action.to, { onSuccess: close })}
            />
          ) : (
            <button
              key={action.to}
              type="button"
              className="button button-secondary"
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate(action.to)}
            >
              {action.label}
            </button>
          ),
        )}
        {invoice.status === 'DRAFT' && (
          <ConfirmAction
            label={t('invoices.deleteDraft')}
            question={t('invoices.deleteQuestion')}
            confirmLabel={t('invoices.deleteDraft')}
            busy={remove.isPending}
            busyLabel={t('invoices.deleting')}
            onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate({ to: '/invoices' }) })}
          />
        )}
      </div>
      {!!setStatus.error && <ErrorNotice error={setStatus.error} />}
      {!!remove.error && <ErrorNotice error={remove.error} />}
    </div>
  );
}

function PdfPanel({ invoice }: { invoice: Invoice }) {
  const [shown, setShown] = useState(false);
  const pdf = useQuery({ ...invoicePdfQuery(invoice.id, invoice.updatedAt), enabled: shown });
  const fileName = `${invoice.number ?? 'draft-invoice'}.pdf`;
  return (
    <section className="card stack" aria-labelledby="invoice-pdf">
      <h2 id="invoice-pdf">{t('invoices.pdfTitle')}</h2>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={() => setShown(!shown)}>
          {shown ? t('invoices.hidePdf') : t('invoices.showPdf')}
        </button>
        {pdf.data && (
          <a className="button button-secondary" href={pdf.data} download={fileName}>
            {t('invoices.downloadPdf')}
          </a>
        )}
      </div>
      {shown &&
        (pdf.isPending ? (
          <LoadingState />
        ) : pdf.isError ? (
          <ErrorNotice error={pdf.error} onRetry={() => void pdf.refetch()} />
        ) : (
          <iframe className="invoice-pdf" src={pdf.data} title={t('invoices.pdfFrame', { name: fileName })} />
        ))}
    </section>
  );
}

export function InvoiceDetailScreen() {
  const { invoiceId } = useParams({ from: '/app/invoices/$invoiceId' });
  const invoice = useQuery(invoiceQuery(invoiceId));
  const manage = useHasPermission('invoices.manage');
  const update = useUpdateInvoice(invoiceId);
  const [editing, setEditing] = useState(false);
  const local = useLocalTime();
  const title = invoice.data ? titleOf(invoice.data) : t('invoices.title');
  useDocumentTitle(title);

  return (
    <MoneyOnly title={title}>
      <p>
        <Link to="/invoices">{t('invoices.backToList')}</Link>
      </p>
      {invoice.isPending ? (
        <LoadingState />
      ) : invoice.isError ? (
        <ErrorNotice error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : (
        <>
          <div className="invoices-head">
            <h1>{title}</h1>
            <InvoiceStatusBadge status={invoice.data.status} />
          </div>
          <p className="muted">
            {invoice.data.issuedAt
              ? t('invoices.issuedOn', { date: local.format.date(invoice.data.issuedAt) })
              : t('invoices.notIssued')}
            {invoice.data.timeEntryCount > 0 &&
              ` · ${t('invoices.billsEntries', { count: invoice.data.timeEntryCount })}`}
          </p>
          {manage.allowed && <StatusActions invoice={invoice.data} />}
          {editing ? (
            <InvoiceForm
              initial={invoiceFormValuesOf(invoice.data)}
              submitLabel={t('invoices.saveDraft')}
              busy={update.isPending}
              error={update.error}
              onCancel={() => setEditing(false)}
              onSubmit={(values) => update.mutate(invoiceBody(values), { onSuccess: () => setEditing(false) })}
            />
          ) : (
            <section className="card stack" aria-label={t('invoices.linesTitle')}>
              <InvoiceLines invoice={invoice.data} />
              {manage.allowed && invoice.data.status === 'DRAFT' && (
                <div className="row">
                  <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
                    {t('invoices.editDraft')}
                  </button>
                </div>
              )}
            </section>
          )}
          {invoice.data.status !== 'DRAFT' && (
            <InvoicePaymentsPanel invoiceId={invoice.data.id} paymentUrl={invoice.data.paymentUrl} />
          )}
          <PdfPanel invoice={invoice.data} />
        </>
      )}
    </MoneyOnly>
  );
}
