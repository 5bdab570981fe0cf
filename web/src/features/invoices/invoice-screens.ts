// The chunk of the screens past the list: the two ways to a new draft, and one invoice.
export { FromTimeScreen, NewInvoiceScreen } from './invoice-create-screens';
export { InvoiceDetailScreen } from './invoice-detail-screen';
