import { formatIban } from './billing-profile.rules.js';
import type { InvoiceDocument } from './invoice-issue.js';

/**
 * The text blocks of an invoice's PDF, as lines, apart from the drawing (invoice.pdf.ts): what the
 * seller, the buyer and the payment say, so each can be read and tested without pdfkit.
 */

const present = (lines: Array<string | null | undefined | false>): string[] =>
  lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');

export function sellerLines(invoice: InvoiceDocument): { name: string; lines: string[] } {
  const seller = invoice.seller;
  return {
    name: seller.legalName ?? invoice.organizationName,
    lines: present([
      seller.address,
      seller.taxId && `VAT ID: ${seller.taxId}`,
      seller.registrationNumber && `Registration no.: ${seller.registrationNumber}`,
      seller.email,
    ]),
  };
}

export function buyerLines(invoice: InvoiceDocument): { name: string; lines: string[] } {
  return {
    name: invoice.clientName,
    lines: present([invoice.buyerAddress, invoice.buyerTaxId && `VAT ID: ${invoice.buyerTaxId}`, invoice.buyerEmail]),
  };
}

/** Number, dates, period and references, as label and value; no internal status (the customer copy). */
export function invoiceFacts(invoice: InvoiceDocument): Array<[string, string]> {
  const period =
    invoice.servicePeriodFrom && invoice.servicePeriodTo
      ? invoice.servicePeriodFrom === invoice.servicePeriodTo
        ? invoice.servicePeriodFrom
        : `${invoice.servicePeriodFrom} to ${invoice.servicePeriodTo}`
      : (invoice.servicePeriodFrom ?? invoice.servicePeriodTo);
  return [
    ['Invoice number', invoice.number ?? 'DRAFT (not issued)'],
    ['Issue date', invoice.issueDate ?? 'not issued'],
    ...(period ? ([['Service period', period]] as Array<[string, string]>) : []),
    ...(invoice.purchaseOrder ? ([['Purchase order', invoice.purchaseOrder]] as Array<[string, string]>) : []),
    [
      'Due date',
      invoice.dueDate ??
        (invoice.paymentTermsDays !== null ? `${invoice.paymentTermsDays} days after issue` : 'on receipt'),
    ],
    ['Currency', invoice.currency],
  ];
}

/** How to pay: terms, due date, bank details, the reference to quote and the online pay link. */
export function paymentLines(invoice: InvoiceDocument): string[] {
  const seller = invoice.seller;
  const terms =
    invoice.paymentTerms ??
    (invoice.paymentTermsDays !== null ? `Payment within ${invoice.paymentTermsDays} days of the issue date` : null);
  return present([
    terms,
    invoice.dueDate && `Please pay by ${invoice.dueDate}.`,
    seller.bankName && `Bank: ${seller.bankName}`,
    seller.iban && `IBAN: ${formatIban(seller.iban)}`,
    seller.bic && `BIC: ${seller.bic}`,
    seller.bankAccount && `Account: ${seller.bankAccount}`,
    invoice.number && `Reference: ${invoice.number}`,
    invoice.paymentUrl && `Pay online: ${invoice.paymentUrl}`,
  ]);
}
