// The invoices feature's public face: its screens (each chunk loaded only when opened) and who
// sees them in the navigation.
export const loadInvoicesScreen = () => import('./invoices-screen');
/** Creating (by hand, from time) and one invoice share a chunk: one usually leads to the other. */
export const loadInvoiceScreens = () => import('./invoice-screens');
/** The frame of a screen that shows money (financials.read), which the profitability screen shares. */
export { MoneyOnly } from './money-only';
/** Invoices by reported status, for Home's unpaid and overdue invoices. */
export { invoicesQuery } from './invoices-api';
/** An amount in its currency, and a calendar day as people read it. */
export { dayLabel, moneyIn } from './display';
