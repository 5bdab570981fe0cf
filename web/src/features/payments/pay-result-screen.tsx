import { useSearch } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import type { PayResultState } from './pay-result-search';
import './payments.css';

const STATES = {
  success: { title: 'payments.resultSuccessTitle', text: 'payments.resultSuccess' },
  paid: { title: 'payments.resultPaidTitle', text: 'payments.resultPaid' },
  cancelled: { title: 'payments.resultCancelledTitle', text: 'payments.resultCancelled' },
  'checkout-cancelled': { title: 'payments.resultCheckoutCancelledTitle', text: 'payments.resultCheckoutCancelled' },
  unavailable: { title: 'payments.resultUnavailableTitle', text: 'payments.resultUnavailable' },
  unknown: { title: 'payments.resultUnknownTitle', text: 'payments.resultUnknown' },
} as const satisfies Record<PayResultState, { title: string; text: string }>;

/** Where a client lands after a pay link (docs/integrations.md): paid, nothing to pay, or why not. */
export function PayResultScreen() {
  const { state } = useSearch({ from: '/public/pay/result' });
  const words = STATES[state];
  useDocumentTitle(t(words.title));
  return (
    <section className="card stack pay-result" aria-labelledby="pay-result-title">
      <h1 id="pay-result-title">{t(words.title)}</h1>
      <p role="status">{t(words.text)}</p>
    </section>
  );
}
