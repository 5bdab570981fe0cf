// The organization's invoices: filter by status and client, open one, start a new one by hand or
// from approved time, and download the list as CSV. For those who may see money (financials.read).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { useHasPermission } from '../auth';
import { downloadInvoicesCsv, invoicesQuery, type InvoiceFilters, type InvoiceStatus } from './invoices-api';
import { dayLabel, moneyIn } from './display';
import { InvoiceStatusBadge, STATUSES } from './status';
import { MoneyOnly } from './money-only';
import { TableScroll } from '../../components';
import './invoices.css';

function Filters({ filters, onChange }: { filters: InvoiceFilters; onChange: (filters: InvoiceFilters) => void }) {
  const statusId = useId();
  const clientId = useId();
  return (
    <div className="invoice-filters">
      <div className="field">
        <label htmlFor={statusId}>{t('invoices.status')}</label>
        <select
          id={statusId}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || undefined) as InvoiceStatus | undefined })
          }
        >
          <option value="">{t('invoices.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`invoices.status${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={clientId}>{t('invoices.clientFilter')}</label>
        <input
          id={clientId}
          type="search"
          maxLength={200}
          value={filters.client ?? ''}
          onChange={(event) => onChange({ ...filters, client: event.target.value || undefined })}
        />
      </div>
    </div>
  );
}

export function InvoicesScreen() {
  useDocumentTitle(t('invoices.title'));
  const manage = useHasPermission('invoices.manage');
  const [filters, setFilters] = useState<InvoiceFilters>({});
  // The client filter matches whole names: asked once typing pauses, not at every key.
  const query = useDeferredValue({ ...filters, client: filters.client?.trim() || undefined });
  const invoices = useQuery(invoicesQuery(query));
  const [exportError, setExportError] = useState<unknown>(null);
  const local = useLocalTime();
  const { format } = local;

  return (
    <MoneyOnly title={t('invoices.title')}>
      <div className="invoices-head">
        <h1 id="invoices-title">{t('invoices.title')}</h1>
        {manage.allowed && (
          <div className="row">
            <Link to="/invoices/from-time" className="button button-primary">
              {t('invoices.fromTime')}
            </Link>
            <Link to="/invoices/new" className="button button-secondary">
              {t('invoices.newInvoice')}
            </Link>
          </div>
        )}
      </div>
      <Filters filters={filters} onChange={setFilters} />
      <div className="row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setExportError(null);
            downloadInvoicesCsv(query).catch(setExportError);
          }}
        >
          {t('invoices.downloadCsv')}
        </button>
      </div>
      {!!exportError && <ErrorNotice error={exportError} />}
      {invoices.isPending ? (
        <LoadingState />
      ) : invoices.isError ? (
        <ErrorNotice error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyState>{manage.allowed ? t('invoices.emptyManage') : t('invoices.empty')}</EmptyState>
      ) : (
        <TableScroll label={t('invoices.title')}>
          <table className="data-table invoices-table">
            <thead>
              <tr>
                <th scope="col">{t('invoices.number')}</th>
                <th scope="col">{t('invoices.clientName')}</th>
                <th scope="col">{t('invoices.issued')}</th>
                <th scope="col">{t('invoices.dueDate')}</th>
                <th scope="col">{t('invoices.status')}</th>
                <th scope="col" className="numeric">
                  {t('invoices.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }}>
                      {invoice.number ?? t('invoices.draftNumber')}
                    </Link>
                  </td>
                  <td>{invoice.clientName}</td>
                  <td>{invoice.issuedAt ? format.date(invoice.issuedAt) : '—'}</td>
                  <td>{dayLabel(local, invoice.dueDate)}</td>
                  <td>
                    <InvoiceStatusBadge status={invoice.status} />
                  </td>
                  <td className="numeric">{moneyIn(format, invoice.total, invoice.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </MoneyOnly>
  );
}
