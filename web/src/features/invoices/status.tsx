// An invoice's status in words (never by colour alone) and the moves a person may make from it,
// as the server allows them (INVOICE_STATUS_MOVES in the financials module).
import { t } from '../../lib/i18n';
import type { InvoiceStatus } from './invoices-api';

type Status = NonNullable<InvoiceStatus>;

export const STATUSES: readonly Status[] = ['DRAFT', 'SENT', 'OVERDUE', 'PAID', 'CANCELLED'];

export function InvoiceStatusBadge({ status }: { status: Status }) {
  return (
    <span className={`invoice-status invoice-status-${status.toLowerCase()}`}>{t(`invoices.status${status}`)}</span>
  );
}

/** The buttons an invoice offers, by its (reported) status: issue, record payment, correct, void. */
export function statusActions(status: Status): Array<{ to: Status; label: string; danger?: boolean }> {
  switch (status) {
    case 'DRAFT':
      // A draft is deleted rather than cancelled (the detail screen offers that).
      return [{ to: 'SENT', label: t('invoices.issue') }];
    case 'SENT':
    case 'OVERDUE':
      return [
        { to: 'PAID', label: t('invoices.markPaid') },
        { to: 'DRAFT', label: t('invoices.backToDraft') },
        { to: 'CANCELLED', label: t('invoices.cancelInvoice'), danger: true },
      ];
    case 'PAID':
      return [{ to: 'SENT', label: t('invoices.markUnpaid') }];
    case 'CANCELLED':
      return [];
  }
}
