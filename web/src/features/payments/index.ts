// The payments feature's public face: its settings section, the invoice panel, the pay result page.
export { PaymentsSection } from './payments-section';
export { InvoicePaymentsPanel } from './invoice-payments-panel';
/** The public page after a pay link, loaded only when a client lands on it. */
export const loadPayResultScreen = () => import('./pay-result-screen');
export { validatePayResultSearch } from './pay-result-search';
