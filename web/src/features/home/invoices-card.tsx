// Those who see money: invoices sent and not paid yet, and those overdue (by how many days), with
// totals per currency: amounts in different currencies are never added together.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { dayKeyOf, useLocalTime } from '../../lib/local-time';
import { invoicesQuery, moneyIn } from '../invoices';
import { HomeCard } from './home-card';
import { overdueInvoices, totalsByCurrency, type MoneyTotal } from './money';

/** Overdue invoices listed by name on Home; the rest are in the totals and on the invoices screen. */
const OVERDUE_LISTED = 5;

export function InvoicesCard({ organizationZone }: { organizationZone: string }) {
  const { format } = useLocalTime();
  // As the server reports them: SENT is unpaid and not yet due, OVERDUE is past its due day.
  const sent = useQuery(invoicesQuery({ status: 'SENT' }));
  const overdue = useQuery(invoicesQuery({ status: 'OVERDUE' }));
  // The server calls an invoice overdue on the organization's days; its lateness is counted on them too.
  const late = overdueInvoices(overdue.data ?? [], dayKeyOf(new Date(), organizationZone));
  const totals = (items: MoneyTotal[]) =>
    items.map((total) => moneyIn(format, total.amount, total.currency)).join(' · ');
  const sentCount = sent.data?.length ?? 0;

  return (
    <HomeCard
      id="home-invoices"
      title={t('home.invoicesTitle')}
      queries={[sent, overdue]}
      action={<Link to="/invoices">{t('home.openInvoiceList')}</Link>}
    >
      {sentCount === 0 && late.length === 0 ? (
        <p>{t('home.invoicesNone')}</p>
      ) : (
        <>
          <dl className="home-totals">
            <div>
              <dt>{t('home.invoicesOverdue', { count: format.number(late.length) })}</dt>
              <dd className={late.length > 0 ? 'home-attention' : undefined}>
                {late.length > 0 ? totals(totalsByCurrency(late)) : t('home.invoicesNothing')}
              </dd>
            </div>
            <div>
              <dt>{t('home.invoicesUnpaid', { count: format.number(sentCount) })}</dt>
              <dd>{sentCount > 0 ? totals(totalsByCurrency(sent.data ?? [])) : t('home.invoicesNothing')}</dd>
            </div>
          </dl>
          {late.length > 0 && (
            <ul className="home-rows">
              {late.slice(0, OVERDUE_LISTED).map((invoice) => (
                <li key={invoice.id} className="home-row home-row-over">
                  <span className="home-row-main">
                    <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }}>
                      {invoice.number ?? t('home.invoiceDraftNumber')}
                    </Link>
                    <span className="muted">{invoice.clientName}</span>
                  </span>
                  <span className="home-row-figures">
                    <strong>{moneyIn(format, invoice.total, invoice.currency)}</strong>
                    <span>
                      {invoice.daysOverdue === null
                        ? t('home.overdueNoDueDay')
                        : t(invoice.daysOverdue === 1 ? 'home.overdueDay' : 'home.overdueDays', {
                            count: format.number(invoice.daysOverdue),
                          })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </HomeCard>
  );
}
