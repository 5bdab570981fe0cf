// The frame of every invoices screen: only for roles that may see money (financials.read);
// anyone else is told why, not shown a broken screen.
import type { ReactNode } from 'react';
import { LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { useHasPermission } from '../auth';

export function MoneyOnly({ title, children }: { title: string; children: ReactNode }) {
  const money = useHasPermission('financials.read');
  if (money.isPending) return <LoadingState />;
  return (
    <section className="stack invoices-page" aria-label={title}>
      {money.allowed ? (
        children
      ) : (
        <>
          <h1>{title}</h1>
          <div className="notice notice-info">
            <p className="notice-message">{t('invoices.notAllowed')}</p>
            <p className="notice-hint">{t('invoices.notAllowedHint')}</p>
          </div>
        </>
      )}
    </section>
  );
}
