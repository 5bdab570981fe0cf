import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { CopyField } from './copy-field';
import { invoicePaymentsQuery } from './payments-queries';
import './payments.css';

const KIND_LABELS = {
  PAYMENT: 'payments.kindPayment',
  REFUND: 'payments.kindRefund',
  DISPUTE: 'payments.kindDispute',
} as const;

/** On an invoice: its pay link to copy, and what the payment processor reported (payments, refunds, disputes). */
export function InvoicePaymentsPanel({ invoiceId, paymentUrl }: { invoiceId: string; paymentUrl: string | null }) {
  const id = useId();
  const payments = useQuery(invoicePaymentsQuery(invoiceId));
  const { format } = useLocalTime();
  const money = (amount: number, currency: string) => format.money(amount, currency);
  return (
    <section className="card stack-tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payments.invoiceTitle')}</h2>
      {paymentUrl ? (
        <CopyField label={t('payments.payLink')} value={paymentUrl} copyLabel={t('payments.copyLink')} />
      ) : (
        <p className="muted">{t('payments.noPayLink')}</p>
      )}
      {payments.isPending ? (
        <LoadingState />
      ) : payments.isError ? (
        <ErrorNotice error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.data.records.length === 0 ? (
        <p className="muted">{t('payments.noRecords')}</p>
      ) : (
        <>
          <p>
            {t('payments.totals', {
              paid: money(payments.data.paid, payments.data.currency),
              refunded: money(payments.data.refunded, payments.data.currency),
              disputed: money(payments.data.disputed, payments.data.currency),
            })}
          </p>
          <ul className="payments-records">
            {payments.data.records.map((record) => (
              <li key={record.id}>
                {t(KIND_LABELS[record.kind])} · {money(record.amount, record.currency)} ·{' '}
                {format.dateTime(record.occurredAt)} · <code>{record.reference}</code>
                {record.status ? ` · ${record.status}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
