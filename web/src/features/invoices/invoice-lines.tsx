// An invoice's lines and totals as a table: the preview of billing time and the invoice itself.
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { dayLabel, moneyIn } from './display';
import type { Invoice } from './invoices-api';
import { TableScroll } from '../../components';

export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const local = useLocalTime();
  const money = (amount: number) => moneyIn(local.format, amount, invoice.currency);
  return (
    <>
      <dl className="invoice-facts">
        <div>
          <dt>{t('invoices.clientName')}</dt>
          <dd>{invoice.clientName}</dd>
        </div>
        <div>
          <dt>{t('invoices.servicePeriod')}</dt>
          <dd>
            {invoice.servicePeriodFrom
              ? t('invoices.periodRange', {
                  from: dayLabel(local, invoice.servicePeriodFrom),
                  to: dayLabel(local, invoice.servicePeriodTo),
                })
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('invoices.dueDate')}</dt>
          <dd>{dayLabel(local, invoice.dueDate)}</dd>
        </div>
        {invoice.buyerAddress && (
          <div>
            <dt>{t('invoices.buyerAddress')}</dt>
            <dd className="invoice-address">{invoice.buyerAddress}</dd>
          </div>
        )}
        {invoice.buyerTaxId && (
          <div>
            <dt>{t('invoices.buyerTaxId')}</dt>
            <dd>{invoice.buyerTaxId}</dd>
          </div>
        )}
      </dl>
      <TableScroll label={t('invoices.linesTitle')}>
        <table className="data-table invoice-lines">
          <thead>
            <tr>
              <th scope="col">{t('invoices.lineDescription')}</th>
              <th scope="col" className="numeric">
                {t('invoices.itemQuantity')}
              </th>
              <th scope="col" className="numeric">
                {t('invoices.lineUnitPrice')}
              </th>
              <th scope="col" className="numeric">
                {t('invoices.lineAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id}>
                <td>{item.description}</td>
                <td className="numeric">{local.format.number(item.quantity)}</td>
                <td className="numeric">{money(item.unitPrice)}</td>
                <td className="numeric">{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('invoices.subtotal')}
              </th>
              <td className="numeric">{money(invoice.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('invoices.taxLine', { percent: local.format.number(invoice.taxPercent) })}
              </th>
              <td className="numeric">{money(invoice.taxAmount)}</td>
            </tr>
            <tr className="invoice-total">
              <th scope="row" colSpan={3}>
                {t('invoices.total')}
              </th>
              <td className="numeric">{money(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </>
  );
}
