import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The invoice as a PDF, drawn in-process with pdfkit: no browser, no network. Every text from
 * users is laid out as glyphs of an embedded font (pdfkit writes them as hex glyph ids), so no
 * content of a name or a note can become PDF syntax, markup or a formula.
 */

import type { InvoiceDocument } from './invoice-issue.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans: Latin (with Latin Extended), Greek, Cyrillic and more, shipped inside an npm package. */
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
const coverage = fontkit.create(REGULAR) as fontkit.Font;

/** What a character the font cannot draw (e.g. CJK) becomes: the Unicode replacement character. */
export const MISSING_GLYPH = '\uFFFD';

/**
 * Text the font can draw: control characters (other than line breaks) become spaces, and any
 * character without a glyph becomes U+FFFD, so nothing is dropped silently and nothing throws.
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0)!;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += coverage.hasGlyphForCodePoint(code) ? char : MISSING_GLYPH;
  }
  return out;
}

/** 1234567.8 → "1,234,567.80": amounts are cents as JSON numbers, exact to two decimals. */
export function formatMoney(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const PAGE = { size: 'A4' as const, margin: 50 };
const COLUMNS = { description: 260, quantity: 70, unitPrice: 80, amount: 85 };
const GAP = 5;

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = invoice.number ?? 'DRAFT';
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: drawable(`Invoice ${title}`),
      Author: drawable(invoice.organizationName),
      Creator: 'Punchclock',
      // Fixed dates: the same invoice gives the same bytes.
      CreationDate: new Date(invoice.createdAt),
      ModDate: new Date(invoice.updatedAt),
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const bottom = () => doc.page.height - PAGE.margin;

  // Header
  doc.font('bold').fontSize(18).text(drawable(invoice.organizationName), { width });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(14).text(`Invoice ${title}`);
  doc.font('regular').fontSize(10);
  const facts: Array<[string, string]> = [
    ['Status', invoice.status],
    ['Issued', invoice.issuedAt?.slice(0, 10) ?? 'not issued'],
    ['Due', invoice.dueDate ?? 'on receipt'],
    ['Currency', invoice.currency],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  doc.moveDown();
  doc.font('bold').text('Bill to');
  doc.font('regular').text(drawable(invoice.clientName), { width });
  doc.moveDown();

  // Items, paginated: the column titles repeat on every page.
  const x = {
    description: left,
    quantity: left + COLUMNS.description + GAP,
    unitPrice: left + COLUMNS.description + COLUMNS.quantity + 2 * GAP,
    amount: left + COLUMNS.description + COLUMNS.quantity + COLUMNS.unitPrice + 3 * GAP,
  };
  const row = (cells: [string, string, string, string], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(10);
    const height = Math.max(
      doc.heightOfString(cells[0], { width: COLUMNS.description }),
      doc.heightOfString(cells[1], { width: COLUMNS.quantity }),
    );
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font === 'regular') row(['Description', 'Quantity', 'Unit price', 'Amount'], 'bold');
      doc.font(font).fontSize(10);
    }
    const y = doc.y;
    doc.text(cells[0], x.description, y, { width: COLUMNS.description });
    doc.text(cells[1], x.quantity, y, { width: COLUMNS.quantity, align: 'right' });
    doc.text(cells[2], x.unitPrice, y, { width: COLUMNS.unitPrice, align: 'right' });
    doc.text(cells[3], x.amount, y, { width: COLUMNS.amount, align: 'right' });
    doc.x = left;
    doc.y = y + height + 4;
  };
  row(['Description', 'Quantity', 'Unit price', 'Amount'], 'bold');
  for (const item of invoice.items) {
    row(
      [drawable(item.description), String(item.quantity), formatMoney(item.unitPrice), formatMoney(item.amount)],
      'regular',
    );
  }
  if (invoice.items.length === 0) row(['(no items)', '', '', ''], 'regular');

  // Totals
  doc.moveDown();
  const totals: Array<[string, string, 'regular' | 'bold']> = [
    ['Subtotal', formatMoney(invoice.subtotal), 'regular'],
    [`Tax (${invoice.taxPercent}%)`, formatMoney(invoice.taxAmount), 'regular'],
    [`Total (${invoice.currency})`, `${formatMoney(invoice.total)} ${invoice.currency}`, 'bold'],
  ];
  for (const [label, value, font] of totals) {
    if (doc.y + 20 > bottom()) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(11);
    doc.text(label, x.quantity, y, { width: COLUMNS.quantity + COLUMNS.unitPrice + GAP });
    doc.text(value, x.amount - 40, y, { width: COLUMNS.amount + 40, align: 'right' });
    doc.x = left;
  }

  if (invoice.notes) {
    doc.moveDown();
    doc.font('bold').fontSize(10).text('Notes', left, doc.y, { width });
    doc.font('regular').text(drawable(invoice.notes), { width });
  }

  // Page numbers, once the page count is known.
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`${title} · page ${index + 1} of ${pages.count}`, left, doc.page.height - PAGE.margin / 2 - 8, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
